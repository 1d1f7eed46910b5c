import { expect, type Locator, type Page } from '@playwright/test';
import path from 'node:path';
import { recordFigure } from '../../hardening/support/figures';

// The end-to-end suites' figures go to their own folder, which `npm run hardening` reads.
process.env.MC_HARDENING_DIR = path.resolve('.tmp/hardening/e2e');

/** The XSS suite's name in `npm run hardening`'s figures. */
export const XSS_SUITE = 'xss (Chromium)';

/** Counts the dialogs a page opens (and dismisses them, so nothing blocks). */
export const countDialogs = (page: Page) => {
    const counter = { count: 0 };
    page.on('dialog', dialog => {
        counter.count += 1;
        void dialog.dismiss();
    });
    return counter;
};

/** Where a payload shows: a text (its first match on the page), or a locator for one that is no plain text (an accessible name). */
export type Shown = string | Locator;
const locate = (page: Page, shown: Shown) => (typeof shown === 'string' ? page.getByText(shown, { exact: false }).first() : shown);

/** Where the payloads show: waits for them, hovers them, then checks nothing ran. */
export const place = async (
    page: Page,
    counter: { count: number },
    name: string,
    open: () => Promise<void>,
    shown: Shown[],
    { tried = shown.length, within }: { tried?: number; within?: () => Locator } = {}
) => {
    const before = counter.count;
    let held = 0;
    try {
        await open();
        for (const text of shown) {
            if (within && typeof text === 'string') await expect(within()).toContainText(text);
            else await expect(locate(page, text)).toBeVisible();
        }
        // Handlers that need a gesture (onmouseover) get one.
        for (const text of shown)
            await locate(page, text)
                .hover({ timeout: 2_000 })
                .catch(() => undefined);
        await page.waitForTimeout(500);
        const ran = counter.count - before;
        held = Math.max(0, tried - ran);
        expect(ran, `${name}: payloads that ran`).toBe(0);
    } finally {
        recordFigure(XSS_SUITE, tried, held);
    }
};
