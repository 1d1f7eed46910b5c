import { expect, test, type Locator, type Page } from '@playwright/test';
import { login } from './support/login';

/** SPEC.md §9: a dialog is half the window wide and starts 15vh from the top. */
const expectSpecGeometry = async (page: Page, dialog: Locator) => {
    const viewport = page.viewportSize()!;
    const box = (await dialog.boundingBox())!;
    expect(Math.abs(box.width - viewport.width * 0.5)).toBeLessThanOrEqual(2);
    expect(Math.abs(box.y - viewport.height * 0.15)).toBeLessThanOrEqual(2);
};

test('/profile goes to the edit-profile page', async ({ page }) => {
    await login(page, 'admin');
    await page.goto('/profile');
    await expect(page).toHaveURL(/\/profile\/user\/edit$/);
    await expect(page.getByRole('textbox', { name: '昵称' })).toBeVisible();
});

test('Ctrl+Alt+S opens the debug dialog on the login page', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
    await page.keyboard.press('Control+Alt+KeyS');
    const dialog = page.getByRole('dialog', { name: '调试设置' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: '接口地址' })).toBeVisible();
    await expectSpecGeometry(page, dialog);
    await dialog.getByRole('button', { name: '取消' }).click();
    await expect(dialog).toBeHidden();
});

test("the server's is_debug puts the debug dialog in the user menu", async ({ page }) => {
    // The e2e server runs in demo mode, whose GetServerConfig answers is_debug = true.
    await login(page, 'admin');
    await page.getByRole('button', { name: '用户菜单' }).click();
    await page.getByRole('menuitem', { name: '调试设置' }).click();
    await expect(page.getByRole('dialog', { name: '调试设置' })).toBeVisible();
});

test('a delete confirmation is a dialog with the SPEC geometry; cancel goes back to the list', async ({ page }) => {
    await login(page, 'admin');
    await page.goto('/cars/cat/manage');
    await page.getByRole('row').nth(1).getByRole('link', { name: '删除分类' }).click();
    const dialog = page.getByRole('dialog', { name: '删除分类' });
    await expect(dialog).toContainText('确定要删除么?');
    await expectSpecGeometry(page, dialog);
    await dialog.getByRole('button', { name: '取消' }).click();
    await expect(page).toHaveURL(/\/cars\/cat\/manage/);
});
