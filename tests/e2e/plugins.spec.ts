import { expect, test, type Page } from '@playwright/test';
import { rowsSettled } from './support/listPage';
import { login } from './support/login';

// Issue 11 item 2: the auction area follows the `jp` addon. Uninstalling it on plugin setup
// removes the 竞拍 menu at once, its pages say the plugin is not installed and lead to the plugin
// manager, and installing it there brings the menu back, all without reloading the page.

const mainMenu = (page: Page) => page.getByRole('navigation', { name: '主菜单' });

const confirmRowAction = async (page: Page, name: string, action: string, done: string) => {
    await rowsSettled(page);
    await page.getByRole('table').first().getByRole('row').filter({ hasText: name }).getByRole('link', { name: action }).click();
    await page.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText(done)).toBeVisible();
};

test('uninstalling and installing 车辆竞拍 updates the menu and the auction routes without a reload', async ({ page }) => {
    test.setTimeout(180_000);
    await login(page, 'admin');
    await expect(mainMenu(page).getByRole('button', { name: '竞拍' })).toBeVisible();

    await mainMenu(page).getByRole('button', { name: '插件' }).click();
    await page.getByRole('navigation', { name: '插件' }).getByRole('link', { name: '插件设置' }).click();
    await expect(page).toHaveURL(/\/plugin\/pluginSetup$/);
    // A marker the page would lose on a reload.
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

    await confirmRowAction(page, '车辆竞拍', '卸载插件', '卸载成功!');
    await expect(mainMenu(page).getByRole('button', { name: '竞拍' })).toHaveCount(0);
    await expect(mainMenu(page).getByRole('button', { name: '车辆' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);

    // A typed URL of the area: the plugin-not-installed page, with the way to install it.
    await page.goto('/jingpai/record');
    await expect(page.getByText('此页面属于插件「车辆竞拍」，该插件尚未安装。安装后即可使用。')).toBeVisible();
    await expect(page).toHaveURL(/\/jingpai\/record$/);
    await page.getByRole('link', { name: '前往安装' }).click();
    await expect(page).toHaveURL(/\/plugin\/manage$/);
    await page.evaluate(() => Object.assign(window, { __sameDocument: true }));

    await confirmRowAction(page, '车辆竞拍', '安装插件', '安装成功!');
    await expect(mainMenu(page).getByRole('button', { name: '竞拍' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    await mainMenu(page).getByRole('button', { name: '竞拍' }).click();
    await page.getByRole('navigation', { name: '竞拍' }).getByRole('link', { name: '出价记录' }).click();
    await rowsSettled(page);
});
