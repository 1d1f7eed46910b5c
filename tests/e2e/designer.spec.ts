import type { Browser, Locator, Page } from '@playwright/test';
import { expect, pagesFor, test, type Pages } from './pages/fixtures';
import { openSignedIn } from './support/apiSignIn';

/**
 * The resource designer (docs/designer.md): the platform administrator builds a test-drive
 * resource with the structured form, checks it in the preview and saves it; in a second browser
 * context a merchant owner opens it and creates three records. A column is added, and a rollback
 * hides it again with its data kept.
 */
test.describe.configure({ mode: 'serial', timeout: 240_000 });
test.use({ viewport: { width: 1600, height: 1000 } });

const DESIGNER = '/supertube/platform/designer';
const LIST = '/testDrives/list';
const CUSTOMERS = ['张三', '李四', '王五'];

/** The merchant owner's console, in a browser context of its own. */
const merchantConsole = async (browser: Browser, baseURL: string | undefined): Promise<Pages & { page: Page; close(): Promise<void> }> => {
    const context = await browser.newContext({ baseURL, locale: 'zh-CN', viewport: { width: 1440, height: 900 } });
    const page = await context.newPage();
    await openSignedIn(page, 'admin', { baseURL });
    return { page, ...pagesFor(page), close: () => context.close() };
};

/** A column's part of the structured form. */
const column = (page: Page, name: string) => page.getByRole('group', { name: `列 ${name}`, exact: true });

/** The column's title in one language (the zh-cn one unless said). */
const titleInput = (page: Page, name: string, language = '简体中文') => column(page, name).getByRole('textbox', { name: `列 ${name} 的标题（${language}）` });

/** Waits for the server's check of the draft to pass (the form is checked as the engineer types). */
const expectValid = (page: Page) => expect(page.getByRole('status').filter({ hasText: '声明有效' })).toBeVisible({ timeout: 15_000 });

/** A version of the resource in its versions list, made by a save or a rollback. */
const versionLine = (page: Page, version: number, action: '保存' | '回滚') =>
    page.getByRole('list', { name: '版本' }).getByText(new RegExp(`^第 ${version} 版 · ${action}`));

const saveDesign = async (page: Page, version: number) => {
    await expectValid(page);
    await page.getByRole('button', { name: '保存', exact: true }).click();
    await expect(versionLine(page, version, '保存')).toBeVisible();
};

const previewTable = (page: Page): Locator => page.getByRole('region', { name: '预览' }).getByRole('table');

const headersOf = async (table: Locator) =>
    (await table.getByRole('columnheader').allTextContents()).map(text => text.trim()).filter(text => text && text !== '操作');

