import type { Page, Request } from '@playwright/test';
import { expect, test } from './pages/fixtures';

/** Counts the row requests (not the definition) of a list api. */
const countListRequests = (page: Page, api: string) => {
    const seen: Request[] = [];
    page.on('request', request => {
        const url = new URL(request.url());
        if (url.pathname.endsWith(`/api/v1/${api}`) && url.searchParams.has('page')) seen.push(request);
    });
    return seen;
};

/**
 * A kept-alive page's view. It has no role or name of its own (it is the page itself, hidden or
 * shown): the keep-alive tests look at the views directly, which is what they measure.
 */
const keptView = (page: Page, path?: string) => page.locator(path ? `[data-tab-view="${path}"]` : '[data-tab-view]');

const DATE_TIME = /^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/;

test('a revisited tab keeps its typed filter and makes no list request', async ({ page, signIn, shell }) => {
    await signIn('admin');
    await shell.openRoute('/dealer/secondHandCarDealer/list');
    await shell.openRoute('/dealer/store/list');
    await shell.openRoute('/dealer/blacklist/list');

    const [dealers, stores] = [shell.routeTitle('/dealer/secondHandCarDealer/list'), shell.routeTitle('/dealer/store/list')];
    await shell.openTab(dealers);
    // The filter's label is the server's table definition's.
    const nameFilter = keptView(page, '/dealer/secondHandCarDealer/list').getByLabel('车商名称');
    const filtered = page.waitForResponse(response => response.url().includes('DealerList') && decodeURIComponent(response.url()).includes('汽车'));
    await nameFilter.fill('汽车');
    await nameFilter.press('Enter');
    await filtered;
    await expect(keptView(page, '/dealer/secondHandCarDealer/list').getByRole('table').getByRole('row').nth(1)).toBeVisible();

    const dealerRequests = countListRequests(page, 'seller/dealer/DealerList');
    const storeRequests = countListRequests(page, 'seller/dealer/StoreList');
    await shell.openTab(stores);
    await expect(keptView(page, '/dealer/store/list')).toBeVisible();
    await shell.openTab(dealers);
    await expect(nameFilter).toBeVisible();
    await expect(nameFilter).toHaveValue('汽车');
    await expect(page).toHaveURL(/secondHandCarDealer\/list\?.*filter/);
    // Give a late request every chance to show up before counting (the live stream keeps a
    // connection open, so the network is never idle: a fixed while instead).
    await page.waitForTimeout(2_000);
    expect(dealerRequests).toHaveLength(0);
    expect(storeRequests).toHaveLength(0);
});

