import { expect, test, type Page } from '@playwright/test';
import { FormPage } from './pages/FormPage';
import { ListPage } from './pages/ListPage';
import { textsFor } from './pages/texts';
import { login } from './support/login';

// Issue 18: the order area's menu badges against the server's counts before and after a ship,
// the union and non-union menus, and a marketing plugin's menu appearing once it is installed.

// Each test walks several lazily loaded pages; on the shared 2-core machine that can take longer
// than the default minute.
test.describe.configure({ timeout: 180_000 });

const mainMenu = (page: Page) => page.getByRole('navigation', { name: '主菜单' });
const sectionMenu = (page: Page, name: string) => page.getByRole('navigation', { name });

const texts = textsFor('zh-cn');

/** The number a menu item's badge shows (0 when it shows none). */
const badgeOf = async (page: Page, item: string) => {
    const text = await sectionMenu(page, '订单')
        .getByRole('link', { name: new RegExp(`^${item}`) })
        .innerText();
    const match = /(\d+)\s*$/.exec(text.replace(item, ''));
    return match ? Number(match[1]) : 0;
};

test('the to-ship badge and tab match the server count, and drop by one after a ship without a reload', async ({ page }) => {
    const list = new ListPage(page, texts);
    const form = new FormPage(page, texts);
    await login(page, 'admin');
    await mainMenu(page).getByRole('button', { name: '订单' }).click();
    await sectionMenu(page, '订单')
        .getByRole('link', { name: /^待发货订单/ })
        .click();
    await expect(page).toHaveURL(/\/order\/toship$/);
    await list.hasRows();
    const serverCount = await list.total();
    expect(serverCount).toBeGreaterThan(0);
    await expect.poll(() => badgeOf(page, '待发货订单')).toBe(serverCount);
    await expect.poll(() => badgeOf(page, '待付款订单')).toBeGreaterThan(0);

    await list.rowAction(list.rows.first(), '发货');
    await expect(page).toHaveURL(/\/order\/delivery\?id=\d+$/);
    await form.choose('物流公司', '顺丰速运');
    await form.fill('运单号', 'SF2026112400001');
    const [shipped] = await Promise.all([page.waitForRequest(request => request.url().includes('/api/v1/seller/order/OrderDelivery')), form.submit()]);
    expect(shipped.postDataJSON()).toMatchObject({ carrier: 'SF', waybill_no: 'SF2026112400001' });
    await expect(form.notice('mc.message.saved')).toBeVisible();
    await expect.poll(() => badgeOf(page, '待发货订单')).toBe(serverCount - 1);

    // The order list's tab shows the same count, and the list agrees.
    await expect(page).toHaveURL(/\/order\/list$/);
    await expect(page.getByRole('tab', { name: `待发货 (${serverCount - 1})` })).toBeVisible();
    await page.getByRole('tab', { name: `待发货 (${serverCount - 1})` }).click();
    await list.hasRows();
    expect(await list.total()).toBe(serverCount - 1);

    // Shipping the same order again is refused by the server with its message.
    const shippedId = new URL(shipped.url()).searchParams.get('id') ?? String(shipped.postDataJSON().id);
    await page.goto(`/order/delivery?id=${shippedId}`);
    await form.choose('物流公司', '中通快递');
    await form.fill('运单号', 'ZTO2026112400002');
    await form.submit();
    await expect(form.message('该订单已发货，不能重复发货')).toBeVisible();
});

test('an order detail shows its goods and logistics trail', async ({ page }) => {
    const list = new ListPage(page, texts);
    await login(page, 'admin');
    await page.goto('/order/list');
    await page.getByRole('tab', { name: /^已完成/ }).click();
    await list.hasRows();
    await list.rowAction(list.rows.first(), '订单详情');
    await expect(page.getByRole('table', { name: '商品' }).getByRole('row')).not.toHaveCount(1);
    await expect(page.getByRole('table', { name: '物流轨迹' })).toContainText('买家下单');
});

test('a non-union account sees supply goods and no payment wallet', async ({ page }) => {
    await login(page, 'admin');
    await mainMenu(page).getByRole('button', { name: '商品' }).click();
    await sectionMenu(page, '商品').getByRole('link', { name: '供货商品' }).click();
    await new ListPage(page, texts).hasRows();
    await mainMenu(page).getByRole('button', { name: '设置' }).click();
    await expect(sectionMenu(page, '设置').getByRole('link', { name: '角色管理' })).toBeVisible();
    await expect(sectionMenu(page, '设置').getByRole('link', { name: '支付钱包' })).toHaveCount(0);
});

test('a union account sees the payment wallet and edits a channel, and no supply goods', async ({ page }) => {
    const form = new FormPage(page, texts);
    await login(page, 'union');
    await expect(mainMenu(page).getByRole('button', { name: '订单' })).toBeVisible();
    await expect(mainMenu(page).getByRole('button', { name: '商品' })).toHaveCount(0);
    await mainMenu(page).getByRole('button', { name: '设置' }).click();
    await sectionMenu(page, '设置').getByRole('link', { name: '支付钱包' }).click();
    await expect(page).toHaveURL(/\/setting\/wallet$/);
    await expect(form.field('支付宝 最低提现金额(元)')).toHaveValue('100.00');
    await form.fill('支付宝 最低提现金额(元)', '250.5');
    const [saved] = await Promise.all([
        page.waitForRequest(request => request.url().includes('/api/v1/seller/wallet/WalletSetSave')),
        page.getByRole('button', { name: '保存支付宝' }).click(),
    ]);
    expect(saved.postDataJSON()).toMatchObject({ code: 'alipay', min_withdraw: 25050 });
    await expect(form.notice('mc.message.saved')).toBeVisible();
    await page.goto('/goods/supply/list');
    await expect(page).toHaveURL(/\/401$/);
});

test('installing the flash-sale plugin reveals its menu', async ({ page }) => {
    const list = new ListPage(page, texts);
    const form = new FormPage(page, texts);
    await login(page, 'admin');
    await expect(mainMenu(page).getByRole('button', { name: '营销' })).toHaveCount(0);
    await list.goto('/plugin/manage');
    await list.hasRows();
    await list.rowAction(list.row('限时秒杀'), '安装插件');
    await form.confirm();
    await expect(form.notice('mc.plugin.installed')).toBeVisible();
    // The menu follows the install at once, in the same page (no reload, no new sign-in).
    await mainMenu(page).getByRole('button', { name: '营销' }).click();
    await sectionMenu(page, '营销').getByRole('link', { name: '秒杀' }).click();
    await expect(page).toHaveURL(/\/marketing\/seckill\/list$/);
    await list.hasRows();
    await expect(sectionMenu(page, '营销').getByRole('link', { name: '抽奖' })).toHaveCount(0);
});
