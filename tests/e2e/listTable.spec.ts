import { expect, test, type Page } from '@playwright/test';
import { LOCALES } from '../../src/i18n/locales';
import { rowsSettled } from './support/listPage';
import { login } from './support/login';

const DEALERS = '/dealer/secondHandCarDealer/list';
const CARS = '/cars/list/manageShow';

test.use({ viewport: { width: 1440, height: 900 } });

test.beforeEach(async ({ page }) => {
    await login(page, 'admin');
});

const open = async (page: Page, path: string, filter?: object, perPage?: number) => {
    const query = new URLSearchParams({ ...(filter && { filter: JSON.stringify(filter) }), ...(perPage && { perPage: String(perPage) }) });
    await page.goto(`${path}?${query}`);
    await rowsSettled(page);
};
const rowsWith = (page: Page, status: string) =>
    page
        .getByRole('table')
        .first()
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: status, exact: true }) });

test('a row shows two actions and a keyboard-usable 更多 menu, without the actions its state refuses', async ({ page }) => {
    await open(page, DEALERS, { audit_status: 0 });
    const pending = rowsWith(page, '待审核').first();
    await expect(pending.getByRole('link', { name: '车商详情' })).toBeVisible();
    await expect(pending.getByRole('link', { name: '编辑车商' })).toBeVisible();
    await pending.getByRole('button', { name: '更多' }).focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu');
    await expect(menu.getByRole('menuitem')).toHaveText(['审核车商', '拉黑车商']);
    await page.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(pending.getByRole('button', { name: '更多' })).toBeFocused();

    await open(page, DEALERS, { audit_status: 1 });
    const approved = rowsWith(page, '已通过').first();
    await approved.getByRole('button', { name: '更多' }).click();
    await expect(page.getByRole('menu').getByRole('menuitem')).toHaveText(['拉黑车商', '充值/退款']);
    await page.getByRole('menu').getByRole('menuitem', { name: '充值/退款' }).click();
    await expect(page).toHaveURL(/\/dealer\/secondHandCarDealer\/recharge\?id=\d+$/);
});

test('the action column and the header stay in view while the wide car table scrolls', async ({ page }) => {
    // 50 rows: taller than the window, so the table's box scrolls down as well as sideways.
    await open(page, CARS, undefined, 50);
    const table = page.getByRole('table').first();
    const actions = table.getByRole('columnheader', { name: '操作' });
    const firstHeader = table.getByRole('columnheader').nth(1);
    const before = { actions: (await actions.boundingBox())!, first: (await firstHeader.boundingBox())! };
    expect(before.actions.x + before.actions.width).toBeLessThanOrEqual(1440);
    // Scroll the table's own box sideways, then down.
    await table.hover();
    await page.mouse.wheel(600, 0);
    await expect.poll(async () => (await firstHeader.boundingBox())!.x).toBeLessThan(before.first.x - 100);
    expect((await actions.boundingBox())!.x).toBeCloseTo(before.actions.x, 0);
    const firstRowAction = table.getByRole('row').nth(1).getByRole('button', { name: '更多' }).or(table.getByRole('row').nth(1).getByRole('link').first());
    await expect(firstRowAction.first()).toBeInViewport();
    const lastRow = table.getByRole('row').nth(50);
    await expect(lastRow).not.toBeInViewport();
    await page.mouse.wheel(0, 5000);
    await expect(lastRow).toBeInViewport();
    // the header row (here its action cell) is still on screen with the last row
    await expect(actions).toBeInViewport();
});

test('batch 下架 of three cars runs one call per car and reports the one the server refuses', async ({ page }) => {
    await open(page, CARS, { status: 1 });
    const onSale = rowsWith(page, '在售');
    await onSale.nth(0).getByRole('checkbox', { name: '选择此行' }).check();
    await onSale.nth(1).getByRole('checkbox', { name: '选择此行' }).check();
    // A sold car, selected on another view of the list: the selection is kept across filters.
    await open(page, CARS, { status: 2 });
    await rowsWith(page, '已售').first().getByRole('checkbox', { name: '选择此行' }).check();
    await expect(page.getByText('已选 3 项（跨页保留）')).toBeVisible();

    const calls: string[] = [];
    page.on('request', request => {
        if (request.url().includes('/api/v1/seller/cars/CarSoldout')) calls.push(request.url());
    });
    await page.getByRole('group', { name: '批量操作' }).getByRole('button', { name: '下架' }).click();
    const dialog = page.getByRole('dialog', { name: '下架' });
    await expect(dialog).toContainText('确定要对选中的 3 项执行“下架”么?');
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(dialog.getByText('“下架”完成：成功 2 项，失败 1 项')).toBeVisible();
    await expect(dialog.getByRole('list', { name: '批量操作' }).getByRole('listitem')).toHaveText([/^记录 \d+：该车辆已售出，不能上架或下架$/]);
    expect(calls).toHaveLength(3);
    await dialog.getByRole('button', { name: '关闭' }).click();
    // Only the refused car stays selected.
    await expect(page.getByText('已选 1 项（跨页保留）')).toBeVisible();
});

