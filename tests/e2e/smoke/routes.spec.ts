import { expect, test } from '@playwright/test';
import { accountsFromEnv, type DemoAccount } from '../support/accounts';
import { AxeFindings, switchLocale, type ScanLocale } from '../support/axeScan';
import { login } from '../support/login';
import { permittedSmokeRoutes } from '../support/smokeRoutes';
import { firstRowLinks, pathPattern, visitRoute, watchErrors } from '../support/routeWalk';
import { textsFor } from '../pages/texts';

// Read-only: every route of the catalogue that each account may open, opened as the menu would
// open it (in the app, no reload), and nothing submitted. Safe against a shared deployment.
// For the admin, bank and platform accounts, the walk is done in zh-cn and again in en, each
// route scanned by axe-core while it is open, and so is each show or edit page of a list,
// reached through its first row's links (its 更多 menu opened and scanned): a serious or
// critical violation fails the walk after it, with the count per rule printed (tests/README.md).

/** The accounts whose routes are scanned: between them, every route of the catalogue. */
const SCANNED: ReadonlySet<DemoAccount> = new Set(['admin', 'bank', 'platform']);

const SCAN_LOCALES: readonly ScanLocale[] = ['zh-cn', 'en'];

/** The row's 更多 button, in whichever of the two languages the walk is in. */
const MORE = new RegExp(`^(${textsFor('zh-cn').t('mc.schema.more')}|${textsFor('en').t('mc.schema.more')})$`);

const accounts = accountsFromEnv();

// One test per account and language, so that the smoke project's workers share the walks out.
const walks = (Object.keys(accounts) as DemoAccount[]).flatMap(role =>
    SCANNED.has(role) ? SCAN_LOCALES.map(locale => ({ role, locale, scanned: true })) : [{ role, locale: SCAN_LOCALES[0], scanned: false }]
);

for (const { role, locale, scanned } of walks) {
    test(`${role}${scanned ? ` [${locale}]` : ''}: every permitted route opens without an error${scanned ? ', and axe finds nothing serious' : ''}`, async ({
        page,
        baseURL,
    }) => {
        const routes = await permittedSmokeRoutes(baseURL!, accounts[role]!, process.env.MC_E2E_SMOKE_ROUTES);
        const axe = scanned ? new AxeFindings(page) : undefined;
        const records = routes.reduce((count, route) => count + (route.records?.length ?? 0), 0);
        // A minute for logging in, a few seconds per route; more with scans and record pages.
        test.setTimeout(60_000 + (routes.length + (axe ? records : 0)) * (axe ? 15_000 : 10_000));
        const errors = watchErrors(page);
        await login(page, role);
        const started = Date.now();
        // The language is switched once, before the walk: switching mounts the whole console
        // again (react-admin), which costs more than opening a page.
        if (locale !== SCAN_LOCALES[0]) await switchLocale(page, SCAN_LOCALES[0]);

        const visit = (path: string) => visitRoute(page, errors, path);
        /** The links of the list's first row, the 更多 menu's included (scanned while open). */
        const rowLinks = (list: string) => firstRowLinks(page, list, MORE, async () => axe?.scan(`${list} 更多 menu [${locale}]`, { within: '[role="menu"]' }));

        // Record pages: the link of the list's first row that opens each.
        const unreached: string[] = [];
        for (const route of routes) {
            await test.step(`${route.kind} ${route.path} [${locale}]`, async () => {
                const view = await visit(route.path);
                // A list is scanned with its filters unfolded (a stored choice, nothing sent).
                const unfold = view.getByRole('search').locator('button[aria-expanded="false"]');
                if (axe && (await unfold.count())) await unfold.first().click();
                await axe?.scan(`${route.path} [${locale}]`);
            });
            if (!axe || !route.records?.length) continue;
            const hrefs = await rowLinks(route.path);
            for (const record of route.records) {
                const pattern = pathPattern(record);
                const href = hrefs.find(candidate => pattern.test(new URL(candidate, 'http://console').pathname));
                if (!href) {
                    unreached.push(record);
                    continue;
                }
                await test.step(`record ${href} [${locale}]`, async () => {
                    await visit(href);
                    await axe.scan(`${record} [${locale}]`);
                });
            }
        }
        if (axe) {
            console.log(
                `${role} [${locale}]: ${routes.length} routes and ${records - unreached.length} record pages walked in ${((Date.now() - started) / 1000).toFixed(1)} s`
            );
            // A list with no row (or a row without that link) offers no record to open.
            if (unreached.length) console.log(`${role}: no row offered a link to ${unreached.join(', ')}`);
            axe.print(`${role} [${locale}]`);
            expect(axe.findings).toEqual([]);
        }
    });
}
