import type { Page } from '@playwright/test';
import { expect, test } from './pages/fixtures';
import { LoginPage } from './pages/LoginPage';
import type { Texts } from './pages/texts';
import { DEMO } from './support/accounts';

// The RSA encryption is fetched on first use (not with the login page): the password change and
// the next login go through it.
const changePassword = async (page: Page, { t }: Texts, from: string, to: string) => {
    await page.goto('/profile/pwd/edit');
    await page.getByLabel(new RegExp(`^${t('mc.profile.oldPassword')}`)).fill(from);
    await page.getByLabel(new RegExp(`^${t('mc.profile.newPassword')}`)).fill(to);
    await page.getByLabel(new RegExp(`^${t('mc.profile.confirmPassword')}`)).fill(to);
    await page.getByRole('button', { name: t('ra.action.save') }).click();
};

test('the password change sends both passwords encrypted; the new one logs in, the old one no longer does', async ({ page, browser, signIn, texts }) => {
    const changed = 'Platform@2027x';
    await signIn('platform');

    // A wrong old password is the server's answer to a decrypted field, not a decryption failure.
    await changePassword(page, texts, 'Wrong@2026', changed);
    await expect(page.getByText('原密码不正确')).toBeVisible();

    await changePassword(page, texts, DEMO.platform.password, changed);
    await expect(page.getByText(texts.t('mc.message.saved'))).toBeVisible();

    // Another browser: no session, the same console.
    const fresh = await browser.newContext({ baseURL: new URL(page.url()).origin, locale: 'zh-CN' });
    try {
        const other = await fresh.newPage();
        const otherLogin = new LoginPage(other, texts);
        await otherLogin.goto();
        await otherLogin.signIn(DEMO.platform.username, DEMO.platform.password);
        await expect(otherLogin.message('用户名或密码错误')).toBeVisible();
        await otherLogin.goto();
        await otherLogin.signIn(DEMO.platform.username, changed);
        await expect(other).toHaveURL(/\/dashboard$/);
        // Back to the demo password for the specs that follow.
        await changePassword(other, texts, changed, DEMO.platform.password);
        await expect(other.getByText(texts.t('mc.message.saved'))).toBeVisible();
    } finally {
        await fresh.close();
    }
});
