import { expect, test } from '@playwright/test';
import type { Locale } from '../../../src/i18n/locales';
import { accountsFromEnv, type DemoAccount } from '../support/accounts';
import { apiSession, openSession } from '../support/apiSignIn';
import { AxeFindings, LABEL_IN_NAME_RULES } from '../support/axeScan';
import { checkPolicy, watchViolations } from '../support/cspViolations';
import { LanguageCheck } from '../support/languageCheck';
import { permittedSmokeRoutes } from '../support/smokeRoutes';
import { keptRouteLists, signedInRouteLister, walkShare, type RouteLister } from '../support/walkShare';
import { firstRowLinks, pathPattern, viewOf, visitRoute, watchErrors } from '../support/routeWalk';
import { e2eTarget } from '../support/target';
import { Shell } from '../pages/Shell';
import { textsFor } from '../pages/texts';

// Read-only: every route of the catalogue that each account may open, opened as the menu would
// open it (in the app, no reload), and nothing submitted. Safe against a shared deployment.
// One walk per account and language (tests/README.md, "Accessibility scans" and "Languages"):
// the admin, bank and platform accounts, between them every route of the catalogue, walk in
// zh-cn, en, es and ja (against a deployment, zh-cn and en), each route scanned by axe-core while it is open, and so is each show
// or edit page of a list, reached through its first row's links (its 更多 menu opened). In
// zh-cn each account walks every route it may open; in the other languages the three share the
// routes out, each route walked once, by the first of them that may open it (most of the bank's
// and the platform's routes are the admin's too), in one of those languages (SHARED_OUT). In
// zh-cn and en every scan runs axe's whole rule set; in es and ja its label-in-name rule. A
// serious or critical violation fails the walk after it, with the count per rule printed.
// The zh-cn walks also count every violation of the Content-Security-Policy the browser reports
// on each page (support/cspViolations.ts). Against the reference server the en, es and ja walks
// also read every page's words: none may read as Chinese. A deployment's backend may answer in its own language (docs/protocol.md
// §12), so against one that check is left out.

/** The accounts whose routes are scanned: between them, every route of the catalogue. */
const SCANNED: ReadonlySet<DemoAccount> = new Set(['admin', 'bank', 'platform']);

const target = e2eTarget();

/**
 * The languages walked: zh-cn and en everywhere, es and ja for their language check, which only
 * the reference server can be held to.
 */
const LOCALES: readonly Locale[] = target.kind === 'reference' ? ['zh-cn', 'en', 'es', 'ja'] : ['zh-cn', 'en'];

/**
 * The languages in which the scanned accounts share the routes out (support/walkShare.ts): each
 * route goes to the first of them that may open it, and each account's share is dealt out in
 * turn between these languages, so each route is walked once in one of them. A route's texts and
 * labels are the same whoever opens it, every language has every text of the console's
 * (tests/unit/i18n/catalogues.test.ts) and of the server's definitions
 * (tests/contract/domains/languages.test.ts), and the zh-cn walks open every account's every route.
 */
const SHARED_OUT: readonly Locale[] = LOCALES.filter(locale => locale !== 'zh-cn');

/** The languages scanned with axe's whole rule set; the others with its label-in-name rule. */
const FULL_SCAN: ReadonlySet<Locale> = new Set(['zh-cn', 'en']);

/** The row's 更多 button, in whichever language the walk is in. */
const MORE = new RegExp(`^(${(['zh-cn', 'en', 'es', 'ja'] as const).map(locale => textsFor(locale).t('mc.schema.more')).join('|')})$`);

const accounts = accountsFromEnv();
const checksLanguage = (locale: Locale): locale is Exclude<Locale, 'zh-cn'> => locale !== 'zh-cn' && target.kind === 'reference';

// One test per account and language, so that the smoke project's workers share the walks out.
const walks = (Object.keys(accounts) as DemoAccount[]).flatMap(role =>
    SCANNED.has(role) ? LOCALES.map(locale => ({ role, locale, scanned: true })) : [{ role, locale: LOCALES[0], scanned: false }]
);

