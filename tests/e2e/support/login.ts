import { expect, type Page } from '@playwright/test';

export const DEMO = {
    admin: { username: 'admin', password: 'Admin@2026' },
    operator: { username: 'operator', password: 'Operator@2026' },
    bank: { username: 'bank', password: 'Bank@2026' },
    platform: { username: 'platform', password: 'Platform@2026' },
    union: { username: 'union', password: 'Union@2026' },
} as const;

export type DemoAccount = keyof typeof DEMO;

/**
 * Logs in through the login page, as an operator would, and waits to leave it. Without a
 * `redirect` in `path` the console lands on the dashboard: the helper waits for it, so the
 * session and its permitted routes are in place before the test navigates on.
 */
export const login = async (page: Page, account: DemoAccount, path = '/login') => {
    await page.goto(path);
    await page.getByRole('textbox', { name: '用户名', exact: true }).fill(DEMO[account].username);
    await page.getByRole('textbox', { name: '密码', exact: true }).fill(DEMO[account].password);
    await page.getByRole('button', { name: '登录' }).click();
    await expect(page).not.toHaveURL(/\/login/);
    if (!new URL(path, 'http://console').searchParams.has('redirect')) await expect(page).toHaveURL(/\/dashboard$/);
};
