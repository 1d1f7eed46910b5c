import type { Page } from '@playwright/test';
import { expect, test } from './pages/fixtures';
import { lookupText } from '../../server/i18n/catalogue';
import { ListPage, listPath, type ListOptions } from './pages/ListPage';
import { textsFor } from './pages/texts';
import { openSignedIn } from './support/apiSignIn';

const DEALERS = '/dealer/secondHandCarDealer/list';
const CARS = '/cars/list/manageShow';

test.use({ viewport: { width: 1440, height: 900 } });

const zh = textsFor('zh-cn');

/** Admin's console opens on the list (signed in through the API). */
const openList = async (page: Page, path: string, options?: ListOptions) => {
    await openSignedIn(page, 'admin', { path: listPath(path, options) });
    const list = new ListPage(page, zh);
    await list.settled();
    return list;
};

test('a row shows two actions and a keyboard-usable 更多 menu, without the actions its state refuses', async ({ page }) => {
    const list = await openList(page, DEALERS, { filter: { audit_status: 0 } });
    const pending = list.rowsWith('待审核').first();
    await expect(pending.getByRole('link', { name: '车商详情' })).toBeVisible();
    await expect(pending.getByRole('link', { name: '编辑车商' })).toBeVisible();
    await list.moreButton(pending).focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    // The record's history closes every versioned list's menu.
    await expect(menu.getByRole('menuitem')).toHaveText(['审核车商', '拉黑车商', '历史记录']);
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(list.moreButton(pending)).toBeFocused();

    await list.goto(DEALERS, { filter: { audit_status: 1 } });
    const approved = list.rowsWith('已通过').first();
    await expect((await list.openMore(approved)).getByRole('menuitem')).toHaveText(['拉黑车商', '充值/退款', '历史记录']);
    await page.keyboard.press('Escape');
    await list.rowAction(approved, '充值/退款');
    await expect(page).toHaveURL(/\/dealer\/secondHandCarDealer\/recharge\?id=\d+$/);
});

test('the action column and the header stay in view while the wide car table scrolls', async ({ page }) => {
    // 50 rows: taller than the window, so the table's box scrolls down as well as sideways.
    const list = await openList(page, CARS, { perPage: 50 });
    const actions = list.header(zh.t('mc.schema.actions'));
    const firstHeader = list.table.getByRole('columnheader').nth(1);
    const before = { actions: (await actions.boundingBox())!, first: (await firstHeader.boundingBox())! };
    expect(before.actions.x + before.actions.width).toBeLessThanOrEqual(1440);
    // While columns lie under it, the action column's edge casts a shadow over them.
    const box = list.table.locator('xpath=ancestor::div[contains(@class, "RaDataTable-tableWrapper")]');
    const edge = () => actions.evaluate(cell => getComputedStyle(cell, '::before').boxShadow);
    await expect(box).toHaveAttribute('data-content-under', '');
    expect(await edge()).toMatch(/inset/);
    // The totals of the list, summed in columns scrolled out of view, are on the line below.
    await expect(list.summaryLine).toBeInViewport();
    await expect(list.summaryLine).toContainText(/\d{1,3}(,\d{3})+\.\d{2}/);
    // Scroll the table's own box sideways, then down.
    await list.table.hover();
    await page.mouse.wheel(600, 0);
    await expect.poll(async () => (await firstHeader.boundingBox())!.x).toBeLessThan(before.first.x - 100);
    expect((await actions.boundingBox())!.x).toBeCloseTo(before.actions.x, 0);
    const firstRow = list.rows.first();
    await expect(list.moreButton(firstRow).or(firstRow.getByRole('link')).first()).toBeInViewport();
    const lastRow = list.rows.nth(49);
    await expect(lastRow).not.toBeInViewport();
    await page.mouse.wheel(0, 5000);
    await expect(lastRow).toBeInViewport();
    // the header row (here its action cell) is still on screen with the last row
    await expect(actions).toBeInViewport();
    // Scrolled to its right end, nothing lies under the action column: no shadow.
    await page.mouse.wheel(5000, 0);
    await expect(box).not.toHaveAttribute('data-content-under');
    expect(await edge()).toBe('none');
});

test('batch 下架 of three cars runs one call per car and reports the one the server refuses', async ({ page }) => {
    const list = await openList(page, CARS, { filter: { status: 1 } });
    const onSale = list.rowsWith('在售');
    await list.select(onSale.nth(0));
    await list.select(onSale.nth(1));
    // A sold car, selected on another view of the list: the selection is kept across filters.
    await list.goto(CARS, { filter: { status: 2 } });
    await list.select(list.rowsWith('已售').first());
    await expect(list.selectionCount(3)).toBeVisible();
    // The table's scroll box makes room for the selection bar: the paging stays in the window.
    await expect(list.pageRange).toBeInViewport();

    const calls: string[] = [];
    page.on('request', request => {
        if (request.url().includes('/api/v1/seller/cars/CarSoldout')) calls.push(request.url());
    });
    // Each call answers after a moment, so that the progress can be seen.
    await page.route(/\/api\/v1\/seller\/cars\/CarSoldout/, async route => {
        await new Promise(resolve => setTimeout(resolve, 500));
        await route.fallback();
    });
    const dialog = await list.startBatch('下架');
    await expect(dialog).toContainText(list.batchQuestion('下架', 3));
    await list.confirmBatch(dialog);
    await expect(list.batchRunning(dialog, '下架', 3)).toBeVisible();
    await expect(list.batchProgress(dialog)).toBeVisible();
    await expect(list.batchResult(dialog, '下架', 2, 1)).toBeVisible({ timeout: 30_000 });
    await expect(list.batchFailures(dialog)).toHaveText([list.batchFailurePattern('该车辆已售出，不能上架或下架')]);
    expect(calls).toHaveLength(3);
    await list.closeBatch(dialog);
    // Only the refused car stays selected.
    await expect(list.selectionCount(1)).toBeVisible();
});

