import { expect, test } from '@playwright/test';
import { login } from './support/login';

test('a wrong password shows the server message and stays on the login page', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('textbox', { name: '用户名', exact: true }).fill('admin');
    await page.getByRole('textbox', { name: '密码', exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: '登录' }).click();
    await expect(page.getByText('用户名或密码错误')).toBeVisible();
    await expect(page).toHaveURL(/\/login/);
});

test('admin logs in and sees the generated dealer list with rows from the database', async ({ page }) => {
    await login(page, 'admin');
    await page.goto('/dealer/secondHandCarDealer/list');
    const table = page.getByRole('table');
    await expect(table).toBeVisible();
    // Column headers come from the server's table definition, rows from the database.
    await expect(table.getByRole('columnheader', { name: '车商名称' })).toBeVisible();
    await expect(table.getByRole('columnheader', { name: '保证金' })).toBeVisible();
    await expect(table.locator('tbody tr').first()).toBeVisible();
    expect(await table.locator('tbody tr').count()).toBeGreaterThan(1);
});
