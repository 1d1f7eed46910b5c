import type { Page } from '@playwright/test';

/**
 * The console's own navigation: a history entry the router follows, as a menu link or a row's
 * link does. No page load: the console stays as it is (its session, tabs and loaded data).
 */
export const goInApp = (page: Page, path: string) =>
    page.evaluate(target => {
        window.history.pushState({}, '', target);
        window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);

/** Whether the page shows the signed-in console (its layout's tab views), where a link opens a page in the app. */
const consoleOpen = (page: Page) =>
    page.url().startsWith('http') ? page.evaluate(() => document.querySelector('[data-tab-view]') !== null).catch(() => false) : Promise.resolve(false);

/** Whether a tab of the console keeps `pathname`'s page alive. */
const keptAlive = (page: Page, pathname: string) =>
    page.evaluate(key => [...document.querySelectorAll('[data-tab-view]')].some(view => view.getAttribute('data-tab-view') === key), pathname);

/**
 * Opens `path` as an operator does: once the console is open, in the app (as its menus and links
 * do); before that (the test's first page), by loading it. A page that a tab keeps alive is
 * loaded again instead: shown again, it would keep the rows it had (the console refetches only
 * what the browser itself changed), and a test that opens a page wants what the server holds now.
 */
export const openPage = async (page: Page, path: string) => {
    const pathname = new URL(path, 'http://console').pathname;
    if ((await consoleOpen(page)) && !(await keptAlive(page, pathname))) await goInApp(page, path);
    else await page.goto(path);
};
