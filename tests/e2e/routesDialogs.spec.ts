import type { Locator, Page } from '@playwright/test';
import { expect, test } from './pages/fixtures';

/** docs/console.md §9: a dialog is half the window wide and starts 15vh from the top. */
const expectSpecGeometry = async (page: Page, dialog: Locator) => {
    const viewport = page.viewportSize()!;
    const box = (await dialog.boundingBox())!;
    expect(Math.abs(box.width - viewport.width * 0.5)).toBeLessThanOrEqual(2);
    expect(Math.abs(box.y - viewport.height * 0.15)).toBeLessThanOrEqual(2);
};

test('/profile goes to the edit-profile page', async ({ page, signIn, texts }) => {
    await signIn('admin', '/profile');
    await expect(page).toHaveURL(/\/profile\/user\/edit$/);
    await expect(page.getByRole('textbox', { name: texts.t('mc.profile.nickname') })).toBeVisible();
});

test('Ctrl+Alt+S opens the debug dialog on the login page', async ({ page, loginPage, shell, texts }) => {
    await loginPage.goto();
    const dialog = await shell.openDebugDialog();
    await expect(shell.apiHostField()).toBeVisible();
    await expectSpecGeometry(page, dialog);
    await dialog.getByRole('button', { name: texts.t('mc.action.cancel') }).click();
    await expect(dialog).toBeHidden();
});

test("the server's is_debug puts the debug dialog in the user menu", async ({ signIn, shell, texts }) => {
    // The e2e server runs in demo mode, whose GetServerConfig answers is_debug = true.
    await signIn('admin');
    await shell.fromUserMenu(texts.t('mc.layout.debug.title'));
    await expect(shell.debugDialog()).toBeVisible();
});

test('a delete confirmation is a dialog with the documented geometry (docs/console.md §9); cancel goes back to the list', async ({
    page,
    signIn,
    shell,
    texts,
}) => {
    await signIn('admin', '/cars/cat/manage');
    const action = shell.routeTitle('/cars/cat/del');
    await page.getByRole('row').nth(1).getByRole('link', { name: action }).click();
    const dialog = page.getByRole('dialog', { name: action });
    await expect(dialog).toContainText(texts.t('mc.message.confirmDelete'));
    await expectSpecGeometry(page, dialog);
    await dialog.getByRole('button', { name: texts.t('mc.action.cancel') }).click();
    await expect(page).toHaveURL(/\/cars\/cat\/manage/);
});
