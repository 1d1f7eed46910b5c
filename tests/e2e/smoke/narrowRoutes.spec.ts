import { expect, test, type Locator, type Page } from '@playwright/test';
import { accountsFromEnv, type DemoAccount } from '../support/accounts';
import { apiSession, openSession } from '../support/apiSignIn';
import { pathPattern, visitRoute, watchErrors } from '../support/routeWalk';
import { permittedSmokeRoutes } from '../support/smokeRoutes';
import { keptRouteLists, signedInRouteLister, walkShare, type RouteLister } from '../support/walkShare';
import { textsFor } from '../pages/texts';

// Read-only: the route walk of routes.spec.ts on a phone (390 × 844), in zh-cn, by the accounts
// that between them open every route of the catalogue, each list's show and edit pages
// included (through its first card's 更多 menu). They share the routes out, each route walked
// once, by the first of them that may open it (support/walkShare.ts): a page's layout is the
// same whoever opens it. No route may scroll sideways: the document is
// never wider than the window (scrollWidth ≤ clientWidth). A wide part of a page (a table, a
// row of tabs) scrolls inside its own box instead. A list's toolbar keeps its icons on one line.

test.use({ viewport: { width: 390, height: 844 } });

/** Between them, every route of the catalogue (routes.spec.ts scans the same three). */
const WALKERS: readonly DemoAccount[] = ['admin', 'bank', 'platform'];

const accounts = accountsFromEnv();
const MORE = textsFor('zh-cn').t('mc.schema.more');
const REFRESH = textsFor('zh-cn').t('mc.schema.refresh');

/** How far the document reaches past the window's width, in CSS pixels (0: it fits). */
const overflow = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

/** The elements sticking out past the window's right or left edge, outermost first: named in a failure. */
const sticking = (page: Page) =>
    page.evaluate(() => {
        const width = document.documentElement.clientWidth;
        const out = (element: Element) => {
            const box = element.getBoundingClientRect();
            return box.width > 0 && (box.right > width + 0.5 || box.left < -0.5);
        };
        return [...document.querySelectorAll('body *')]
            .filter(element => out(element) && !(element.parentElement && out(element.parentElement)))
            .slice(0, 5)
            .map(
                element =>
                    `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 2).join('.')} "${(element.textContent ?? '').trim().slice(0, 30)}"`
            );
    });

/**
 * The controls of a list's toolbar (the one holding its refresh button) whose middle is off the
 * first control's line by more than 2 px, by their names: on a phone they all share one line.
 */
const offTheLine = (view: Locator) =>
    view.evaluate((root, refresh) => {
        const toolbar = root.querySelector(`button[aria-label="${refresh}"]`)?.closest('.MuiToolbar-root');
        const controls = [...(toolbar?.children ?? [])]
            .map(control => ({ name: control.getAttribute('aria-label') ?? control.textContent ?? '', box: control.getBoundingClientRect() }))
            .filter(({ box }) => box.width > 0);
        const middle = (box: DOMRect) => box.top + box.height / 2;
        return controls.filter(({ box }) => Math.abs(middle(box) - middle(controls[0].box)) > 2).map(({ name }) => name);
    }, REFRESH);

/** The earlier walkers' routes, listed once per worker. */
let listRoutes: RouteLister | undefined;

for (const role of WALKERS.filter(name => accounts[name])) {
    test(`${role}: no route of its share scrolls sideways on a 390 px phone`, async ({ page, baseURL }) => {
        const session = await apiSession(baseURL!, accounts[role]!);
        const only = process.env.MC_E2E_SMOKE_ROUTES;
        const permitted = await permittedSmokeRoutes(session, baseURL!, only);
        expect(permitted.length, `routes that ${role} may open`).toBeGreaterThan(0);
        listRoutes ??= keptRouteLists(signedInRouteLister(accounts, baseURL!, only));
        const routes = await walkShare(role, WALKERS, accounts, permitted, listRoutes);
        const records = routes.reduce((count, route) => count + (route.records?.length ?? 0), 0);
        test.setTimeout(60_000 + (routes.length + records) * 10_000);
        const errors = watchErrors(page);
        await openSession(page, session, `${baseURL}/dashboard`);

        /** Opens a route and checks that the document fits the phone's width. */
        const check = async (path: string) => {
            const view = await visitRoute(page, errors, path);
            // Given a moment to lay out (fonts, late rows); a page that still overflows is named
            // with what sticks out, and the walk goes on.
            const fits = await expect
                .poll(() => overflow(page))
                .toBeLessThanOrEqual(0)
                .then(
                    () => true,
                    () => false
                );
            if (!fits) expect.soft(await overflow(page), `${path} scrolls sideways, past: ${(await sticking(page)).join('; ')}`).toBeLessThanOrEqual(0);
            return view;
        };

        for (const route of routes) {
            const view = await test.step(`${route.kind} ${route.path}`, () => check(route.path));
            if (route.kind === 'list') expect.soft(await offTheLine(view), `${route.path}: toolbar controls off the first one's line`).toEqual([]);
            if (!route.records?.length) continue;
            // A list's record pages, from its first card's 更多 menu (rows are cards on a phone).
            const more = view.getByRole('listitem').first().getByRole('button', { name: MORE, exact: true });
            if (!(await more.count())) continue;
            await more.click();
            const menu = page.getByRole('menu');
            const hrefs = await menu.locator('a[href]').evaluateAll(links => links.map(link => link.getAttribute('href')!));
            await page.keyboard.press('Escape');
            await expect(menu).toBeHidden();
            for (const record of route.records) {
                const href = hrefs.find(candidate => pathPattern(record).test(new URL(candidate, 'http://console').pathname));
                if (href) await test.step(`record ${href}`, () => check(href));
            }
        }
    });
}
