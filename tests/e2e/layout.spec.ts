import { expect, test, type Page, type Request } from '@playwright/test';
import { login } from './support/login';

/** Client-side navigation, as a link would do it (a page load would start a new app). */
const goInApp = (page: Page, path: string) =>
    page.evaluate(target => {
        window.history.pushState({}, '', target);
        window.dispatchEvent(new PopStateEvent('popstate'));
    }, path);

const tabs = (page: Page) => page.getByRole('tablist', { name: '已打开的页面' });
const tab = (page: Page, name: string) => tabs(page).getByRole('tab', { name, exact: true });

/** Counts the row requests (not the definition) of a list api. */
const countListRequests = (page: Page, api: string) => {
    const seen: Request[] = [];
    page.on('request', request => {
        const url = new URL(request.url());
        if (url.pathname.endsWith(`/api/v1/${api}`) && url.searchParams.has('page')) seen.push(request);
    });
    return seen;
};

const openFromMenu = async (page: Page, section: string, item: string) => {
    await page.getByRole('navigation', { name: '主菜单' }).getByRole('button', { name: section }).click();
    await page.getByRole('navigation', { name: section }).getByRole('link', { name: item, exact: true }).click();
    await expect(tab(page, item)).toHaveAttribute('aria-selected', 'true');
};

test('a revisited tab keeps its typed filter and makes no list request', async ({ page }) => {
    await login(page, 'admin');
    await openFromMenu(page, '车商', '二手车商');
    await openFromMenu(page, '车商', '4S店');
    await openFromMenu(page, '车商', '黑名单');

    await tab(page, '二手车商').click();
    const nameFilter = page.locator('[data-tab-view="/dealer/secondHandCarDealer/list"]').getByLabel('车商名称');
    const filtered = page.waitForResponse(response => response.url().includes('DealerList') && decodeURIComponent(response.url()).includes('汽车'));
    await nameFilter.fill('汽车');
    await nameFilter.press('Enter');
    await filtered;
    await expect(page.locator('[data-tab-view="/dealer/secondHandCarDealer/list"] tbody tr').first()).toBeVisible();

    const dealerRequests = countListRequests(page, 'seller/dealer/DealerList');
    const storeRequests = countListRequests(page, 'seller/dealer/StoreList');
    await tab(page, '4S店').click();
    await expect(page.locator('[data-tab-view="/dealer/store/list"]')).toBeVisible();
    await tab(page, '二手车商').click();
    await expect(nameFilter).toBeVisible();
    await expect(nameFilter).toHaveValue('汽车');
    await expect(page).toHaveURL(/secondHandCarDealer\/list\?.*filter/);
    // Give a late request every chance to show up before counting.
    await page.waitForLoadState('networkidle');
    expect(dealerRequests).toHaveLength(0);
    expect(storeRequests).toHaveLength(0);
});

test('the tab context menu refreshes and closes; the pinned tab never closes', async ({ page }) => {
    await login(page, 'admin');
    await expect(tab(page, '工作台')).toBeVisible();
    // The pinned tab has no close button and its menu cannot close it.
    await expect(tabs(page).getByTitle('关闭 工作台')).toHaveCount(0);
    await tab(page, '工作台').press('Delete');
    await expect(tab(page, '工作台')).toBeVisible();
    await tab(page, '工作台').click({ button: 'right' });
    await expect(page.getByRole('menuitem', { name: '关闭', exact: true })).toHaveAttribute('aria-disabled', 'true');
    await page.keyboard.press('Escape');

    const paths = ['/dealer/secondHandCarDealer/list', '/dealer/store/list', '/dealer/blacklist/list', '/dealer/fwjl'];
    for (const path of paths) await goInApp(page, path);
    const names = ['二手车商', '4S店', '黑名单', '拜访记录'];
    for (const name of names) await expect(tab(page, name)).toBeVisible();

    // refresh: the page mounts again and asks for its rows again
    const storeRequests = countListRequests(page, 'seller/dealer/StoreList');
    await tab(page, '4S店').click();
    await tab(page, '4S店').click({ button: 'right' });
    await page.getByRole('menuitem', { name: '刷新' }).click();
    await expect(page).toHaveURL(/\/dealer\/store\/list$/);
    await expect.poll(() => storeRequests.length).toBeGreaterThan(0);

    // close right of 4S店: 黑名单 and 拜访记录 go
    await tab(page, '4S店').click({ button: 'right' });
    await page.getByRole('menuitem', { name: '关闭右侧' }).click();
    await expect(tab(page, '黑名单')).toHaveCount(0);
    await expect(tab(page, '拜访记录')).toHaveCount(0);
    await expect(tab(page, '二手车商')).toBeVisible();

    // close left of 4S店: 二手车商 goes, the pinned dashboard stays
    await tab(page, '4S店').click({ button: 'right' });
    await page.getByRole('menuitem', { name: '关闭左侧' }).click();
    await expect(tab(page, '二手车商')).toHaveCount(0);
    await expect(tab(page, '工作台')).toBeVisible();

    // close one (the current): the last remaining tab is shown
    await goInApp(page, '/dealer/fwjl');
    // The × is the mouse's (hidden from assistive technology: a tablist owns tabs only).
    await tabs(page).getByTitle('关闭 拜访记录').click();
    await expect(tab(page, '拜访记录')).toHaveCount(0);
    await expect(page).toHaveURL(/\/dealer\/store\/list$/);
    // The keyboard's close: Delete on the focused tab.
    await goInApp(page, '/dealer/fwjl');
    await tab(page, '拜访记录').press('Delete');
    await expect(tab(page, '拜访记录')).toHaveCount(0);
    await expect(page).toHaveURL(/\/dealer\/store\/list$/);

    // close others
    await goInApp(page, '/dealer/blacklist/list');
    await tab(page, '4S店').click({ button: 'right' });
    await page.getByRole('menuitem', { name: '关闭其他' }).click();
    await expect(tab(page, '黑名单')).toHaveCount(0);
    await expect(tab(page, '4S店')).toBeVisible();
    await expect(tab(page, '工作台')).toBeVisible();

    // close all: only the pinned dashboard is left, and shown
    await tab(page, '4S店').click({ button: 'right' });
    await page.getByRole('menuitem', { name: '关闭所有' }).click();
    await expect(tabs(page).getByRole('tab')).toHaveCount(1);
    await expect(page).toHaveURL(/\/dashboard$/);

    // the keyboard opens the menu too
    await tab(page, '工作台').focus();
    await page.keyboard.press('Shift+F10');
    await expect(page.getByRole('menuitem', { name: '刷新' })).toBeVisible();
});

