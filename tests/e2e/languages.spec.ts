import { expect, test, type Page } from '@playwright/test';
import type { Lang } from '../../protocol/lang';
import { Shell } from './pages/Shell';
import { textsFor } from './pages/texts';
import { DEMO, type DemoAccount } from './support/accounts';
import { AxeFindings, EXPERIMENTAL_RULES } from './support/axeScan';
import { login } from './support/login';
import { firstRowLinks, openInApp, pathPattern, viewOf, visitRoute, watchErrors } from './support/routeWalk';
import { shownTexts } from './support/shownTexts';
import { permittedSmokeRoutes } from './support/smokeRoutes';
import { chineseIn } from './support/sourceTexts';
import { TableDefinitions } from './support/tableDefinitions';
import { lookupText } from '../../server/i18n/catalogue';

// Every route of the admin, bank and platform accounts (between them, the whole catalogue), and
// each list's show and edit pages reached through its first row, walked in en, es and ja: no
// table header, filter label, option label, dialog, notification or form label may read as
// Chinese. The console's own texts come from its catalogues, the server's (titles, option
// labels, messages) from the reference server in the language of the `lang` header.
//
// How data is told apart (support/shownTexts.ts): only the elements that hold words are read
// (headers, labels, legends, accessible names of filter fields, open list boxes, dialogs,
// alerts), and of a table's body only the cells of the columns whose definition type is select,
// checkbox or cascade (their text is an option's label); every other cell, input value and
// record value is data (a dealer's name, a plate, an address) and is never translated.
// "Reads as Chinese" (support/chineseText.ts): in en and es, any CJK character; in ja, a Han
// character Japanese does not write (outside JIS X 0208), or a text that is, whole, a zh-cn
// source text of the catalogues (品牌 where ja says ブランド).
//
// Each route and record page is also judged by axe's label-content-name-mismatch rule (a
// control's visible label is part of its accessible name), in each of the three languages.

const WALKED: readonly DemoAccount[] = ['admin', 'bank', 'platform'];
const CARS = '/cars/list/manageShow';
const LANGS: ReadonlyArray<Exclude<Lang, 'zh-cn'>> = ['en', 'es', 'ja'];

/** Opens each select of the list's filters in turn, so their options are read while open. */
const eachFilterListBox = async (page: Page, view: string, whileOpen: () => Promise<void>) => {
    const selects = page.locator(`${view} [role="search"] [role="combobox"]`);
    for (let i = 0; i < (await selects.count()); i++) {
        const select = selects.nth(i);
        if (!(await select.isVisible()) || (await select.getAttribute('aria-disabled')) === 'true') continue;
        await select.click();
        const listBox = page.getByRole('listbox');
        await expect(listBox).toBeVisible();
        await whileOpen();
        await page.keyboard.press('Escape');
        await expect(listBox).toBeHidden();
    }
};

for (const role of WALKED) {
    for (const lang of LANGS) {
        test(`${role} [${lang}]: no header, label, option, dialog or message reads as Chinese, and every label is in its control's name`, async ({
            page,
            baseURL,
        }) => {
            const routes = await permittedSmokeRoutes(baseURL!, DEMO[role], process.env.MC_E2E_SMOKE_ROUTES);
            const records = routes.reduce((count, route) => count + (route.records?.length ?? 0), 0);
            test.setTimeout(60_000 + (routes.length + records) * 15_000);
            const definitions = await TableDefinitions.watch(page, baseURL!);
            const chinese = chineseIn(lang);
            const axe = new AxeFindings(page, { only: EXPERIMENTAL_RULES });
            const errors = watchErrors(page);
            const found: string[] = [];
            const more = new RegExp(`^${textsFor(lang).t('mc.schema.more')}$`);

            /** Reads the page's words (in `view`; dialogs, list boxes and alerts wherever they are) and notes the Chinese ones. */
            const look = async (where: string, view: string, api?: string) => {
                for (const { kind, text } of await shownTexts(page, view, definitions.optionColumnsOf(api))) {
                    const why = chinese(text);
                    if (why) found.push(`${where}: ${kind} “${text.slice(0, 80)}”: ${why}`);
                }
            };

            await login(page, role);
            await new Shell(page, textsFor('zh-cn')).switchLocale(lang);
            // The control: a label in Chinese put on the page is seen, so a clean walk means something.
            await page.evaluate(() => {
                const probe = document.createElement('label');
                probe.dataset.languageProbe = '';
                probe.textContent = '车商名称';
                document.body.append(probe);
            });
            await look('control', 'body');
            await page.evaluate(() => document.querySelector('[data-language-probe]')?.remove());
            expect(found, 'the walk sees a Chinese label').toEqual([expect.stringContaining('control: form label “车商名称”')]);
            found.length = 0;
            for (const route of routes) {
                await test.step(`${route.kind} ${route.path} [${lang}]`, async () => {
                    const view = await visitRoute(page, errors, route.path);
                    const unfold = view.getByRole('search').locator('button[aria-expanded="false"]');
                    if (await unfold.count()) await unfold.first().click();
                    await look(route.path, viewOf(route.path), route.api);
                    await eachFilterListBox(page, viewOf(route.path), () => look(`${route.path} filter`, viewOf(route.path)));
                    await axe.scan(`${route.path} [${lang}]`);
                });
                if (!route.records?.length) continue;
                const hrefs = await firstRowLinks(page, route.path, more, () => look(`${route.path} 更多 menu`, '[role="menu"]'));
                for (const record of route.records) {
                    const href = hrefs.find(candidate => pathPattern(record).test(new URL(candidate, 'http://console').pathname));
                    if (!href) continue;
                    await test.step(`record ${href} [${lang}]`, async () => {
                        await visitRoute(page, errors, href);
                        await look(href, viewOf(href));
                        await axe.scan(`${record} [${lang}]`);
                    });
                }
            }
            axe.print(`${role} [${lang}]`);
            if (found.length) console.log(`${role} [${lang}] Chinese on the page:\n  ${found.join('\n  ')}`);
            expect(found).toEqual([]);
            expect(axe.findings).toEqual([]);
        });
    }
}