const titleOf = (role: DemoAccount, locale: Locale, scanned: boolean) =>
    `${role}${scanned ? ` [${locale}]` : ''}: ${scanned && SHARED_OUT.includes(locale) ? 'its share of the routes opens' : 'every permitted route opens'} without an error${locale === 'zh-cn' ? ' or a CSP violation' : ''}${
        scanned ? ', and axe finds nothing serious' : ''
    }${checksLanguage(locale) ? ', and nothing reads as Chinese' : ''}`;

/** The earlier walkers' routes, listed once per worker (a worker walks several languages). */
let listRoutes: RouteLister | undefined;

for (const { role, locale, scanned } of walks) {
    test(titleOf(role, locale, scanned), async ({ page, baseURL }) => {
        // One sign-in (through the API) for the walk: it lists the routes the account may open, and the browser starts from it.
        const session = await apiSession(baseURL!, accounts[role]!);
        const only = process.env.MC_E2E_SMOKE_ROUTES;
        const permitted = await permittedSmokeRoutes(session, baseURL!, only);
        expect(permitted.length, `routes that ${role} may open`).toBeGreaterThan(0);
        listRoutes ??= keptRouteLists(signedInRouteLister(accounts, baseURL!, only));
        const part = { index: SHARED_OUT.indexOf(locale), of: SHARED_OUT.length };
        const routes = scanned && part.index >= 0 ? await walkShare(role, [...SCANNED], accounts, permitted, listRoutes, part) : permitted;
        const axe = scanned ? new AxeFindings(page, FULL_SCAN.has(locale) ? {} : { only: LABEL_IN_NAME_RULES }) : undefined;
        const language = checksLanguage(locale) ? await LanguageCheck.watch(page, baseURL!, locale) : undefined;
        const records = routes.reduce((count, route) => count + (route.records?.length ?? 0), 0);
        // A minute for opening the console, a few seconds per route; more with scans and record pages.
        test.setTimeout(60_000 + (routes.length + (axe ? records : 0)) * (axe ? 15_000 : 10_000));
        const errors = watchErrors(page);
        const violations = locale === 'zh-cn' ? await watchViolations(page) : undefined;
        /** The policy's violations since the last look, counted as the page `name`'s. */
        const checkPolicyOf = async (name: string) => {
            if (violations) await checkPolicy(name, violations, target.kind === 'reference');
        };
        await openSession(page, session, `${baseURL}/dashboard`);
        expect.soft((await violations?.()) ?? [], 'CSP violations while opening the console').toEqual([]);
        const started = Date.now();
        // The language is switched once, before the walk: switching mounts the whole console
        // again (react-admin), which costs more than opening a page.
        if (locale !== LOCALES[0]) await new Shell(page, textsFor(LOCALES[0])).switchLocale(locale);
        await language?.proveItSees();

        const visit = (path: string) => visitRoute(page, errors, path);
        /** The links of the list's first row, the 更多 menu's included (scanned and read while open). */
        const rowLinks = (list: string) =>
            firstRowLinks(page, list, MORE, async () => {
                await axe?.scan(`${list} 更多 menu [${locale}]`, { within: '[role="menu"]' });
                await language?.look(`${list} 更多 menu`, '[role="menu"]');
            });

        // Record pages: the link of the list's first row that opens each.
        const unreached: string[] = [];
        for (const route of routes) {
            await test.step(`${route.kind} ${route.path} [${locale}]`, async () => {
                const view = await visit(route.path);
                // A list is scanned and read with its filters unfolded (a stored choice, nothing sent).
                const unfold = view.getByRole('search').locator('button[aria-expanded="false"]');
                if ((axe || language) && (await unfold.count())) await unfold.first().click();
                await language?.look(route.path, viewOf(route.path), route.api);
                await axe?.scan(`${route.path} [${locale}]`);
                // After the scan: while a list box closes, axe judges the page as if no
                // watermark lay over it (tests/README.md, "Accessibility scans").
                await language?.lookAtFilterOptions(route.path, viewOf(route.path));
                await checkPolicyOf(route.path);
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
                    await language?.look(href, viewOf(href));
                    await axe.scan(`${record} [${locale}]`);
                    await checkPolicyOf(href);
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
        }
        if (language?.found.length) console.log(`${role} [${locale}] Chinese on the page:\n  ${language.found.join('\n  ')}`);
        expect(language?.found ?? []).toEqual([]);
        expect(axe?.findings ?? []).toEqual([]);
    });
}