test('a resource built in the designer, used by a merchant, changed and rolled back', async ({ page, browser, baseURL, signIn, shell, listPage }) => {
    // The platform administrator builds the resource with the structured form.
    await signIn('platform', DESIGNER);
    await page.getByRole('button', { name: '新建资源' }).click();
    await page.getByRole('textbox', { name: '表名' }).fill('test_drives');
    await page.getByRole('textbox', { name: '记录名称（简体中文）' }).fill('试驾预约');
    await page.getByRole('textbox', { name: '记录名称（English）' }).fill('Test drive');

    await column(page, 'name').getByRole('textbox', { name: '列名' }).fill('customer');
    await titleInput(page, 'customer').fill('客户');
    await titleInput(page, 'customer', 'English').fill('Customer');

    await page.getByRole('button', { name: '添加列' }).click();
    const added = column(page, 'column_2');
    await added.getByRole('textbox', { name: '列名' }).fill('deposit');
    await column(page, 'deposit').getByRole('combobox', { name: '类型' }).selectOption('money');
    await titleInput(page, 'deposit').fill('意向金');
    await column(page, 'deposit').getByRole('checkbox', { name: '排序' }).check();

    // The columns' order: by keyboard (the move buttons), then back by dragging.
    await page.getByRole('button', { name: '列 deposit 上移' }).click();
    await expect(page.getByRole('group', { name: /^列 \w+$/ }).first()).toHaveAccessibleName('列 deposit');
    await page.getByRole('img', { name: '拖动列 customer' }).dragTo(column(page, 'deposit'));
    await expect(page.getByRole('group', { name: /^列 \w+$/ }).first()).toHaveAccessibleName('列 customer');

    // The menu entry: a new section with its title, and the entry's own.
    await page.getByRole('textbox', { name: '栏目名称（简体中文）' }).fill('试驾');
    await page.getByRole('textbox', { name: '菜单名称（简体中文）' }).fill('试驾预约');

    // A problem points at its field: a maximum length that is no length.
    const maxLength = column(page, 'customer').getByRole('spinbutton', { name: '最多字数' });
    await maxLength.fill('0');
    await expect(
        column(page, 'customer')
            .getByText(/maxLength|最多|大于|greater/)
            .first()
    ).toBeVisible({ timeout: 15_000 });
    await maxLength.fill('20');

    // The preview: the console's own list (filters, table, the summary row) and create form.
    await expectValid(page);
    await expect.poll(() => headersOf(previewTable(page))).toEqual(['客户', '意向金']);
    await expect(previewTable(page).getByText('customer 1')).toBeVisible();
    await expect(page.getByRole('region', { name: '预览' }).getByText('合计').first()).toBeVisible();
    await page.getByRole('tab', { name: '新增表单' }).click();
    await page.getByRole('region', { name: '预览' }).getByRole('textbox', { name: '客户' }).fill('预览客户');
    await page.getByRole('button', { name: '添加到预览' }).click();
    await expect(previewTable(page).getByText('预览客户')).toBeVisible();

    await saveDesign(page, 1);
    // This console shows the new entry at once, with no reload.
    await shell.openMenu('试驾', '试驾预约');
    await expect(page).toHaveURL(new RegExp(`${LIST}$`));
    // The list renders its columns once its definition is read: wait for them, as a reader does.
    await expect.poll(() => listPage.headerTitles()).toEqual(expect.arrayContaining(['客户', '意向金']));
    await shell.goInApp(DESIGNER);

    // A merchant owner, in a browser of its own, opens it and creates three records.
    const merchant = await merchantConsole(browser, baseURL);
    await merchant.shell.openMenu('试驾', '试驾预约');
    await expect(merchant.listPage.emptyState).toBeVisible();
    for (const [i, customer] of CUSTOMERS.entries()) {
        await merchant.listPage.create();
        await merchant.formPage.fill('客户', customer);
        await merchant.formPage.fill('意向金', String(100 * (i + 1)));
        await merchant.formPage.submit();
        await expect(merchant.formPage.notice('mc.message.added')).toBeVisible();
        await expect(merchant.listPage.row(customer)).toBeVisible();
    }
    await expect(merchant.listPage.rows).toHaveCount(3);

    // The platform adds a column.
    await page.getByRole('button', { name: '编辑 test_drives' }).click();
    await page.getByRole('button', { name: '添加列' }).click();
    await column(page, 'column_3').getByRole('textbox', { name: '列名' }).fill('mileage');
    await column(page, 'mileage').getByRole('combobox', { name: '类型' }).selectOption('number');
    await titleInput(page, 'mileage').fill('里程');
    await expect.poll(() => headersOf(previewTable(page))).toEqual(['客户', '意向金', '里程']);
    await saveDesign(page, 2);

    // The platform's own console drops the definition at its save: its list shows the column with no reload.
    await shell.openMenu('试驾', '试驾预约');
    await expect.poll(() => listPage.headerTitles()).toEqual(expect.arrayContaining(['客户', '意向金', '里程']));
    await shell.goInApp(DESIGNER);

    // No reload: the merchant's console hears of the design on the live stream's `catalogue` event.
    await expect.poll(() => merchant.listPage.headerTitles(), { timeout: 15_000 }).toEqual(expect.arrayContaining(['里程']));
    await merchant.listPage.rowAction(merchant.listPage.row('李四'), '编辑');
    await merchant.formPage.fill('里程', '1200');
    await merchant.formPage.submit();
    await expect(merchant.listPage.row('李四')).toContainText('1,200');

    // A rollback to version 1 hides the column again; its data is kept.
    await page.getByRole('button', { name: '回滚到第 1 版' }).click();
    await shell.confirm();
    await expect(versionLine(page, 3, '回滚')).toBeVisible();
    const hidden = page.getByRole('list', { name: /仍保留数据的列/ });
    await expect(hidden.getByText('mileage')).toBeVisible();
    await expect(hidden.getByRole('button', { name: '重新声明列 mileage' })).toBeVisible();
    // The rollback against the version it left: the column is gone from the declaration.
    const compare = page.getByRole('region', { name: '版本对比' });
    await expect(compare.getByRole('table', { name: '第 2 版到第 3 版的改动' }).getByRole('row', { name: /declaration\.columns\.mileage/ })).toBeVisible();
    await expect.poll(() => merchant.listPage.headerTitles(), { timeout: 15_000 }).not.toContain('里程');
    await expect(merchant.listPage.rows).toHaveCount(3);

    // Rolled forward to version 2, the column shows what the merchant wrote.
    await page.getByRole('button', { name: '回滚到第 2 版' }).click();
    await shell.confirm();
    await expect(versionLine(page, 4, '回滚')).toBeVisible();
    await expect.poll(() => merchant.listPage.headerTitles(), { timeout: 15_000 }).toEqual(expect.arrayContaining(['里程']));
    await expect(merchant.listPage.row('李四')).toContainText('1,200');
    await merchant.close();
});

