import { expect, test } from './pages/fixtures';

// Plugin management and setup, the holiday calendar, and one price round trip: the settings
// pages that the catalogue configures beside the generated lists.

test('a price shows yuan and travels in cents: the auction deposit of the system settings', async ({ page, signIn, formPage: form }) => {
    await signIn('platform', '/supertube/platform/system');
    await expect(form.field('竞拍保证金(元)')).toHaveValue('5000.00');
    await form.fill('竞拍保证金(元)', '8000.5');
    const [saved] = await Promise.all([page.waitForRequest(request => request.url().includes('/api/v1/seller/systemSet/SystemSetSave')), form.submit()]);
    expect(saved.postDataJSON()).toMatchObject({ auction_deposit: 800050 });
    await expect(form.notice('mc.message.saved')).toBeVisible();
    await page.reload();
    await expect(form.field('竞拍保证金(元)')).toHaveValue('8000.50');
});

test('the holiday calendar of a year is checked, saved and read back', async ({ page, signIn, shell, formPage: form }) => {
    await signIn('platform');
    await shell.openRoute('/supertube/platform/festival');

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

test('a plugin is installed from plugin management and uninstalled from plugin setup', async ({ page, signIn, shell, listPage: list, formPage: form }) => {
    await signIn('admin', '/plugin/manage');
    await list.hasRows();
    const lottery = list.row('幸运抽奖');
    await expect(lottery).toContainText('未安装');
    const install = shell.routeTitle('/plugin/manage/install');
    await expect(list.row('车辆竞拍').getByRole('link', { name: install })).toHaveCount(0);
    await list.rowAction(lottery, install);
    await expect(form.notice('mc.schema.page.confirmAction', { action: install })).toBeVisible();
    const [installed] = await Promise.all([page.waitForRequest(request => request.url().includes('/api/v1/addons/install')), form.confirm()]);
    expect(installed.postDataJSON()).toMatchObject({ key: 'lottery' });
    await expect(form.notice('mc.plugin.installed')).toBeVisible();
    await expect(page).toHaveURL(/\/plugin\/manage$/);

    await shell.openRoute('/plugin/pluginSetup');
    await list.hasRows();
    await expect(list.row('未安装')).toHaveCount(0);
    await list.rowAction(list.row('幸运抽奖'), shell.routeTitle('/plugin/pluginSetup/uninstall'));
    await form.confirm();
    await expect(form.notice('mc.plugin.uninstalled')).toBeVisible();
    await expect(page).toHaveURL(/\/plugin\/pluginSetup$/);
    await list.hasRows();
    await expect(list.row('幸运抽奖')).toHaveCount(0);
});
