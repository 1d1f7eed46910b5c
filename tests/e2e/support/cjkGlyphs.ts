import type { Page } from '@playwright/test';

/**
 * Whether Chromium draws Chinese with real glyphs on this page: two different characters are
 * put on the page in its own font and screenshotted. Without a CJK font both are the same empty
 * box (the font's .notdef glyph), so identical pixels mean tofu. Used by the font check
 * (cjkFont.spec.ts) and by docs:screenshots, which refuses to save a screenshot of boxes.
 */
export const drawsChineseGlyphs = async (page: Page): Promise<boolean> => {
    const shots: Buffer[] = [];
    for (const char of ['登', '录']) {
        const probe = page.locator('[data-glyph-probe]');
        await page.evaluate(text => {
            document.querySelector('[data-glyph-probe]')?.remove();
            const span = document.createElement('span');
            span.dataset.glyphProbe = '';
            span.textContent = text;
            // Where the page's text is, in its font, large enough that glyphs differ in many pixels.
            Object.assign(span.style, { position: 'fixed', left: '0', top: '0', zIndex: '99999', fontSize: '48px', background: '#fff', color: '#000' });
            document.body.append(span);
        }, char);
        shots.push(await probe.screenshot());
    }
    await page.evaluate(() => document.querySelector('[data-glyph-probe]')?.remove());
    return !shots[0].equals(shots[1]);
};
