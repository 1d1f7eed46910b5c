import { expect, test, type Page } from '@playwright/test';
import en from '../../src/i18n/messages/en';
import zh from '../../src/i18n/messages/zh';
import { rowsSettled } from './support/listPage';
import { login } from './support/login';

// The Workbench (issue 17): to-do cards one click away from their filtered lists, the business
// charts over 7/30/90 days, the shop header, and the refresh rules of a kept-alive tab.

// Each test walks several pages (the admin's seven lists): more than the default minute on a loaded machine.
test.describe.configure({ timeout: 240_000 });

const todo = (page: Page) => page.getByRole('list', { name: '待办事项' });
const card = (page: Page, label: string) => todo(page).getByRole('link', { name: new RegExp(`^${label}`) });
const cardCount = async (page: Page, label: string) => Number((await card(page, label).innerText()).replace(label, '').replace(/[^\d]/g, ''));

/** The pager's total `共 N 条` of the list in view (kept-alive tabs keep theirs, hidden, in the page). */
const listTotal = async (page: Page) => {
    const text = await page
        .getByText(/共 \d+ 条/)
        .filter({ visible: true })
        .innerText();
    return Number(/共 (\d+) 条/.exec(text)![1]);
};

const workbenchTab = (page: Page) => page.getByRole('tab', { name: '工作台' });

const isOverview = (url: string) => new URL(url).pathname.endsWith('/api/v1/seller/dashboard/Overview');

const adminCards = Object.values({
    dealerPendingAudit: zh.mc.workbench.todo.dealerPendingAudit,
    refundPendingAudit: zh.mc.workbench.todo.refundPendingAudit,
    auctionAwaitingConfirm: zh.mc.workbench.todo.auctionAwaitingConfirm,
    unsoldNotRelisted: zh.mc.workbench.todo.unsoldNotRelisted,
    leadNotContacted: zh.mc.workbench.todo.leadNotContacted,
    carOnSale: zh.mc.workbench.todo.carOnSale,
    auctionRunning: zh.mc.workbench.todo.auctionRunning,
});

test("the admin's cards each open their list with the card's count", async ({ page }) => {
    await login(page, 'admin');
    await expect(todo(page).getByRole('link')).toHaveCount(adminCards.length);
    for (const label of adminCards) {
        await workbenchTab(page).click();
        await expect(page).toHaveURL(/\/dashboard$/);
        const count = await cardCount(page, label);
        expect(count, label).toBeGreaterThan(0);
        await card(page, label).click();
        await expect(page).toHaveURL(/filter=/);
        await rowsSettled(page);
        expect(await listTotal(page), label).toBe(count);
    }
});

test('the shop card sits in the header and the charts switch between 7, 30 and 90 days', async ({ page }) => {
    await login(page, 'admin');
    await expect(todo(page).getByRole('link')).toHaveCount(adminCards.length);
    const shop = page.getByRole('region', { name: '店铺信息' });
    await expect(shop).toContainText('上次登录：');
    for (const title of ['每日上架与售出车辆', '每日竞拍成交', '每日保证金收支', '在售车辆构成']) {
        await expect(page.getByRole('figure', { name: title })).toBeVisible();
    }
    const range = page.getByRole('group', { name: '统计周期' });
    await expect(range.getByRole('button', { name: '近30天' })).toHaveAttribute('aria-pressed', 'true');
    for (const days of [7, 90]) {
        const [request] = await Promise.all([
            page.waitForRequest(r => isOverview(r.url()) && new URL(r.url()).searchParams.get('days') === String(days)),
            range.getByRole('button', { name: `近${days}天` }).click(),
        ]);
        expect(request.method()).toBe('GET');
        await expect(range.getByRole('button', { name: `近${days}天` })).toHaveAttribute('aria-pressed', 'true');
    }
    const breakdown = page.getByRole('group', { name: '构成方式' });
    await breakdown.getByRole('button', { name: '按分类' }).click();
    await expect(breakdown.getByRole('button', { name: '按分类' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('figure', { name: '在售车辆构成' })).toContainText('SUV');
});

test('a reveal within 60 s makes no call; the refresh button does, without reloading the page', async ({ page }) => {
    await login(page, 'admin');
    await expect(todo(page).getByRole('link')).toHaveCount(adminCards.length);
    const calls: string[] = [];
    page.on('request', request => isOverview(request.url()) && calls.push(request.url()));
    await card(page, zh.mc.workbench.todo.carOnSale).click();
    await rowsSettled(page);
    await workbenchTab(page).click();
    await expect(todo(page)).toBeVisible();
    expect(calls).toEqual([]);

    await page.evaluate(() => ((window as unknown as { __kept: boolean }).__kept = true));
    await Promise.all([page.waitForRequest(r => isOverview(r.url())), page.getByRole('button', { name: '刷新数据' }).click()]);
    expect(calls).toHaveLength(1);
    expect(await page.evaluate(() => (window as unknown as { __kept?: boolean }).__kept)).toBe(true);
});

test('the operator sees only the cards of the lists its role opens, and no charts', async ({ page }) => {
    await login(page, 'operator');
    await expect(todo(page).getByRole('link')).toHaveCount(1);
    const label = zh.mc.workbench.todo.dealerPendingAudit;
    const count = await cardCount(page, label);
    await card(page, label).click();
    await rowsSettled(page);
    expect(await listTotal(page)).toBe(count);
    await workbenchTab(page).click();
    await expect(page.getByRole('region', { name: '经营概况' })).toHaveCount(0);
    await expect(page.getByRole('figure')).toHaveCount(0);
});

test('the offlinepay bank sees its staff, withdrawal and balance cards', async ({ page }) => {
    await login(page, 'bank');
    const labels = [zh.mc.workbench.todo.staffCount, zh.mc.workbench.todo.cashPending, zh.mc.workbench.todo.balanceToday];
    await expect(todo(page).getByRole('link')).toHaveCount(3);
    for (const label of labels) await expect(card(page, label)).toBeVisible();
    const count = await cardCount(page, zh.mc.workbench.todo.staffCount);
    await card(page, zh.mc.workbench.todo.staffCount).click();
    await rowsSettled(page);
    expect(await listTotal(page)).toBe(count);
});

test('the Workbench speaks English when switched', async ({ page }) => {
    await login(page, 'admin');
    await page.getByRole('button', { name: '简体中文', exact: true }).click();
    await page.getByRole('menuitem', { name: 'English', exact: true }).click();
    await expect(page.getByRole('list', { name: en.mc.workbench.todo.title })).toBeVisible();
    await expect(page.getByRole('link', { name: new RegExp(`^${en.mc.workbench.todo.carOnSale}`) })).toBeVisible();
    await expect(page.getByRole('figure', { name: en.mc.workbench.chart.auctions })).toBeVisible();
    await expect(page.getByRole('group', { name: en.mc.workbench.charts.range }).getByRole('button', { name: 'Last 7 days' })).toBeVisible();
    await expect(page.getByRole('button', { name: en.mc.workbench.refresh })).toBeVisible();
});
