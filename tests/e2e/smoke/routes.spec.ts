import { expect, test, type Page } from '@playwright/test';
import { accountsFromEnv, type DemoAccount } from '../support/accounts';
import { login } from '../support/login';
import { permittedSmokeRoutes } from '../support/smokeRoutes';

// Read-only: every route of the catalogue that each account may open, opened as the menu would
// open it (in the app, no reload), and nothing submitted. Safe against a shared deployment.

/** The console's own navigation: a history entry the router follows, as a menu link does. */
const openInApp = (page: Page, path: string) =>
    page.evaluate(target => {
        window.history.pushState({}, '', target);
        window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);

/** Everything the page reports as broken while it is watched: uncaught errors and error logs. */
const watchErrors = (page: Page) => {
    const errors: string[] = [];
    page.on('pageerror', error => errors.push(`uncaught: ${error.message}`));
    page.on('console', message => {
        if (message.type() === 'error') errors.push(`console: ${message.text()}`);
    });
    return errors;
};

const accounts = accountsFromEnv();

for (const role of Object.keys(accounts) as DemoAccount[]) {
    test(`${role}: every permitted route opens without an error`, async ({ page, baseURL }) => {
        // A minute per account for logging in, and a few seconds per route.
        const routes = await permittedSmokeRoutes(baseURL!, accounts[role]!, process.env.MC_E2E_SMOKE_ROUTES);
        test.setTimeout(60_000 + routes.length * 10_000);
        const errors = watchErrors(page);
        await login(page, role);
        for (const route of routes) {
            await test.step(`${route.kind} ${route.path}`, async () => {
                // A message of the route before, already reported, must not count here.
                await expect(page.getByRole('alert')).toHaveCount(0, { timeout: 20_000 });
                errors.length = 0;
                await openInApp(page, route.path);
                const view = page.locator(`[data-tab-view="${route.path}"]`);
                // The page shows, or the console leaves it (a refused call goes to the
                // dashboard): wait for either, then for the data.
                await expect.poll(async () => new URL(page.url()).pathname !== route.path || (await view.isVisible())).toBe(true);
                await expect(page.getByRole('progressbar')).toHaveCount(0);
                expect.soft(new URL(page.url()).pathname, `${route.path} stays on its URL`).toBe(route.path);
                expect.soft(await page.getByRole('alert').allInnerTexts(), `messages shown on ${route.path}`).toEqual([]);
                expect.soft(errors, `errors logged on ${route.path}`).toEqual([]);
            });
        }
    });
}