test('the tab context menu refreshes and closes; the pinned tab never closes', async ({ page, signIn, shell }) => {
    await signIn('admin');
    const title = shell.routeTitle;
    const home = title('/dashboard');
    await expect(shell.tab(home)).toBeVisible();
    // The pinned tab has no close button and its menu cannot close it.
    await expect(shell.tabCloseButton(home)).toHaveCount(0);
    await shell.tab(home).press('Delete');
    await expect(shell.tab(home)).toBeVisible();
    await shell.tab(home).click({ button: 'right' });
    await expect(shell.tabMenuItem('close')).toHaveAttribute('aria-disabled', 'true');
    await shell.escape();

    const paths = ['/dealer/secondHandCarDealer/list', '/dealer/store/list', '/dealer/blacklist/list', '/dealer/fwjl'];
    for (const path of paths) await shell.goInApp(path);
    for (const path of paths) await expect(shell.tab(title(path))).toBeVisible();
    const [dealers, stores, blacklist, visits] = paths.map(title);

    // refresh: the page mounts again and asks for its rows again
    const storeRequests = countListRequests(page, 'seller/dealer/StoreList');
    await shell.tab(stores).click();
    await shell.tabMenu(stores, 'refresh');
    await expect(page).toHaveURL(/\/dealer\/store\/list$/);
    await expect.poll(() => storeRequests.length).toBeGreaterThan(0);

    // close right of the store tab: the blacklist and the visits go
    await shell.tabMenu(stores, 'closeRight');
    await expect(shell.tab(blacklist)).toHaveCount(0);
    await expect(shell.tab(visits)).toHaveCount(0);
    await expect(shell.tab(dealers)).toBeVisible();

    // close left of it: the dealers go, the pinned dashboard stays
    await shell.tabMenu(stores, 'closeLeft');
    await expect(shell.tab(dealers)).toHaveCount(0);
    await expect(shell.tab(home)).toBeVisible();

    // close one (the current): the last remaining tab is shown
    await shell.goInApp('/dealer/fwjl');
    // The × is the mouse's (hidden from assistive technology: a tablist owns tabs only).
    await shell.closeTab(visits);
    await expect(shell.tab(visits)).toHaveCount(0);
    await expect(page).toHaveURL(/\/dealer\/store\/list$/);
    // The keyboard's close: Delete on the focused tab.
    await shell.goInApp('/dealer/fwjl');
    await shell.tab(visits).press('Delete');
    await expect(shell.tab(visits)).toHaveCount(0);
    await expect(page).toHaveURL(/\/dealer\/store\/list$/);

    // close others
    await shell.goInApp('/dealer/blacklist/list');
    await shell.tabMenu(stores, 'closeOthers');
    await expect(shell.tab(blacklist)).toHaveCount(0);
    await expect(shell.tab(stores)).toBeVisible();
    await expect(shell.tab(home)).toBeVisible();

    // close all: only the pinned dashboard is left, and shown
    await shell.tabMenu(stores, 'closeAll');
    await expect(shell.tabBar().getByRole('tab')).toHaveCount(1);
    await expect(page).toHaveURL(/\/dashboard$/);

    // the keyboard opens the menu too
    await shell.tab(home).focus();
    await page.keyboard.press('Shift+F10');
    await expect(shell.tabMenuItem('refresh')).toBeVisible();
});

test('the 21st kept-alive page evicts the least recently used one', async ({ page, signIn, shell }) => {
    await signIn('admin');
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
    await expect(keptView(page, '/dashboard')).toHaveCount(1);
    for (const path of pages) {
        await shell.goInApp(path);
        await expect(keptView(page, path)).toHaveCount(1);
    }
    // 20 pages so far (the dashboard and 19 others): all kept
    await expect(keptView(page)).toHaveCount(20);
    await expect(keptView(page, '/dashboard')).toHaveCount(1);

    await shell.goInApp('/setting/logmanagement/memberlogin');
    await expect(keptView(page, '/setting/logmanagement/memberlogin')).toHaveCount(1);
    await expect(keptView(page)).toHaveCount(20);
    // the dashboard was used least recently: its view is dropped, its pinned tab stays
    await expect(keptView(page, '/dashboard')).toHaveCount(0);
    await expect(shell.tab(shell.routeTitle('/dashboard'))).toBeVisible();
    await shell.openTab(shell.routeTitle('/dashboard'));
    await expect(keptView(page, '/dashboard')).toHaveCount(1);
    // …which in turn drops the next least recently used page
    await expect(keptView(page, '/dealer/secondHandCarDealer/list')).toHaveCount(0);
    await expect(keptView(page)).toHaveCount(20);
});

test('menu search finds 车辆 from full pinyin and initials, with keyboard navigation', async ({ page, signIn, shell }) => {
    await signIn('admin');
    await shell.search('cheliang');
    await expect(
        shell
            .searchResults()
            .filter({ hasText: shell.sectionTitle('cars') })
            .first()
    ).toBeVisible();
    await shell.searchBox().fill('cl');
    await expect(shell.searchResults().filter({ hasText: shell.routeTitle('/cars/list/manageShow') })).toBeVisible();
    await shell.searchBox().fill('cheliangfenlei');
    await expect(shell.searchResults().first()).toContainText(shell.routeTitle('/cars/cat/manage'));
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/cars\/cat\/manage$/);
    await expect(shell.searchBox()).toHaveCount(0);

    // "/" opens it too; arrows move between results
    await shell.search('cl', '/');
    await expect(shell.searchResults().nth(1)).toBeVisible();
    const titleOf = async (index: number) => ((await shell.searchResults().nth(index).textContent()) ?? '').split(' › ').pop()!;
    const [first, title] = [await titleOf(0), await titleOf(1)];
    expect(title).not.toBe(first);
    // The list has settled on its first result (the autocomplete puts its highlight back on the
    // first one after each change of the results) before the arrow moves it.
    await expect(shell.searchBox()).toHaveAttribute('aria-activedescendant', (await shell.searchResults().nth(0).getAttribute('id'))!);
    await page.keyboard.press('ArrowDown');
    // ArrowDown moves from the first result to the second; Enter opens that one.
    await expect(shell.searchBox()).toHaveAttribute('aria-activedescendant', (await shell.searchResults().nth(1).getAttribute('id'))!);
    await page.keyboard.press('Enter');
    await expect(shell.tab(title)).toHaveAttribute('aria-selected', 'true');
});