// The walk opens what a route shows by itself; the dialogs and notifications of a list are opened
// here, on the car list, in each language: the column chooser and the export dialog (the
// server's column titles), a batch action's confirmation and its result with the server's
// refusal of a sold car, and the notification of an action the server refuses.
for (const lang of LANGS) {
    test(`[${lang}] a list's dialogs, a batch action the server refuses and a refused action's notification read in ${lang}`, async ({ page }) => {
        const { t } = textsFor(lang);
        const chinese = chineseIn(lang);
        const found: string[] = [];
        const look = async (where: string) => {
            for (const { kind, text } of await shownTexts(page, viewOf(CARS), [])) {
                const why = chinese(text);
                if (why) found.push(`${where}: ${kind} “${text.slice(0, 80)}”: ${why}`);
            }
        };
        await login(page, 'admin');
        await new Shell(page, textsFor('zh-cn')).switchLocale(lang);
        const cars = page.locator(viewOf(CARS));
        const openFiltered = async (status: number) => {
            // The list keeps showing the rows of the filter before until the new ones arrive: wait
            // for this filter's answer, so that the first row is one of its rows.
            const answered = page.waitForResponse(response => {
                const url = new URL(response.url());
                return url.pathname.endsWith('/CarList') && url.searchParams.has('page') && url.searchParams.get('status') === String(status);
            });
            await openInApp(page, `${CARS}?${new URLSearchParams({ filter: JSON.stringify({ status }) })}`);
            await answered;
            await expect(cars.getByRole('table').first().locator('tbody tr').first()).toBeVisible();
            await expect(page.getByRole('progressbar')).toHaveCount(0);
        };

        await openFiltered(2);
        for (const [button, dialog] of [
            ['mc.schema.columns.button', 'mc.schema.columns.title'],
            ['mc.schema.asyncExport.button', 'mc.schema.asyncExport.title'],
        ]) {
            await cars.getByRole('button', { name: t(button), exact: true }).click();
            await expect(page.getByRole('dialog', { name: t(dialog) })).toBeVisible();
            await look(t(dialog));
            await page.keyboard.press('Escape');
            await expect(page.getByRole('dialog')).toBeHidden();
        }

        // A batch 下架 of a sold car: confirmed, refused by the server row by row, nothing changes.
        await cars
            .getByRole('checkbox', { name: t('ra.action.select_row') })
            .first()
            .check();
        const soldout = t('mc.route.cars_list_soldout');
        await cars
            .getByRole('group', { name: t('mc.schema.batch.label') })
            .getByRole('button', { name: soldout })
            .click();
        const batch = page.getByRole('dialog', { name: soldout });
        await expect(batch).toContainText(t('mc.schema.batch.confirm', { action: soldout, count: 1 }));
        await look('batch confirmation');
        await batch.getByRole('button', { name: t('mc.schema.batch.ok') }).click();
        await expect(batch.getByText(t('mc.schema.batch.done', { action: soldout, succeeded: 0, failed: 1 }))).toBeVisible();
        await expect(batch).toContainText(lookupText('该车辆已售出，不能上架或下架', lang));
        await look('batch result');
        await batch.getByRole('button', { name: t('mc.schema.batch.close') }).click();
        await expect(batch).toBeHidden();

        // 上架 of a car already on sale: the server refuses, the console says why in a notification.
        await openFiltered(1);
        const id = (await cars.locator('tbody tr').first().locator('td.column-id').innerText()).trim();
        await openInApp(page, `/cars/list/added?id=${id}`);
        await page
            .getByRole('dialog')
            .getByRole('button', { name: t('mc.action.confirm') })
            .click();
        await expect(page.getByRole('alert').filter({ hasText: lookupText('该车辆已在售，无需重复上架', lang) })).toBeVisible();
        await look('refused action');

        if (found.length) console.log(`[${lang}] Chinese in dialogs and notifications:\n  ${found.join('\n  ')}`);
        expect(found).toEqual([]);
    });
}
