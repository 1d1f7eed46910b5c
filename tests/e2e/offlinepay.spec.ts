import { expect, test, type Page } from '@playwright/test';
import { columnTexts, rowsSettled } from './support/listPage';
import { typeDate } from './support/filterForm';
import { login } from './support/login';

// Industry offlinepay: the bank account's staff list (generated list and forms) and its two
// finance logs, against the reference server's addons/ngp tables.

test.beforeEach(async ({ page }) => {
    await login(page, 'bank');
});

const mainMenu = (page: Page) => page.getByRole('navigation', { name: '主菜单' });

const staffRequest = (page: Page, name: string) =>
    page.waitForResponse(response => {
        const url = new URL(response.url());
        return url.pathname.endsWith('/api/v1/addons/ngp/seller/StaffList') && url.searchParams.get('name') === name;
    });

const choose = async (page: Page, label: RegExp, option: string) => {
    await page.getByRole('combobox', { name: label }).click();
    await page.getByRole('option', { name: option, exact: true }).click();
};

test('adds a staff member through the generated form, edits and deletes it', async ({ page }) => {
    await mainMenu(page).getByRole('button', { name: '员工' }).click();
    await page.getByRole('navigation', { name: '员工' }).getByRole('link', { name: '农行员工' }).click();
    await expect(page).toHaveURL(/\/user\/list$/);
    await rowsSettled(page);
    await page.getByRole('link', { name: '新增' }).click();
    await expect(page).toHaveURL(/\/user\/add$/);

    // Nothing filled in: the form says what is missing and sends nothing.
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('请填写姓名')).toBeVisible();
    await expect(page).toHaveURL(/\/user\/add$/);

    const stamp = String(Date.now()).slice(-6);
    const name = `测试员工${stamp}`;
    await page.getByRole('textbox', { name: '姓名' }).fill(name);
    await page.getByRole('textbox', { name: '工号' }).fill(`E2E${stamp}`);
    await page.getByRole('textbox', { name: '手机号' }).fill('13912340000');
    await choose(page, /所属网点/, '城西支行');
    await choose(page, /岗位/, '柜员');
    await typeDate(page.getByRole('group', { name: /入职日期/ }), '2026-03-02');
    const [created] = await Promise.all([
        page.waitForRequest(request => request.url().includes('/api/v1/addons/ngp/seller/StaffAdd')),
        page.getByRole('button', { name: '保存' }).click(),
    ]);
    expect(created.postDataJSON()).toMatchObject({ name, job_no: `E2E${stamp}`, phone: '13912340000', branch: '城西支行', position: 2 });
    await expect(page.getByText('添加成功!')).toBeVisible();
    await expect(page).toHaveURL(/\/user\/list/);

    await rowsSettled(page);
    await page.getByRole('textbox', { name: '姓名' }).fill(name);
    await Promise.all([staffRequest(page, name), page.getByRole('textbox', { name: '姓名' }).press('Enter')]);
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toBeVisible();
    await expect(row).toContainText('城西支行');
    await expect(row).toContainText('2026-03-02');

    await row.getByRole('link', { name: '编辑员工' }).click();
    await expect(page).toHaveURL(/\/user\/edit\/\d+$/);
    await expect(page.getByRole('textbox', { name: '姓名' })).toHaveValue(name);
    await expect(page.getByRole('combobox', { name: /岗位/ })).toHaveText('柜员');
    await choose(page, /岗位/, '客户经理');
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('保存成功!')).toBeVisible();
    await rowsSettled(page);
    const edited = page.getByRole('row').filter({ hasText: name });
    await expect(edited).toContainText('客户经理');

    await edited.getByRole('link', { name: '删除员工' }).click();
    await expect(page.getByText('确定要删除么?')).toBeVisible();
    await page.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('删除成功!')).toBeVisible();
    await expect(page).toHaveURL(/\/user\/list/);
    await expect(page.getByText('暂无数据')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: name })).toHaveCount(0);
});

test('opens the balance and cash logs with rows, amounts in yuan and their totals', async ({ page }) => {
    for (const [path, menu, amountTitle] of [
        ['/financenh/balance', '余额记录', '变动金额'],
        ['/financenh/cash', '提现记录', '提现金额'],
    ] as const) {
        await mainMenu(page).getByRole('button', { name: '财务' }).click();
        await page.getByRole('navigation', { name: '财务' }).getByRole('link', { name: menu }).click();
        await expect(page).toHaveURL(new RegExp(`${path}$`));
        await rowsSettled(page);
        const amounts = await columnTexts(page, amountTitle);
        expect(amounts.length).toBeGreaterThan(0);
        // Cents on the wire, shown as yuan with two decimals, grouped by thousands.
        for (const amount of amounts) expect(amount).toMatch(/^-?\d{1,3}(,\d{3})*\.\d{2}$/);
        await expect(page.getByRole('row', { name: '合计' })).toBeVisible();
        // Visited pages stay mounted in the tab bar: only the open one is visible.
        await expect(page.getByText(/共 \d+ 条/).filter({ visible: true })).toBeVisible();
    }
});
