import { expect, type Page } from '@playwright/test';

type Recorded = { __mcOpened?: string[] };

/**
 * Downloads open a signed URL in a new window; the page objects record the URL instead of
 * letting the browser save the file, so that a test can fetch it and read the workbook.
 */
export const recordWindowOpen = (page: Page) =>
    page.evaluate(() => {
        const opened: string[] = [];
        (window as Recorded).__mcOpened = opened;
        window.open = (url?: string | URL) => {
            opened.push(String(url));
            return null;
        };
    });

/** The absolute URL of the last window the page opened since `recordWindowOpen`. */
export const lastOpenedUrl = async (page: Page): Promise<string> => {
    await expect.poll(() => page.evaluate(() => (window as Recorded).__mcOpened?.length ?? 0)).toBeGreaterThan(0);
    const url = await page.evaluate(() => (window as Recorded).__mcOpened!.at(-1)!);
    return new URL(url, page.url()).toString();
};
