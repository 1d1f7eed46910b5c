import { expect, type Locator, type Page } from '@playwright/test';
import { goInApp } from '../pages/navigation';
import { keysShownIn } from '../pages/texts';
import { nothingLoading } from './nothingLoading';

// A walk over the console's routes as an operator makes it, shared by the route walk
// (smoke/routes.spec.ts) and the phone walk (smoke/narrowRoutes.spec.ts): every route opened in
// the app, no reload, nothing submitted, each tab closed once the walk has left it.

/** The console's own navigation: a history entry the router follows, as a menu link does. */
export const openInApp = goInApp;

/**
 * Closes every tab but the current one (the pinned ones stay) with the middle click an operator
 * tidying the bar uses: each page the walk leaves would otherwise stay alive, hidden, and every
 * later page's checks would read twenty pages' worth of document.
 */
export const closeOtherTabs = async (page: Page) => {
    await page.evaluate(() => {
        for (const tab of document.querySelectorAll('[data-tab] > [role="tab"][aria-selected="false"]'))
            tab.dispatchEvent(new MouseEvent('auxclick', { bubbles: true, cancelable: true, button: 1 }));
    });
};

/** Everything the page reports as broken while it is watched: uncaught errors and error logs. */
export const watchErrors = (page: Page) => {
    const errors: string[] = [];
    page.on('pageerror', error => errors.push(`uncaught: ${error.message}`));
    page.on('console', message => {
        if (message.type() === 'error') errors.push(`console: ${message.text()}`);
    });
    return errors;
};

/** A route's path as a pattern of the pathnames it opens (`/cars/list/edit/:id`). */
export const pathPattern = (path: string) => new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/:\w+/g, '[^/]+')}$`);

/** The selector of a route's view in the tab area (kept alive views of other tabs stay hidden). */
export const viewOf = (path: string) => `[data-tab-view="${new URL(path, 'http://console').pathname}"]`;

/**
 * Opens `path` in the app and checks that it shows, stays and reports nothing (soft: the walk goes
 * on); answers its view.
 */
export const visitRoute = async (page: Page, errors: string[], path: string): Promise<Locator> => {
    // A message of the route before, already reported, must not count here.
    await expect(page.getByRole('alert')).toHaveCount(0, { timeout: 20_000 });
    errors.length = 0;
    await openInApp(page, path);
    const pathname = new URL(path, 'http://console').pathname;
    const view = page.locator(viewOf(path));
    // The page shows, or the console leaves it (a refused call goes to the dashboard): wait
    // for either, then for the data (`nothingLoading`). Both are checked in the page on every
    // frame: the test's own polls back off to half a second, which a walk of some 500 pages would
    // wait out again and again.
    const shown = (what: string) => (error: Error) => {
        throw new Error(`${path}: ${what} (${error.message})`);
    };
    await page
        .waitForFunction(
            ({ pathname, selector }) =>
                window.location.pathname !== pathname || !!document.querySelector(selector)?.checkVisibility({ visibilityProperty: true }),
            { pathname, selector: viewOf(path) },
            { polling: 'raf', timeout: 10_000 }
        )
        .catch(shown('the page neither showed nor left its URL'));
    await nothingLoading(page, 10_000).catch(shown('it kept loading'));
    await closeOtherTabs(page);
    expect.soft(new URL(page.url()).pathname, `${path} stays on its URL`).toBe(pathname);
    expect.soft(await page.getByRole('alert').allInnerTexts(), `messages shown on ${path}`).toEqual([]);
    expect.soft(errors, `errors logged on ${path}`).toEqual([]);
    expect.soft(keysShownIn(await page.locator('body').innerText()), `translation keys shown as they are on ${path}`).toEqual([]);
    return view;
};

/**
 * The links of a list's first row, its 更多 menu's included: `whileOpen` runs while that menu is
 * open (a scan, a look at its texts).
 */
export const firstRowLinks = async (page: Page, list: string, more: RegExp, whileOpen?: () => Promise<void>) => {
    const row = page.locator(`${viewOf(list)} table tbody tr`).first();
    if (!(await row.count())) return [];
    const hrefs = await row.locator('a[href]').evaluateAll(links => links.map(link => link.getAttribute('href')!));
    const button = row.getByRole('button', { name: more });
    if (await button.count()) {
        await button.click();
        const menu = page.getByRole('menu');
        await expect(menu).toBeVisible();
        await whileOpen?.();
        hrefs.push(...(await menu.locator('a[href]').evaluateAll(links => links.map(link => link.getAttribute('href')!))));
        await page.keyboard.press('Escape');
        await expect(menu).toBeHidden();
    }
    return hrefs;
};
