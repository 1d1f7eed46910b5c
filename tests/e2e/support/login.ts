import { expect, type Page } from '@playwright/test';
import { credentialsOf, DEMO, type DemoAccount } from './accounts';

export { DEMO, type DemoAccount };

/**
 * Logs in through the login page, as an operator would, and waits to leave it. Without a
 * `redirect` in `path` the console lands on the dashboard: the helper waits for it, so the
 * session and its permitted routes are in place before the test navigates on. The credentials
 * are the `MC_E2E_ACCOUNTS` file's when one is given, else the demo logins.
 */
export const login = async (page: Page, account: DemoAccount, path = '/login') => {
    const { username, password } = credentialsOf(account);
    await page.goto(path);
    await page.getByRole('textbox', { name: '用户名', exact: true }).fill(username);
    await page.getByRole('textbox', { name: '密码', exact: true }).fill(password);
    await page.getByRole('button', { name: '登录' }).click();
    await expect(page).not.toHaveURL(/\/login/);
    if (!new URL(path, 'http://console').searchParams.has('redirect')) await expect(page).toHaveURL(/\/dashboard$/);
};