test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('rows are cards with their actions in a menu, within the width of the phone', async ({ page }) => {
        const list = await openList(page, CARS, { filter: { status: 1 } });
        await expect(list.cards.first()).toBeVisible();
        await expect(page.getByRole('table')).toHaveCount(0);
        const first = list.cards.first();
        await expect(first.getByRole('heading')).not.toBeEmpty();
        await expect(first.getByRole('term')).toHaveCount(4);
        await expect((await list.openMore(first)).getByRole('menuitem', { name: '下架' })).toBeVisible();
        await page.keyboard.press('Escape');
        await list.select(first);
        await expect(list.selectionCount(1)).toBeVisible();
        // The cards fit the phone's width (the rows never scroll sideways).
        for (const card of await list.cards.all()) {
            const box = (await card.boundingBox())!;
            expect(box.x + box.width).toBeLessThanOrEqual(390);
        }
        // Paging stays within reach: its buttons fit the phone's width.
        await list.nextPageButton.scrollIntoViewIfNeeded();
        const box = (await list.nextPageButton.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(390);
    });

    test('the filters wait behind 筛选 in a drawer: Enter applies and closes it, the button counts them, 重置 clears', async ({ page }) => {
        const list = await openList(page, DEALERS);
        await expect(list.cards.first()).toBeVisible();
        // No field on the page itself: the cards start under the one button.
        await expect(page.getByRole('textbox', { name: '车商名称' })).toHaveCount(0);
        const drawer = await list.openFilterDrawer();
        // Within the phone's width once it has slid in.
        await expect.poll(async () => (box => box && box.x >= 0 && box.x + box.width <= 390)(await drawer.boundingBox())).toBe(true);
        // Every field, unfolded, with the same 查询 / 重置.
        await expect(list.filter('审核状态')).toBeVisible();
        await expect(drawer.getByRole('button', { name: zh.t('mc.schema.filter.search') })).toBeVisible();
        await list.fillFilter('车商名称', '汽车');
        await list.searchWithEnter('车商名称');
        await expect(drawer).toBeHidden();
        await expect.poll(() => decodeURIComponent(page.url())).toContain('"name":"汽车"');
        await expect(list.filterButton(1)).toBeVisible();

        await list.openFilterDrawer(1);
        await expect(list.filter('车商名称')).toHaveValue('汽车');
        await list.reset();
        await expect(drawer).toBeHidden();
        await expect(list.filterButton()).toBeVisible();
        await expect.poll(() => decodeURIComponent(page.url())).not.toContain('汽车');
    });
});

// The same test in two languages: only the locale changes.
for (const locale of ['zh-cn', 'en'] as const) {
    test(`${locale}: the 更多 menu, the summary and grouped amounts, the toolbar, the column order and the selection bar`, async ({ page, shell }) => {
        await openSignedIn(page, 'admin', { path: listPath(DEALERS, { filter: { audit_status: 1 } }) });
        // The session starts in Chinese; the navbar's language menu switches it.
        if (locale !== 'zh-cn') await shell.switchLocale(locale);
        const list = new ListPage(page, textsFor(locale));
        await list.settled();
        expect(await list.total()).toBeGreaterThan(10);
        await expect(list.summaryRow).toContainText(/\d{1,3}(,\d{3})+\.\d{2}/);
        expect(await list.summaryCell(lookupText('保证金', locale))).toMatch(/^\d{1,3}(,\d{3})+\.\d{2}$/);
        const row = list.rows.first();
        // Row actions as written, not upper-cased; 更多 as its word, without an icon.
        for (const action of await row.getByRole('link').all()) expect(await action.evaluate(link => getComputedStyle(link).textTransform)).toBe('none');
        await expect(list.moreButton(row).locator('svg')).toHaveCount(0);
        // Two of the row's actions, then its history.
        await expect((await list.openMore(row)).getByRole('menuitem')).toHaveCount(3);
        await page.keyboard.press('Escape');
        await Promise.all([page.waitForResponse(response => /DealerList\?.*page=/.test(response.url())), list.refresh()]);
        await list.hasRows();
        await list.setDensity('compact');
        await expect(list.densityButton('compact')).toHaveAttribute('aria-pressed', 'true');

        // Reordered in the column chooser: 联系人 moves before 车商名称 (titled in the console's language).
        const [contact, name] = [lookupText('联系人', locale), lookupText('车商名称', locale)];
        const before = await list.headerTitles();
        await list.moveColumn(contact, 'up');
        await list.closeColumnChooser();
        const after = await list.headerTitles();
        expect(after.indexOf(contact)).toBe(before.indexOf(name));
        expect(after.indexOf(name)).toBe(before.indexOf(contact));

        await list.select(row);
        await expect(list.selectionCount(1)).toBeVisible();
        await expect(list.batchActions.getByRole('button', { name: textsFor(locale).t('mc.schema.selection.clear') })).toBeVisible();
    });
}