test('an 800 px wide window shows the menu as a drawer', async ({ page, signIn, shell }) => {
    await page.setViewportSize({ width: 800, height: 900 });
    await signIn('admin');
    await expect(shell.rail()).toBeHidden();
    await shell.expandButton().click();
    const drawer = shell.menuDrawer();
    await expect(drawer.getByRole('navigation', { name: shell.texts.t('mc.layout.menu.sections') })).toBeVisible();
    await drawer.getByRole('button', { name: shell.sectionTitle('dealer') }).click();
    await drawer.getByRole('link', { name: shell.routeTitle('/dealer/store/list') }).click();
    await expect(page).toHaveURL(/\/dealer\/store\/list$/);
    await expect(drawer).toBeHidden();
});

test('the watermark covers the layout at opacity 0.15, comes back when removed, and is gone on /login', async ({ page, signIn, shell }) => {
    await signIn('admin');
    // The watermark is decoration, hidden from assistive technology: found by its own attribute.
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

    await shell.logout();
    await expect(page.locator('[data-watermark]')).toHaveCount(0);
});

test('Ctrl+Alt+S sets the API host, which the console uses after the reload', async ({ page, baseURL, signIn, shell }) => {
    await signIn('admin');
    await shell.openDebugDialog();
    const host = baseURL!.replace('127.0.0.1', 'localhost');
    const toNewHost = page.waitForRequest(request => request.url().startsWith(`${host}/api/v1/`));
    await shell.setApiHost(host);
    await toNewHost;
    expect(JSON.parse((await page.evaluate(() => sessionStorage.getItem('mc.debug'))) ?? '{}')).toMatchObject({ apiHost: host, encryption: true });
});

test('the export drawer follows a task to done and downloads it; delete asks first', async ({ page, signIn, exportDrawer, texts }) => {
    await signIn('admin', '/dealer/store/list');
    await exportDrawer.start();
    await exportDrawer.create();
    // Creating a task opens the drawer on it.
    await expect(exportDrawer.drawer).toBeVisible();
    const newest = exportDrawer.tasks.first();
    await exportDrawer.waitDone(newest);
    await expect(newest.getByText(DATE_TIME)).toBeVisible();
    expect((await exportDrawer.download(newest)).suggestedFilename()).toMatch(/\.xlsx$/);

    const count = await exportDrawer.tasks.count();
    await exportDrawer.delete(newest);
    await expect(page.getByText(texts.t('mc.message.deleted'))).toBeVisible();
    await expect(exportDrawer.tasks).toHaveCount(count - 1);
});

