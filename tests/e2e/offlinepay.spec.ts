import type { Page } from '@playwright/test';
import { expect, test } from './pages/fixtures';

// Industry offlinepay: the bank account's staff list (generated list and forms) and its two
// finance logs, against the reference server's addons/ngp tables.

test.beforeEach(async ({ signIn }) => {
    await signIn('bank');
});

const staffRequest = (page: Page, name: string) =>
    page.waitForResponse(response => {
        const url = new URL(response.url());
        return url.pathname.endsWith('/api/v1/addons/ngp/seller/StaffList') && url.searchParams.get('name') === name;
    });

test('adds a staff member through the generated form, edits and deletes it', async ({ page, shell, listPage: list, formPage: form }) => {
    await shell.openRoute('/user/list');
    await list.hasRows();
    await list.create();
    await expect(page).toHaveURL(/\/user\/add$/);

    // Nothing filled in: the form says what is missing and sends nothing.
    await form.submit();
    await expect(form.requiredError('姓名')).toBeVisible();
    await expect(page).toHaveURL(/\/user\/add$/);

    const stamp = String(Date.now()).slice(-6);
    const name = `测试员工${stamp}`;
    await form.fill('姓名', name);
    await form.fill('工号', `E2E${stamp}`);
    await form.fill('手机号', '13912340000');
    await form.choose('所属网点', '城西支行');
    await form.choose('岗位', '柜员');
    await form.typeDate('入职日期', '2026-03-02');
    const [created] = await Promise.all([page.waitForRequest(request => request.url().includes('/api/v1/addons/ngp/seller/StaffAdd')), form.submit()]);
    expect(created.postDataJSON()).toMatchObject({ name, job_no: `E2E${stamp}`, phone: '13912340000', branch: '城西支行', position: 2 });
    await expect(form.notice('mc.message.added')).toBeVisible();
    await expect(page).toHaveURL(/\/user\/list/);

    await list.hasRows();
    await list.fillFilter('姓名', name);
    await Promise.all([staffRequest(page, name), list.searchWithEnter('姓名')]);
    const row = list.row(name);
    await expect(row).toBeVisible();
    await expect(row).toContainText('城西支行');
    await expect(row).toContainText('2026-03-02');

    await list.rowAction(row, shell.routeTitle('/user/edit'));
    await expect(page).toHaveURL(/\/user\/edit\/\d+$/);
    await expect(form.field('姓名')).toHaveValue(name);
    await expect(form.field('岗位')).toHaveText('柜员');
    await form.choose('岗位', '客户经理');
    await form.submit();
    await expect(form.notice('mc.message.saved')).toBeVisible();
    await list.hasRows();
    const edited = list.row(name);
    await expect(edited).toContainText('客户经理');

    await list.rowAction(edited, shell.routeTitle('/user/del'));
    await expect(form.notice('mc.message.confirmDelete')).toBeVisible();
    await form.confirm();
    await expect(form.notice('mc.message.deleted')).toBeVisible();
    await expect(page).toHaveURL(/\/user\/list/);
    await expect(list.emptyState).toBeVisible();
    await expect(list.row(name)).toHaveCount(0);
});

test('opens the balance and cash logs with rows, amounts in yuan and their totals', async ({ shell, listPage: list }) => {
    for (const [path, amountTitle] of [
        ['/financenh/balance', '变动金额'],
        ['/financenh/cash', '提现金额'],
    ] as const) {
        await shell.openRoute(path);
        await list.hasRows();
        const amounts = await list.columnTexts(amountTitle);
        expect(amounts.length).toBeGreaterThan(0);
        // Cents on the wire, shown as yuan with two decimals, grouped by thousands.
        for (const amount of amounts) expect(amount).toMatch(/^-?\d{1,3}(,\d{3})*\.\d{2}$/);
        await expect(list.summaryRow).toBeVisible();
        // Visited pages stay mounted in the tab bar: only the open one is visible.
        await expect(list.pageRange).toBeVisible();
        expect(await list.total()).toBeGreaterThan(0);
    }
});