test('the 21st kept-alive page evicts the least recently used one', async ({ page }) => {
    await login(page, 'admin');
    const pages = [
        '/dealer/secondHandCarDealer/list',
        '/dealer/store/list',
        '/dealer/blacklist/list',
        '/dealer/fwjl',
        '/bzj/walletlog/list',
        '/bzj/walletlog/UserRecharge',
        '/bzj/refundApprove/list',
        '/cars/list/manageShow',
        '/cars/personalCarSelling/list',
        '/cars/cat/manage',
        '/cars/logistics',
        '/jingpai/qrsm/list',
        '/jingpai/record',
        '/jingpai/liupai/list',
        '/jingpai/mange',
        '/content/advertising/manage',
        '/content/agreement/manage',
        '/setting/agreement/manage',
        '/setting/permission/management/role',
    ];
    await expect(page.locator('[data-tab-view="/dashboard"]')).toHaveCount(1);
    for (const path of pages) {
        await goInApp(page, path);
        await expect(page.locator(`[data-tab-view="${path}"]`)).toHaveCount(1);
    }
    // 20 pages so far (the dashboard and 19 others): all kept
    await expect(page.locator('[data-tab-view]')).toHaveCount(20);
    await expect(page.locator('[data-tab-view="/dashboard"]')).toHaveCount(1);

    await goInApp(page, '/setting/logmanagement/memberlogin');
    await expect(page.locator('[data-tab-view="/setting/logmanagement/memberlogin"]')).toHaveCount(1);
    await expect(page.locator('[data-tab-view]')).toHaveCount(20);
    // the dashboard was used least recently: its view is dropped, its pinned tab stays
    await expect(page.locator('[data-tab-view="/dashboard"]')).toHaveCount(0);
    await expect(tab(page, '工作台')).toBeVisible();
    await tab(page, '工作台').click();
    await expect(page.locator('[data-tab-view="/dashboard"]')).toHaveCount(1);
    // …which in turn drops the next least recently used page
    await expect(page.locator('[data-tab-view="/dealer/secondHandCarDealer/list"]')).toHaveCount(0);
    await expect(page.locator('[data-tab-view]')).toHaveCount(20);
});

test('menu search finds 车辆 from full pinyin and initials, with keyboard navigation', async ({ page }) => {
    await login(page, 'admin');
    await page.keyboard.press('Control+k');
    const search = page.getByRole('combobox', { name: '菜单搜索' });
    await expect(search).toBeFocused();
    await search.fill('cheliang');
    await expect(page.getByRole('option', { name: /车辆/ }).first()).toBeVisible();
    await search.fill('cl');
    await expect(page.getByRole('option', { name: /车辆管理/ })).toBeVisible();
    await search.fill('cheliangfenlei');
    await expect(page.getByRole('option').first()).toContainText('车辆分类');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/cars\/cat\/manage$/);
    await expect(search).toHaveCount(0);

    // "/" opens it too; arrows move between results
    await page.locator('body').press('/');
    await expect(search).toBeFocused();
    await search.fill('cl');
    await expect(page.getByRole('option').nth(1)).toBeVisible();
    const titleOf = async (index: number) => ((await page.getByRole('option').nth(index).textContent()) ?? '').split(' › ').pop()!;
    const [first, title] = [await titleOf(0), await titleOf(1)];
    expect(title).not.toBe(first);
    await page.keyboard.press('ArrowDown');
    // ArrowDown moves from the first result to the second; Enter opens that one.
    await expect(search).toHaveAttribute('aria-activedescendant', (await page.getByRole('option').nth(1).getAttribute('id'))!);
    await page.keyboard.press('Enter');
    await expect(tab(page, title)).toHaveAttribute('aria-selected', 'true');
});

