import type { BrowserContext, Page } from '@playwright/test';

/**
 * Times taken inside the page (performance.now(), ms since the document's navigation start),
 * checked on every animation frame: Playwright's own waits poll at growing intervals (up to
 * 500 ms), which would round every figure up by an unknown amount.
 */
export interface PageMarks {
    /** The login form's username field became visible. */
    form?: number;
    /** The last click marked with markNextClick. */
    click?: number;
    /** A visible table cell with the watched text appeared. */
    cell?: number;
    /** The console's layout header (role banner) became visible: the signed-in shell is on screen. */
    banner?: number;
}

/**
 * Installed in every document of the context before any of the page's own scripts run. Plain
 * text, not a function: the bench runs under tsx, whose transform would add helpers to a
 * serialized function that the page does not have.
 */
const MARKS_SCRIPT = `(() => {
    const marks = {};
    window.__benchMarks = marks;
    let cellText;
    const isVisible = element => (element.checkVisibility ? element.checkVisibility() : true);
    const tick = () => {
        if (marks.form === undefined) {
            const field = document.querySelector('input[name="username"]');
            if (field && isVisible(field)) marks.form = performance.now();
        }
        if (marks.banner === undefined) {
            // A header inside sectioning content (the Workbench's card) is no banner.
            const banner = [...document.querySelectorAll('header, [role="banner"]')].find(
                element => element.getAttribute('role') === 'banner' || !element.parentElement.closest('main, article, aside, nav, section')
            );
            if (banner && isVisible(banner)) marks.banner = performance.now();
        }
        if (cellText !== undefined && marks.cell === undefined) {
            for (const cell of document.querySelectorAll('td, [role="cell"], [role="gridcell"]')) {
                if (cell.textContent.trim() === cellText && isVisible(cell)) {
                    marks.cell = performance.now();
                    break;
                }
            }
        }
        requestAnimationFrame(tick);
    };
    window.__benchWatchCell = text => {
        cellText = text;
        marks.cell = undefined;
    };
    window.__benchMarkNextClick = () =>
        document.addEventListener('click', () => { marks.click = performance.now(); }, { capture: true, once: true });
    requestAnimationFrame(tick);
})();`;

export const installPageMarks = (context: BrowserContext) => context.addInitScript({ content: MARKS_SCRIPT });

/** From now on, records the first frame in which a visible cell holds `text` (from the document's start: set it right after goto). */
export const watchCell = (page: Page, text: string) => page.evaluate(`window.__benchWatchCell(${JSON.stringify(text)})`);

/** Watches for a cell from the document's first frame on: for timings that start with a navigation. */
export const watchCellFromStart = (context: BrowserContext, text: string) =>
    context.addInitScript({ content: `window.__benchWatchCell(${JSON.stringify(text)});` });

/** Records when the page receives the next click (capture phase, before any handler). */
export const markNextClick = (page: Page) => page.evaluate('window.__benchMarkNextClick()');

/**
 * Waits until the page has recorded `mark`, and answers it. Polled from here with `evaluate`:
 * `waitForFunction` compiles its predicate in the page, which the console's Content-Security-Policy
 * (no `unsafe-eval`) refuses.
 */
export const waitForMark = async (page: Page, mark: keyof PageMarks, timeout: number): Promise<number> => {
    const deadline = Date.now() + timeout;
    for (;;) {
        const value = await page.evaluate(name => (window as unknown as { __benchMarks?: Partial<Record<string, number>> }).__benchMarks?.[name], mark);
        if (value) return value;
        if (Date.now() > deadline) throw new Error(`the page recorded no ${mark} within ${timeout} ms`);
        await new Promise(resolve => setTimeout(resolve, 5));
    }
};
