import { expect, type Page } from '@playwright/test';

// Helpers for the generated list pages (tables, paging, downloads). Log in with ./login.ts.

/** The texts of one column of the list's table, by header title. */
export const columnTexts = async (page: Page, title: string): Promise<string[]> => {
    const table = page.getByRole('table').first();
    const headers = await table.locator('thead th').allInnerTexts();
    const index = headers.findIndex(text => text.trim() === title);
    expect(index, `column ${title} in ${headers.join('|')}`).toBeGreaterThanOrEqual(0);
    return table.locator(`tbody tr td:nth-child(${index + 1})`).allInnerTexts();
};

/** Waits until the list shows rows again after a change of filters, sort or page. */
export const rowsSettled = async (page: Page) => {
    await expect(page.locator('.RaList-content [aria-busy="true"], .MuiLinearProgress-root')).toHaveCount(0);
    await expect(page.getByRole('table').first().locator('tbody tr').first()).toBeVisible();
};

/** The total of the pagination text `第 1-10 条，共 209 条`. */
export const listTotal = async (page: Page) => {
    const text = await page
        .getByText(/共 \d+ 条/)
        .first()
        .innerText();
    return Number(/共 (\d+) 条/.exec(text)![1]);
};

/**
 * Downloads open a signed URL in a new window; the test records the URL instead of letting
 * the browser save the file, then fetches it itself to read the workbook.
 */
export const recordWindowOpen = (page: Page) =>
    page.evaluate(() => {
        const opened: string[] = [];
        (window as unknown as { __opened: string[] }).__opened = opened;
        window.open = (url?: string | URL) => {
            opened.push(String(url));
            return null;
        };
    });

export const lastOpenedUrl = async (page: Page): Promise<string> => {
    await expect.poll(() => page.evaluate(() => (window as unknown as { __opened: string[] }).__opened.length)).toBeGreaterThan(0);
    const url = await page.evaluate(() => (window as unknown as { __opened: string[] }).__opened.at(-1)!);
    return new URL(url, page.url()).toString();
};