test('an 800 px wide window shows the menu as a drawer', async ({ page }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await login(page, 'admin');
    await expect(page.getByRole('navigation', { name: '主菜单' })).toBeHidden();
    await page.getByRole('button', { name: '展开菜单' }).click();
    const drawer = page.getByTestId('mobile-menu-drawer');
    await expect(drawer.getByRole('navigation', { name: '主菜单' })).toBeVisible();
    await drawer.getByRole('button', { name: '车商' }).click();
    await drawer.getByRole('link', { name: '4S店' }).click();
    await expect(page).toHaveURL(/\/dealer\/store\/list$/);
    await expect(drawer).toBeHidden();
});

test('the watermark covers the layout at opacity 0.15, comes back when removed, and is gone on /login', async ({ page }) => {
    await login(page, 'admin');
    const mark = page.locator('.mc-layout > [data-watermark]');
    await expect(mark).toHaveCount(1);
    await expect(mark).toHaveCSS('opacity', '0.15');
    // The tile is the user's nickname and phone (the demo admin's), not just any image.
    const tile = decodeURIComponent(await mark.evaluate(node => getComputedStyle(node).backgroundImage));
    expect(tile).toContain('<svg');
    expect(tile).toMatch(/<text[^>]*>诚信二手车 13800138000<\/text>/);
    await mark.evaluate(node => node.remove());
    await expect(mark).toHaveCount(1);
    await mark.evaluate(node => ((node as HTMLElement).style.opacity = '0'));
    await expect(mark).toHaveCSS('opacity', '0.15');

    await page.getByRole('button', { name: '用户菜单' }).click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await expect(page).toHaveURL(/\/login/);
    await expect(page.locator('[data-watermark]')).toHaveCount(0);
});

test('Ctrl+Alt+S sets the API host, which the console uses after the reload', async ({ page, baseURL }) => {
    await login(page, 'admin');
    await page.keyboard.press('Control+Alt+KeyS');
    const dialog = page.getByRole('dialog', { name: '调试设置' });
    await expect(dialog).toBeVisible();
    const host = baseURL!.replace('127.0.0.1', 'localhost');
    await dialog.getByLabel('接口地址').fill(host);
    const toNewHost = page.waitForRequest(request => request.url().startsWith(`${host}/api/v1/`));
    await dialog.getByRole('button', { name: '保存并刷新' }).click();
    await toNewHost;
    expect(JSON.parse((await page.evaluate(() => sessionStorage.getItem('mc.debug'))) ?? '{}')).toMatchObject({ apiHost: host, encryption: true });
});

test('the export drawer follows a task to done and downloads it; delete asks first', async ({ page }) => {
    await login(page, 'admin');
    await goInApp(page, '/dealer/store/list');
    await page.locator('[data-tab-view="/dealer/store/list"]').getByRole('button', { name: '异步导出' }).click();
    await page.getByRole('dialog', { name: '异步导出' }).getByRole('button', { name: '创建导出任务' }).click();
    const drawer = page.getByRole('region', { name: '导出任务' });
    await expect(drawer).toBeVisible();
    const newest = drawer.getByRole('listitem').first();
    await expect(newest.getByText('已完成')).toBeVisible({ timeout: 30_000 });
    await expect(newest.getByText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)).toBeVisible();
    const download = page.waitForEvent('download');
    await newest.getByRole('button', { name: /^下载/ }).click();
    expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);

    const count = await drawer.getByRole('listitem').count();
    await newest.getByRole('button', { name: /^删除/ }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('删除成功!')).toBeVisible();
    await expect(drawer.getByRole('listitem')).toHaveCount(count - 1);
});

