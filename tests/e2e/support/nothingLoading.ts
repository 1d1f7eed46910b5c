import type { Page } from '@playwright/test';

/** What shows that a page is still loading: a progress bar, a skeleton, a region marked busy. */
export const LOADING = '[role="progressbar"], .MuiSkeleton-root, [aria-busy="true"]';

/**
 * Run in the page (so it holds everything it uses: the page's policy forbids evaluating strings):
 * the visible elements matching `selector` (with a box and not hidden, as Playwright counts
 * visible), named; with `none`, whether there is none.
 */
const loadingNow = ({ selector, none }: { selector: string; none: boolean }) => {
    const shown = [...document.querySelectorAll(selector)].filter(
        element => element.checkVisibility({ visibilityProperty: true }) && element.getClientRects().length > 0
    );
    return none
        ? shown.length === 0
        : shown.map(element => `${element.tagName.toLowerCase()}[${element.getAttribute('role') ?? element.className.toString().split(' ')[0]}]`);
};

/**
 * Waits until nothing visible on the page is loading (`LOADING`), checked in the page on every
 * frame: Playwright's own polls back off to half a second, which a walk of some 500 pages would
 * wait out again and again. Rejects after `timeout` ms naming what is still loading.
 */
export const nothingLoading = async (page: Page, timeout: number) => {
    await page.waitForFunction(loadingNow, { selector: LOADING, none: true }, { polling: 'raf', timeout }).catch(async (error: Error) => {
        const still = await page.evaluate(loadingNow, { selector: LOADING, none: false }).catch(() => []);
        throw new Error(`still loading after ${timeout} ms: ${Array.isArray(still) && still.length ? still.join(', ') : error.message}`);
    });
};
