import { expect, test, type Page } from '@playwright/test';
import { rowsSettled } from './support/listPage';
import { login } from './support/login';

const openSettings = async (page: Page) => {
    await page.getByRole('button', { name: '系统布局设置' }).click();
    return page.getByRole('region', { name: '系统布局设置' });
};
const logout = async (page: Page) => {
    await page.getByRole('button', { name: '用户菜单' }).click();
    await page.getByRole('menuitem', { name: '退出登录' }).click();
    await expect(page).toHaveURL(/\/login/);
};
const tabBar = (page: Page) => page.getByRole('tablist', { name: '已打开的页面' });

test('the settings panel starts at the SPEC defaults, applies each choice, and every preference survives a logout', async ({ page }) => {
    test.setTimeout(240_000);
    await login(page, 'admin');
    await expect(tabBar(page)).toBeVisible();
    let panel = await openSettings(page);
    // SPEC.md §2 defaults: tags view on, fixed header off, sidebar logo off, pinyin search on.
    await expect(panel.getByRole('switch', { name: '开启 Tags-View' })).toBeChecked();
    await expect(panel.getByRole('switch', { name: '固定 Header' })).not.toBeChecked();
    await expect(panel.getByRole('switch', { name: '侧边栏 Logo' })).not.toBeChecked();
    await expect(panel.getByRole('switch', { name: '菜单搜索支持拼音' })).toBeChecked();
    await expect(panel.getByRole('button', { name: '默认' })).toHaveAttribute('aria-pressed', 'true');

    await panel.getByRole('switch', { name: '开启 Tags-View' }).click();
    await panel.getByRole('switch', { name: '固定 Header' }).click();
    await panel.getByRole('button', { name: '紧凑' }).click();
    await panel.getByRole('radio', { name: '#f5222d' }).click();
    // The panel is a modal drawer: the page behind it is checked once it is closed.
    await page.keyboard.press('Escape');
    await expect(panel).toHaveCount(0);
    await expect(tabBar(page)).toHaveCount(0);
    await expect(page.getByRole('banner')).toHaveCSS('position', 'sticky');

    // The sidebar collapses: its section menu goes, and the toggle now offers to expand.
    await page.goto('/dealer/store/list');
    await expect(page.getByRole('navigation', { name: '车商' })).toBeVisible();
    await page.getByRole('button', { name: '收起菜单' }).click();
    await expect(page.getByRole('button', { name: '展开菜单' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: '车商' })).toHaveCount(0);

    await logout(page);
    await login(page, 'admin');
    await expect(page.getByRole('button', { name: '展开菜单' })).toBeVisible();
    await expect(tabBar(page)).toHaveCount(0);
    await expect(page.getByRole('banner')).toHaveCSS('position', 'sticky');
    panel = await openSettings(page);
    await expect(panel.getByRole('switch', { name: '固定 Header' })).toBeChecked();
    await expect(panel.getByRole('button', { name: '紧凑' })).toHaveAttribute('aria-pressed', 'true');
    await expect(panel.getByRole('radio', { name: '#f5222d' })).toHaveAttribute('aria-checked', 'true');
    // The store page it was on is session data: its tab does not come back with the new session.
    await page.keyboard.press('Escape');
    await expect(tabBar(page)).toHaveCount(0);
    await expect.poll(() => page.evaluate(() => localStorage.getItem('RaStore.mc.tabs.visited') ?? '')).not.toContain('/dealer/store/list');
});

test('the menu is a drawer under 992 px and beside the page from 992 px', async ({ page }) => {
    await page.setViewportSize({ width: 992, height: 800 });
    await login(page, 'admin');
    await expect(page.getByRole('navigation', { name: '主菜单' })).toBeVisible();
    await page.setViewportSize({ width: 991, height: 800 });
    await expect(page.getByRole('navigation', { name: '主菜单' })).toHaveCount(0);
    await page.getByRole('button', { name: '展开菜单' }).click();
    await expect(page.getByRole('navigation', { name: '主菜单' })).toBeVisible();
    await page.keyboard.press('Escape');
    await page.setViewportSize({ width: 992, height: 800 });
    await expect(page.getByRole('navigation', { name: '主菜单' })).toBeVisible();
});

test("the navbar refresh reloads the current page's rows", async ({ page }) => {
    await login(page, 'admin');
    await page.goto('/dealer/store/list');
    await rowsSettled(page);
    const again = page.waitForRequest(request => request.url().includes('seller/dealer/StoreList') && request.url().includes('page='));
    await page.getByRole('banner').getByRole('button', { name: '刷新', exact: true }).click();
    await again;
    await rowsSettled(page);
});
