import { expect, test } from './pages/fixtures';

// The order area's menu badges against the server's counts before and after a ship,
// the union and non-union menus, and a marketing plugin's menu appearing once it is installed.

// Each test walks several lazily loaded pages; on the shared 2-core machine that can take longer
// than the default minute.
test.describe.configure({ timeout: 180_000 });

test('the to-ship badge and tab match the server count, and drop by one after a ship without a reload', async ({
    page,
    signIn,
    shell,
    listPage: list,
    formPage: form,
}) => {
    const orders = shell.sectionTitle('order');
    const toShip = shell.routeTitle('/order/toship');
    await signIn('admin');
    await shell.openRoute('/order/toship');
    await list.hasRows();
    const serverCount = await list.total();
    expect(serverCount).toBeGreaterThan(0);
    await expect.poll(() => shell.menuBadge(orders, toShip)).toBe(serverCount);
    await expect.poll(() => shell.menuBadge(orders, shell.routeTitle('/order/unpaid'))).toBeGreaterThan(0);

    await list.rowAction(list.rows.first(), shell.routeTitle('/order/delivery'));
    await expect(page).toHaveURL(/\/order\/delivery\?id=\d+$/);
    await form.choose('物流公司', '顺丰速运');
    await form.fill('运单号', 'SF2026112400001');
    const [shipped] = await Promise.all([page.waitForRequest(request => request.url().includes('/api/v1/seller/order/OrderDelivery')), form.submit()]);
    expect(shipped.postDataJSON()).toMatchObject({ carrier: 'SF', waybill_no: 'SF2026112400001' });
    await expect(form.notice('mc.message.saved')).toBeVisible();
    await expect.poll(() => shell.menuBadge(orders, toShip)).toBe(serverCount - 1);

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

test('an order detail shows its goods and logistics trail', async ({ page, signIn, shell, listPage: list }) => {
    await signIn('admin', '/order/list');
    await list.settled();
    await page.getByRole('tab', { name: /^已完成/ }).click();
    await list.hasRows();
    await list.rowAction(list.rows.first(), shell.routeTitle('/order/info'));
    await expect(page.getByRole('table', { name: '商品' }).getByRole('row')).not.toHaveCount(1);
    await expect(page.getByRole('table', { name: '物流轨迹' })).toContainText('买家下单');
});

test('a non-union account sees supply goods and no payment wallet', async ({ signIn, shell, listPage: list }) => {
    await signIn('admin');
    await shell.openRoute('/goods/supply/list');
    await list.hasRows();
    const settings = shell.sectionTitle('setting');
    await shell.openSection(settings);
    await expect(shell.menuLink(settings, shell.routeTitle('/setting/permission/management/role'))).toBeVisible();
    await expect(shell.menuLink(settings, shell.routeTitle('/setting/wallet'))).toHaveCount(0);
});

test('a union account sees the payment wallet and edits a channel, and no supply goods', async ({ page, signIn, shell, formPage: form }) => {
    await signIn('union');
    await expect(shell.railButton(shell.sectionTitle('order'))).toBeVisible();
    await expect(shell.railButton(shell.sectionTitle('goods'))).toHaveCount(0);
    await shell.openRoute('/setting/wallet');
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

test('installing the flash-sale plugin reveals its menu', async ({ signIn, shell, listPage: list, formPage: form }) => {
    const marketing = shell.sectionTitle('marketing');
    await signIn('admin');
    await expect(shell.railButton(marketing)).toHaveCount(0);
    await list.goto('/plugin/manage');
    await list.hasRows();
    await list.rowAction(list.row('限时秒杀'), shell.routeTitle('/plugin/manage/install'));
    await form.confirm();
    await expect(form.notice('mc.plugin.installed')).toBeVisible();
    // The menu follows the install at once, in the same page (no reload, no new sign-in).
    await shell.openRoute('/marketing/seckill/list');
    await list.hasRows();
    await expect(shell.menuLink(marketing, shell.routeTitle('/marketing/lottery/list'))).toHaveCount(0);
});
