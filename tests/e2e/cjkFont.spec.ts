import { expect, test } from '@playwright/test';
import { drawsChineseGlyphs } from './support/cjkGlyphs';

/**
 * Screenshots and videos of failed tests (and the docs' screenshots) show Chinese only when the
 * machine has a CJK font; `npm test` installs Debian's fonts-noto-cjk when there is none.
 */
test('the zh login page is drawn with Chinese glyphs, not empty boxes', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByRole('button', { name: '登录' })).toBeVisible();
    expect(await drawsChineseGlyphs(page), 'no CJK font: install fonts-noto-cjk (npm test does)').toBe(true);
});