test("a role grants the designer to the platform's staff: the role form offers it, and its holder has the buttons ticked", async ({
    page,
    browser,
    baseURL,
    signIn,
    formPage: form,
}) => {
    const stamp = String(Date.now()).slice(-6);
    const roleName = `资源设计员${stamp}`;
    const session = await signIn('platform', '/setting/permission/management/role/add');
    await form.fill('角色名称', roleName);
    // 页面权限: the designer, under the platform's pages; 接口权限 then holds its calls.
    await page.getByRole('button', { name: '展开 平台' }).first().click();
    await form.setCheckbox('资源设计', true);
    await page.getByRole('button', { name: '展开 平台' }).click();
    const calls = page.getByRole('group', { name: '资源设计的接口', exact: true });
    await expect(calls.getByRole('checkbox', { name: 'platform/designer/TableSave' })).toBeChecked();
    await form.setCheckbox('platform/designer/TableRollback', false, '资源设计的接口');
    await form.submit();
    await expect(form.notice('mc.message.added')).toBeVisible();

    // An account of the platform's merchant holding that role, made through the API.
    const roles = await session.http.request<{ data: Array<{ id: number; name: string }> }>('seller/role/rolemanage', {
        params: { page: 1, limit: 10, name: roleName },
    });
    const role = roles.data.find(one => one.name === roleName)!;
    const engineer = { username: `engineer_${stamp}`, password: 'Engineer@2026' };
    await session.http.request('seller/operator/OperatorAdd', {
        method: 'POST',
        body: { ...engineer, nickname: '资源设计员', phone: '13722223333', role_ids: JSON.stringify([role.id]), status: 1 },
    });

    // Working as that engineer, in a browser of its own: the designer, with no rollback.
    const context = await browser.newContext({ baseURL, locale: 'zh-CN', viewport: { width: 1600, height: 1000 } });
    const staff = await context.newPage();
    await openSignedIn(staff, engineer, { path: DESIGNER, baseURL });
    await expect(staff.getByRole('heading', { name: '资源设计', level: 1 })).toBeVisible();
    await expect(staff.getByRole('button', { name: '新建资源' })).toBeVisible();
    await staff.getByRole('button', { name: '编辑 test_drives' }).click();
    await expect(staff.getByRole('button', { name: '保存', exact: true })).toBeVisible();
    await expect(versionLine(staff, 1, '保存')).toBeVisible();
    await expect(staff.getByRole('button', { name: /^回滚到/ })).toHaveCount(0);
    await context.close();
});
