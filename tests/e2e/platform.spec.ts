import { expect, test, type Page } from '@playwright/test';
import { FormPage } from './pages/FormPage';
import { ListPage } from './pages/ListPage';
import { textsFor } from './pages/texts';
import { login } from './support/login';

// Plugin management and setup, the holiday calendar, and one price round trip: the settings
// pages that the catalogue configures beside the generated lists.

const texts = textsFor('zh-cn');
const mainMenu = (page: Page) => page.getByRole('navigation', { name: '主菜单' });

test('a price shows yuan and travels in cents: the auction deposit of the system settings', async ({ page }) => {
    const form = new FormPage(page, texts);
    await login(page, 'platform');
    await page.goto('/supertube/platform/system');
    await expect(form.field('竞拍保证金(元)')).toHaveValue('5000.00');
    await form.fill('竞拍保证金(元)', '8000.5');
    const [saved] = await Promise.all([page.waitForRequest(request => request.url().includes('/api/v1/seller/systemSet/SystemSetSave')), form.submit()]);
    expect(saved.postDataJSON()).toMatchObject({ auction_deposit: 800050 });
    await expect(form.notice('mc.message.saved')).toBeVisible();
    await page.reload();
    await expect(form.field('竞拍保证金(元)')).toHaveValue('8000.50');
});

test('the holiday calendar of a year is checked, saved and read back', async ({ page }) => {
    const form = new FormPage(page, texts);
    await login(page, 'platform');
    await mainMenu(page).getByRole('button', { name: '平台' }).click();
    await page.getByRole('navigation', { name: '平台' }).getByRole('link', { name: '节日设置' }).click();
    await expect(page).toHaveURL(/\/supertube\/platform\/festival$/);

    // 2027 has no saved calendar in the demo data.
    await form.field('年份').selectOption('2027');
    await expect(page.getByText('2027年暂无节假日安排，点击“添加日期”添加')).toBeVisible();
    await page.getByRole('button', { name: '添加日期' }).click();
    await page.getByRole('button', { name: '添加日期' }).click();
    await form.typeDate('第1行日期', '2027-01-01');
    await form.field('第1行节日名称').selectOption('元旦');
    await form.typeDate('第2行日期', '2027-01-01');
    await form.field('第2行节日名称').selectOption('元旦');
    await form.submit();
    await expect(form.message('第2行：日期2027-01-01重复')).toBeVisible();

    await form.typeDate('第2行日期', '2027-01-04');
    await form.field('第2行类型').selectOption('调休上班');
    const [saved] = await Promise.all([page.waitForRequest(request => request.url().includes('/api/v1/seller/systemSet/HolidaySetSave')), form.submit()]);
    expect(saved.postDataJSON()).toMatchObject({
        year: 2027,
        days: JSON.stringify([
            { date: '2027-01-01', name: '元旦', type: 1 },
            { date: '2027-01-04', name: '元旦', type: 2 },
        ]),
    });
    await expect(form.notice('mc.message.saved')).toBeVisible();

    await page.reload();
    await form.field('年份').selectOption('2027');
    await expect.poll(() => form.dateText('第2行日期')).toBe('2027-01-04');
    await expect(page.getByRole('status')).toHaveText('共 2 天：放假 1 天，调休上班 1 天');
});

test('a plugin is installed from plugin management and uninstalled from plugin setup', async ({ page }) => {
    const list = new ListPage(page, texts);
    const form = new FormPage(page, texts);
    await login(page, 'admin');
    await list.goto('/plugin/manage');
    await list.hasRows();
    const lottery = list.row('幸运抽奖');
    await expect(lottery).toContainText('未安装');
    await expect(list.row('车辆竞拍').getByRole('link', { name: '安装插件' })).toHaveCount(0);
    await list.rowAction(lottery, '安装插件');
    await expect(form.notice('mc.schema.page.confirmAction', { action: '安装插件' })).toBeVisible();
    const [installed] = await Promise.all([page.waitForRequest(request => request.url().includes('/api/v1/addons/install')), form.confirm()]);
    expect(installed.postDataJSON()).toMatchObject({ key: 'lottery' });
    await expect(form.notice('mc.plugin.installed')).toBeVisible();
    await expect(page).toHaveURL(/\/plugin\/manage$/);

    await mainMenu(page).getByRole('button', { name: '插件' }).click();
    await page.getByRole('navigation', { name: '插件' }).getByRole('link', { name: '插件设置' }).click();
    await list.hasRows();
    await expect(list.row('未安装')).toHaveCount(0);
    await list.rowAction(list.row('幸运抽奖'), '卸载插件');
    await form.confirm();
    await expect(form.notice('mc.plugin.uninstalled')).toBeVisible();
    await expect(page).toHaveURL(/\/plugin\/pluginSetup$/);
    await list.hasRows();
    await expect(list.row('幸运抽奖')).toHaveCount(0);
});