test('quick navigation adds a shortcut and refuses a duplicate and a 17th', async ({ page, signIn, workbench, texts }) => {
    const { t } = texts;
    const stores = texts.t('mc.route.dealer_store_list');
    await signIn('admin');
    await workbench.addShortcut('4S', stores);
    await expect(page.getByText(t('mc.message.added'))).toBeVisible();
    await expect(workbench.shortcut(stores)).toBeVisible();

    await workbench.addShortcut('4S', stores);
    await expect(page.getByText(t('mc.workbench.quickMenu.duplicate'))).toBeVisible();
    await workbench.cancelDialog();

    // tick fifteen more at once: sixteen in all
    const batch = await workbench.openBatch();
    const boxes = batch.getByRole('checkbox');
    let ticked = 1;
    for (let index = 0; ticked < 16; index++) {
        const box = boxes.nth(index);
        if (!(await box.isChecked())) {
            await box.check();
            ticked++;
        }
    }
    await workbench.confirmDialog(batch);
    await expect(page.getByText(t('mc.message.saved'))).toBeVisible();
    await expect(workbench.shortcuts()).toHaveCount(16);

    // the same selection again is unchanged
    await workbench.confirmDialog(await workbench.openBatch());
    await expect(page.getByText(t('mc.message.unchanged'))).toBeVisible();
    await workbench.cancelDialog(workbench.batchDialog());

    // a 17th is refused
    await workbench.startAdding();
    await workbench.pageChoices().filter({ hasNotText: workbench.addedMark() }).first().click();
    await workbench.confirmDialog();
    await expect(page.getByText(t('mc.workbench.quickMenu.tooMany'))).toBeVisible();
    await workbench.cancelDialog();
    await expect(workbench.shortcuts()).toHaveCount(16);
});

test('the menu shows only permitted routes: the operator sees the dealer lists and the Workbench', async ({ signIn, shell }) => {
    await signIn('operator');
    await expect(shell.rail().getByRole('button')).toHaveText([shell.sectionTitle('dashboard'), shell.sectionTitle('dealer')]);
    await shell.openSection(shell.sectionTitle('dealer'));
    await expect(shell.sideMenu(shell.sectionTitle('dealer')).getByRole('link')).toHaveText(
        ['/dealer/secondHandCarDealer/list', '/dealer/store/list', '/dealer/blacklist/list', '/dealer/fwjl'].map(shell.routeTitle)
    );
    // the search offers nothing outside the permitted routes
    await shell.search('cheliang');
    await expect(shell.searchResults().filter({ hasText: shell.routeTitle('/cars/list/manageShow') })).toHaveCount(0);
});

test('the user menu opens the profile pages: edit profile saves, WeChat binds and unbinds, shop info shows', async ({ page, signIn, shell, texts }) => {
    const profile = (key: string) => texts.t(`mc.profile.${key}`);
    await signIn('platform');
    await shell.fromUserMenu(shell.routeTitle('/profile/user/edit'));
    await expect(page).toHaveURL(/\/profile\/user\/edit$/);
    const nickname = page.getByLabel(profile('nickname'));
    await expect(nickname).not.toHaveValue('');
    await nickname.fill('平台管理员甲');
    await page.getByRole('button', { name: texts.t('ra.action.save') }).click();
    await expect(page.getByText(texts.t('mc.message.saved'))).toBeVisible();
    await expect(shell.userMenuButton()).toContainText('平台管理员甲');

    await shell.goInApp('/profile/user/wechat');
    await expect(page.getByText(profile('bindHint'))).toBeVisible();
    await page.getByRole('button', { name: profile('authorize') }).click();
    await expect(page).toHaveURL(/\/profile\/user\/wechat\?code=/);
    await expect(page.getByText(profile('bindHint'))).toHaveCount(0);
    await page.getByRole('button', { name: profile('bind') }).click();
    await expect(page.getByText(profile('bindDone'))).toBeVisible();
    await expect(page.getByText(profile('bound'))).toBeVisible();
    // Dates as Chinese is written: the same form as the lists'.
    await expect(page.getByText(new RegExp(`^${profile('bindTime')}: \\d{4}-\\d{2}-\\d{2} \\d{2}:\\d{2}:\\d{2}$`))).toBeVisible();
    await page.getByRole('button', { name: profile('unbind') }).click();
    await shell.confirm();
    await expect(page.getByText(profile('unbindDone'))).toBeVisible();

    await shell.goInApp('/content/shopinfo');
    await expect(page.getByRole('rowheader', { name: profile('username') })).toBeVisible();
    await expect(page.getByRole('row', { name: new RegExp(profile('storeDomain')) })).toContainText('/shop/');
    await expect(page.getByRole('row', { name: new RegExp(profile('lastLogin')) }).getByRole('cell')).toHaveText(DATE_TIME);
});