test('quick navigation adds a shortcut and refuses a duplicate and a 17th', async ({ page }) => {
    await login(page, 'admin');
    const panel = page.getByRole('region', { name: '快捷导航' });
    await panel.getByRole('button', { name: '添加快捷菜单' }).click();
    let dialog = page.getByRole('dialog', { name: '添加快捷菜单' });
    await dialog.getByLabel('页面').fill('4S');
    await page.getByRole('option', { name: '4S店' }).click();
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('添加成功!')).toBeVisible();
    await expect(panel.getByRole('link', { name: '4S店' })).toBeVisible();

    await panel.getByRole('button', { name: '添加快捷菜单' }).click();
    dialog = page.getByRole('dialog', { name: '添加快捷菜单' });
    await dialog.getByLabel('页面').fill('4S');
    await page.getByRole('option', { name: /4S店/ }).click();
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('请勿重复添加')).toBeVisible();
    await dialog.getByRole('button', { name: '取消' }).click();

    // tick fifteen more at once: sixteen in all
    await panel.getByRole('button', { name: '批量添加' }).click();
    const batch = page.getByRole('dialog', { name: '批量添加' });
    const boxes = batch.getByRole('checkbox');
    let ticked = 1;
    for (let index = 0; ticked < 16; index++) {
        const box = boxes.nth(index);
        if (!(await box.isChecked())) {
            await box.check();
            ticked++;
        }
    }
    await batch.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('保存成功!')).toBeVisible();
    await expect(panel.getByRole('listitem')).toHaveCount(16);

    // the same selection again is unchanged
    await panel.getByRole('button', { name: '批量添加' }).click();
    await page.getByRole('dialog', { name: '批量添加' }).getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('数据未发生任何改变，请修改数据后再次提交')).toBeVisible();
    await page.getByRole('dialog', { name: '批量添加' }).getByRole('button', { name: '取消' }).click();

    // a 17th is refused
    await panel.getByRole('button', { name: '添加快捷菜单' }).click();
    dialog = page.getByRole('dialog', { name: '添加快捷菜单' });
    await dialog.getByLabel('页面').click();
    const free = page.getByRole('option').filter({ hasNotText: '已添加' }).first();
    await free.click();
    await dialog.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('最多可添加16个快捷菜单哦')).toBeVisible();
    await dialog.getByRole('button', { name: '取消' }).click();
    await expect(panel.getByRole('listitem')).toHaveCount(16);
});

test('the menu shows only permitted routes: the operator sees the dealer lists and the Workbench', async ({ page }) => {
    await login(page, 'operator');
    const rail = page.getByRole('navigation', { name: '主菜单' });
    await expect(rail.getByRole('button')).toHaveText(['首页', '车商']);
    await rail.getByRole('button', { name: '车商' }).click();
    const menu = page.getByRole('navigation', { name: '车商' });
    await expect(menu.getByRole('link')).toHaveText(['二手车商', '4S店', '黑名单', '拜访记录']);
    // the search offers nothing outside the permitted routes
    await page.keyboard.press('Control+k');
    await page.getByRole('combobox', { name: '菜单搜索' }).fill('cheliang');
    await expect(page.getByRole('option', { name: /车辆管理/ })).toHaveCount(0);
});

test('the user menu opens the profile pages: edit profile saves, WeChat binds and unbinds, shop info shows', async ({ page }) => {
    await login(page, 'platform');
    await page.getByRole('button', { name: '用户菜单' }).click();
    await page.getByRole('menuitem', { name: '编辑资料' }).click();
    await expect(page).toHaveURL(/\/profile\/user\/edit$/);
    const nickname = page.getByLabel('昵称');
    await expect(nickname).not.toHaveValue('');
    await nickname.fill('平台管理员甲');
    await page.getByRole('button', { name: /保存|Save/ }).click();
    await expect(page.getByText('保存成功!')).toBeVisible();
    await expect(page.getByRole('button', { name: '用户菜单' })).toContainText('平台管理员甲');

    await goInApp(page, '/profile/user/wechat');
    await expect(page.getByText('请在微信授权页面完成授权后返回此页面进行绑定')).toBeVisible();
    await page.getByRole('button', { name: '前往微信授权' }).click();
    await expect(page).toHaveURL(/\/profile\/user\/wechat\?code=/);
    await expect(page.getByText('请在微信授权页面完成授权后返回此页面进行绑定')).toHaveCount(0);
    await page.getByRole('button', { name: '绑定微信' }).click();
    await expect(page.getByText('绑定成功!')).toBeVisible();
    await expect(page.getByText('已绑定微信')).toBeVisible();
    // Dates as Chinese is written: the same form as the lists'.
    await expect(page.getByText(/^绑定时间: \d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/)).toBeVisible();
    await page.getByRole('button', { name: '解除绑定' }).click();
    await page.getByRole('dialog').getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('解绑成功!')).toBeVisible();

    await goInApp(page, '/content/shopinfo');
    await expect(page.getByRole('rowheader', { name: '店铺名称' })).toBeVisible();
    await expect(page.getByRole('row', { name: /店铺域名/ })).toContainText('/shop/');
    await expect(page.getByRole('row', { name: /最后登录时间/ }).getByRole('cell')).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
});
