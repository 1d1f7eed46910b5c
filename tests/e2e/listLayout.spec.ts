import { expect, test } from '@playwright/test';
import { login } from './support/login';

test.use({ viewport: { width: 1280, height: 800 } });

test('a list wider than the window scrolls its table, keeping toolbar and pagination in view', async ({ page }) => {
    await login(page, 'admin');
    await page.goto('/cars/list/manageShow');
    const table = page.getByRole('table');
    await expect(table.locator('tbody tr').first()).toBeVisible();
    // The vehicle table has more columns than fit: it is wider than the window…
    const tableWidth = await table.evaluate(element => element.getBoundingClientRect().width);
    expect(tableWidth).toBeGreaterThan(1280);
    // …yet the page does not scroll sideways, and the list's controls stay on screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    for (const control of [
        page.getByRole('button', { name: '导出', exact: true }),
        page.getByRole('button', { name: '列设置' }),
        page.getByRole('button', { name: '下一页' }),
    ]) {
        const box = await control.boundingBox();
        expect(box).not.toBeNull();
        expect(box!.x + box!.width).toBeLessThanOrEqual(1280);
    }
});
