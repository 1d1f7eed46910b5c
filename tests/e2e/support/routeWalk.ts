import { expect, type Locator, type Page } from '@playwright/test';

/** The console's own navigation: a history entry the router follows, as a menu link does. */
export const openInApp = (page: Page, path: string) =>
    page.evaluate(target => {
        window.history.pushState({}, '', target);
        window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);

/** Everything the page reports as broken while it is watched: uncaught errors and error logs. */
export const watchErrors = (page: Page) => {
    const errors: string[] = [];
    page.on('pageerror', error => errors.push(`uncaught: ${error.message}`));
    page.on('console', message => {
        if (message.type() === 'error') errors.push(`console: ${message.text()}`);
    });
    return errors;
};

/**
 * Opens `path` in the app and checks that it shows, stays and reports nothing (`errors`, from
 * `watchErrors`, is emptied first); answers the route's kept-alive view.
 */
export const visitRoute = async (page: Page, path: string, errors: string[]): Promise<Locator> => {
    // A message of the route before, already reported, must not count here.
    await expect(page.getByRole('alert')).toHaveCount(0, { timeout: 20_000 });
    errors.length = 0;
    await openInApp(page, path);
    const pathname = new URL(path, 'http://console').pathname;
    const view = page.locator(`[data-tab-view="${pathname}"]`);
    // The page shows, or the console leaves it (a refused call goes to the dashboard): wait for
    // either, then for the data.
    await expect.poll(async () => new URL(page.url()).pathname !== pathname || (await view.isVisible())).toBe(true);
    await expect(page.getByRole('progressbar')).toHaveCount(0);
    expect.soft(new URL(page.url()).pathname, `${path} stays on its URL`).toBe(pathname);
    expect.soft(await page.getByRole('alert').allInnerTexts(), `messages shown on ${path}`).toEqual([]);
    expect.soft(errors, `errors logged on ${path}`).toEqual([]);
    return view;
};

/** A route's path as a pattern of the pathnames it opens (`/cars/list/edit/:id`). */
export const pathPattern = (path: string) => new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')}$`);