test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('rows are cards with their actions in a menu, within the width of the phone', async ({ page }) => {
        await page.goto(`${CARS}?${new URLSearchParams({ filter: JSON.stringify({ status: 1 }) })}`);
        const cards = page.getByRole('main').getByRole('listitem');
        await expect(cards.first()).toBeVisible();
        await expect(page.getByRole('table')).toHaveCount(0);
        const first = cards.first();
        await expect(first.getByRole('heading')).not.toBeEmpty();
        await expect(first.getByRole('term')).toHaveCount(4);
        await first.getByRole('button', { name: '更多' }).click();
        await expect(page.getByRole('menu').getByRole('menuitem', { name: '下架' })).toBeVisible();
        await page.keyboard.press('Escape');
        await first.getByRole('checkbox', { name: '选择此行' }).check();
        await expect(page.getByText('已选 1 项（跨页保留）')).toBeVisible();
        // The cards fit the phone's width (the rows never scroll sideways).
        for (const card of await cards.all()) {
            const box = (await card.boundingBox())!;
            expect(box.x + box.width).toBeLessThanOrEqual(390);
        }
        // Paging stays within reach: its buttons fit the phone's width.
        const next = page.getByRole('button', { name: '下一页' });
        await next.scrollIntoViewIfNeeded();
        const box = (await next.boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(390);
    });

    test('the filters wait behind 筛选 in a drawer: Enter applies and closes it, the button counts them, 重置 clears', async ({ page }) => {
        await page.goto(DEALERS);
        await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
        // No field on the page itself: the cards start under the one button.
        await expect(page.getByRole('textbox', { name: '车商名称' })).toHaveCount(0);
        await page.getByRole('button', { name: '筛选', exact: true }).click();
        const drawer = page.getByRole('dialog', { name: '筛选' });
        // Within the phone's width once it has slid in.
        await expect.poll(async () => (box => box && box.x >= 0 && box.x + box.width <= 390)(await drawer.boundingBox())).toBe(true);
        // Every field, unfolded, with the same 查询 / 重置.
        await expect(drawer.getByRole('combobox', { name: '审核状态' })).toBeVisible();
        await expect(drawer.getByRole('button', { name: '查询' })).toBeVisible();
        const name = drawer.getByRole('textbox', { name: '车商名称' });
        await name.fill('汽车');
        await name.press('Enter');
        await expect(drawer).toBeHidden();
        await expect.poll(() => decodeURIComponent(page.url())).toContain('"name":"汽车"');
        const counted = page.getByRole('button', { name: '筛选（1）' });
        await expect(counted).toBeVisible();

        await counted.click();
        await expect(drawer.getByRole('textbox', { name: '车商名称' })).toHaveValue('汽车');
        await drawer.getByRole('button', { name: '重置' }).click();
        await expect(drawer).toBeHidden();
        await expect(page.getByRole('button', { name: '筛选', exact: true })).toBeVisible();
        await expect.poll(() => decodeURIComponent(page.url())).not.toContain('汽车');
    });
});

test('in English: the 更多 menu, the summary and grouped amounts, the toolbar and the selection bar', async ({ page }) => {
    const name = (locale: string) => LOCALES.find(entry => entry.locale === locale)!.name;
    await page.getByRole('button', { name: name('zh-cn'), exact: true }).click();
    await page.getByRole('menuitem', { name: name('en'), exact: true }).click();
    await expect(page.getByRole('button', { name: name('en'), exact: true })).toBeVisible();
    await open(page, DEALERS, { audit_status: 1 });
    const table = page.getByRole('table').first();
    await expect(table.getByRole('row', { name: 'Total' })).toContainText(/\d{1,3}(,\d{3})+\.\d{2}/);
    const row = table.getByRole('row').nth(1);
    await row.getByRole('button', { name: 'More' }).click();
    await expect(page.getByRole('menu').getByRole('menuitem')).toHaveCount(2);
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Refresh list' })).toBeVisible();
    await page.getByRole('button', { name: 'Compact' }).click();
    await expect(page.getByRole('button', { name: 'Compact' })).toHaveAttribute('aria-pressed', 'true');
    await row.getByRole('checkbox', { name: 'Select this row' }).check();
    await expect(page.getByText('1 selected (kept across pages)')).toBeVisible();
    await expect(page.getByRole('group', { name: 'Batch actions' }).getByRole('button', { name: 'Clear' })).toBeVisible();
});
