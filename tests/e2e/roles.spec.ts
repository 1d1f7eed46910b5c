import { expect, test, type Page } from '@playwright/test';
import { rowsSettled } from './support/listPage';
import { login } from './support/login';

// Issue 11 item 1: a role made in the console grants the calls of its pages, so an operator
// holding it can work; an API permission unticked in 接口权限 refuses exactly that call.

const signIn = async (page: Page, username: string, password: string) => {
    await page.goto('/login');
    await page.getByRole('textbox', { name: '用户名', exact: true }).fill(username);
    await page.getByRole('textbox', { name: '密码', exact: true }).fill(password);
    await page.getByRole('button', { name: '登录' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
};

test('a role and an operator made through the console: its pages load, an unticked call is refused', async ({ page, browser, baseURL }) => {
    // Two forms and two sessions: more steps than the default budget allows on a loaded machine.
    test.setTimeout(180_000);
    const stamp = String(Date.now()).slice(-6);
    const roleName = `车商助理${stamp}`;
    await login(page, 'admin');

    await page.goto('/setting/permission/management/role/add');
    await page.getByRole('textbox', { name: '角色名称' }).fill(roleName);
    // 页面权限: the dealer list and the store list.
    await page.getByRole('button', { name: '展开 车商' }).first().click();
    await page.getByRole('checkbox', { name: '二手车商', exact: true }).check();
    await page.getByRole('checkbox', { name: '4S店', exact: true }).check();
    // 接口权限 now holds both lists' calls; untick the store list's.
    await page.getByRole('button', { name: '展开 车商' }).click();
    const dealerCalls = page.getByRole('group', { name: '二手车商的接口', exact: true });
    const storeCalls = page.getByRole('group', { name: '4S店的接口', exact: true });
    await expect(dealerCalls.getByRole('checkbox', { name: 'seller/dealer/DealerList' })).toBeChecked();
    await expect(storeCalls.getByRole('checkbox', { name: 'seller/dealer/StoreList' })).toBeChecked();
    await storeCalls.getByRole('checkbox', { name: 'seller/dealer/StoreList' }).uncheck();
    await expect(page.getByText('已选择 1 个接口')).toBeVisible();
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('添加成功!')).toBeVisible();
    await expect(page).toHaveURL(/\/setting\/permission\/management\/role$/);

    const username = `clerk_${stamp}`;
    const password = 'Clerk@2026';
    await page.goto('/setting/permission/management/operators/add');
    await page.getByRole('textbox', { name: '登录账号' }).fill(username);
    await page.getByRole('textbox', { name: '登录密码' }).fill(password);
    await page.getByRole('textbox', { name: '姓名' }).fill('车商助理');
    await page.getByRole('textbox', { name: '联系电话' }).fill('13912345678');
    await page.getByRole('combobox', { name: /角色/ }).click();
    await page.getByRole('option', { name: roleName, exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('添加成功!')).toBeVisible();

    // Working as that operator, in a browser of its own.
    const context = await browser.newContext({ baseURL, locale: 'zh-CN' });
    const clerk = await context.newPage();
    await signIn(clerk, username, password);
    const menu = clerk.getByRole('navigation', { name: '主菜单' });
    await expect(menu.getByRole('button', { name: '车商' })).toBeVisible();

    await clerk.goto('/dealer/secondHandCarDealer/list');
    await rowsSettled(clerk);
    await expect(clerk).toHaveURL(/\/dealer\/secondHandCarDealer\/list$/);
    await expect(clerk.getByText('非常抱歉，您没有此操作权限，请联系管理员', { exact: true })).toHaveCount(0);

    // The store page is granted, its list call is not: the server refuses exactly that call.
    await clerk.goto('/dealer/store/list');
    await expect(clerk.getByText('非常抱歉，您没有此操作权限，请联系管理员', { exact: true })).toBeVisible();
    await expect(clerk).toHaveURL(/\/dashboard$/);
    await context.close();
});
