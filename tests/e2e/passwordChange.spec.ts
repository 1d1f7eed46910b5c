import { expect, test, type Page } from '@playwright/test';
import { DEMO, login } from './support/login';

// The RSA encryption is fetched on first use (not with the login page): the login, the
// password change and the next login all go through it.
const changePassword = async (page: Page, from: string, to: string) => {
    await page.goto('/profile/pwd/edit');
    await page.getByLabel(/^原密码/).fill(from);
    await page.getByLabel(/^新密码/).fill(to);
    await page.getByLabel(/^确认新密码/).fill(to);
    await page.getByRole('button', { name: '保存' }).click();
};

const signIn = async (page: Page, password: string) => {
    await page.goto('/login');
    await page.getByRole('textbox', { name: '用户名', exact: true }).fill(DEMO.platform.username);
    await page.getByRole('textbox', { name: '密码', exact: true }).fill(password);
    await page.getByRole('button', { name: '登录' }).click();
};

test('the password change sends both passwords encrypted; the new one logs in, the old one no longer does', async ({ page, browser }) => {
    const changed = 'Platform@2027x';
    await login(page, 'platform');

    // A wrong old password is the server's answer to a decrypted field, not a decryption failure.
    await changePassword(page, 'Wrong@2026', changed);
    await expect(page.getByText('原密码不正确')).toBeVisible();

    await changePassword(page, DEMO.platform.password, changed);
    await expect(page.getByText('保存成功!')).toBeVisible();

    // Another browser: no session, the same console.
    const fresh = await browser.newContext({ baseURL: new URL(page.url()).origin, locale: 'zh-CN' });
    try {
        const other = await fresh.newPage();
        await signIn(other, DEMO.platform.password);
        await expect(other.getByText('用户名或密码错误')).toBeVisible();
        await signIn(other, changed);
        await expect(other).toHaveURL(/\/dashboard$/);
        // Back to the demo password for the specs that follow.
        await changePassword(other, changed, DEMO.platform.password);
        await expect(other.getByText('保存成功!')).toBeVisible();
    } finally {
        await fresh.close();
    }
});
