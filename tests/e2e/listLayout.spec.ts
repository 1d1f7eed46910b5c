import { expect, test } from '@playwright/test';
import { ListPage } from './pages/ListPage';
import { textsFor } from './pages/texts';
import { openSignedIn } from './support/apiSignIn';

test.use({ viewport: { width: 1280, height: 800 } });

test('a list wider than the window scrolls its table, keeping toolbar and pagination in view', async ({ page }) => {
    const list = new ListPage(page, textsFor('zh-cn'));
    await openSignedIn(page, 'admin', { path: '/cars/list/manageShow' });
    await list.hasRows();
    // The vehicle table has more columns than fit: it is wider than the window…
    const tableWidth = await list.table.evaluate(element => element.getBoundingClientRect().width);
    expect(tableWidth).toBeGreaterThan(1280);
    // …yet the page does not scroll sideways, and the list's controls stay on screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    for (const control of [list.toolbarButton('mc.schema.export.button'), list.toolbarButton('mc.schema.columns.button'), list.nextPageButton]) {
        const box = await control.boundingBox();
        expect(box).not.toBeNull();
        expect(box!.x + box!.width).toBeLessThanOrEqual(1280);
    }
});
