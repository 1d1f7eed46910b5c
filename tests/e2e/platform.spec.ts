import { expect, test, type Page } from '@playwright/test';
import { rowsSettled } from './support/listPage';
import { typeDate } from './support/filterForm';
import { login } from './support/login';

// Plugin management and setup, the holiday calendar, and one price round trip: the settings
// pages that the catalogue configures beside the generated lists.

const mainMenu = (page: Page) => page.getByRole('navigation', { name: '主菜单' });

test('a price shows yuan and travels in cents: the auction deposit of the system settings', async ({ page }) => {
    await login(page, 'platform');
    await page.goto('/supertube/platform/system');
    const deposit = page.getByRole('textbox', { name: '竞拍保证金(元)' });
    await expect(deposit).toHaveValue('5000.00');
    await deposit.fill('8000.5');
    const [saved] = await Promise.all([
        page.waitForRequest(request => request.url().includes('/api/v1/seller/systemSet/SystemSetSave')),
        page.getByRole('button', { name: '保存' }).click(),
    ]);
    expect(saved.postDataJSON()).toMatchObject({ auction_deposit: 800050 });
    await expect(page.getByText('保存成功!')).toBeVisible();
    await page.reload();
    await expect(page.getByRole('textbox', { name: '竞拍保证金(元)' })).toHaveValue('8000.50');
});

test('the holiday calendar of a year is checked, saved and read back', async ({ page }) => {
    await login(page, 'platform');
    await mainMenu(page).getByRole('button', { name: '平台' }).click();
    await page.getByRole('navigation', { name: '平台' }).getByRole('link', { name: '节日设置' }).click();
    await expect(page).toHaveURL(/\/supertube\/platform\/festival$/);

    // 2027 has no saved calendar in the demo data.
    await page.getByRole('combobox', { name: '年份' }).selectOption('2027');
    await expect(page.getByText('2027年暂无节假日安排，点击“添加日期”添加')).toBeVisible();
    await page.getByRole('button', { name: '添加日期' }).click();
    await page.getByRole('button', { name: '添加日期' }).click();
    await typeDate(page.getByRole('group', { name: '第1行日期' }), '2027-01-01');
    await page.getByLabel('第1行节日名称').selectOption('元旦');
    await typeDate(page.getByRole('group', { name: '第2行日期' }), '2027-01-01');
    await page.getByLabel('第2行节日名称').selectOption('元旦');
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('第2行：日期2027-01-01重复')).toBeVisible();

    await typeDate(page.getByRole('group', { name: '第2行日期' }), '2027-01-04');
    await page.getByLabel('第2行类型').selectOption('调休上班');
    const [saved] = await Promise.all([
        page.waitForRequest(request => request.url().includes('/api/v1/seller/systemSet/HolidaySetSave')),
        page.getByRole('button', { name: '保存' }).click(),
    ]);
    expect(saved.postDataJSON()).toMatchObject({
        year: 2027,
        days: JSON.stringify([
            { date: '2027-01-01', name: '元旦', type: 1 },
            { date: '2027-01-04', name: '元旦', type: 2 },
        ]),
    });
    await expect(page.getByText('保存成功!')).toBeVisible();

    await page.reload();
    await page.getByRole('combobox', { name: '年份' }).selectOption('2027');
    await expect(page.getByRole('group', { name: '第2行日期' }).locator('input')).toHaveValue('2027-01-04');
    await expect(page.getByRole('status')).toHaveText('共 2 天：放假 1 天，调休上班 1 天');
});

test('a plugin is installed from plugin management and uninstalled from plugin setup', async ({ page }) => {
    await login(page, 'admin');
    await page.goto('/plugin/manage');
    await rowsSettled(page);
    const lottery = page.getByRole('row').filter({ hasText: '幸运抽奖' });
    await expect(lottery).toContainText('未安装');
    await expect(page.getByRole('row').filter({ hasText: '车辆竞拍' }).getByRole('link', { name: '安装插件' })).toHaveCount(0);
    await lottery.getByRole('link', { name: '安装插件' }).click();
    await expect(page.getByText('确定要执行“安装插件”么?')).toBeVisible();
    const [installed] = await Promise.all([
        page.waitForRequest(request => request.url().includes('/api/v1/addons/install')),
        page.getByRole('button', { name: '确定' }).click(),
    ]);
    expect(installed.postDataJSON()).toMatchObject({ key: 'lottery' });
    await expect(page.getByText('安装成功!')).toBeVisible();
    await expect(page).toHaveURL(/\/plugin\/manage$/);

    await mainMenu(page).getByRole('button', { name: '插件' }).click();
    await page.getByRole('navigation', { name: '插件' }).getByRole('link', { name: '插件设置' }).click();
    await rowsSettled(page);
    const table = page.getByRole('table').first();
    await expect(table.getByRole('row').filter({ hasText: '未安装' })).toHaveCount(0);
    const setupRow = table.getByRole('row').filter({ hasText: '幸运抽奖' });
    await setupRow.getByRole('link', { name: '卸载插件' }).click();
    await page.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('卸载成功!')).toBeVisible();
    await expect(page).toHaveURL(/\/plugin\/pluginSetup$/);
    await rowsSettled(page);
    await expect(page.getByRole('table').first().getByRole('row').filter({ hasText: '幸运抽奖' })).toHaveCount(0);
});
