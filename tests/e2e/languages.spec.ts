import { expect, test } from '@playwright/test';
import type { Lang } from '../../protocol/lang';
import { Shell } from './pages/Shell';
import { textsFor } from './pages/texts';
import { LanguageCheck } from './support/languageCheck';
import { openSignedIn } from './support/apiSignIn';
import { openInApp, viewOf } from './support/routeWalk';
import { lookupText } from '../../server/i18n/catalogue';

// The route walk (smoke/routes.spec.ts) reads every route of the catalogue in en, es and ja
// for Chinese words. What it cannot open by itself is opened here, on the car list, in each
// language: the column chooser and the export dialog (the server's column titles), a batch
// action's confirmation and its result with the server's refusal of a sold car, and the
// notification of an action the server refuses. Each test stands alone (nothing changes on the
// server), so the three run side by side.
test.describe.configure({ mode: 'parallel' });

const CARS = '/cars/list/manageShow';
const LANGS: ReadonlyArray<Exclude<Lang, 'zh-cn'>> = ['en', 'es', 'ja'];

for (const lang of LANGS) {
    test(`[${lang}] a list's dialogs, a batch action the server refuses and a refused action's notification read in ${lang}`, async ({ page, baseURL }) => {
        const { t } = textsFor(lang);
        const language = await LanguageCheck.watch(page, baseURL!, lang);
        const look = (where: string) => language.look(where, viewOf(CARS));
        await openSignedIn(page, 'admin');
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

        if (language.found.length) console.log(`[${lang}] Chinese in dialogs and notifications:\n  ${language.found.join('\n  ')}`);
        expect(language.found).toEqual([]);
    });
}
