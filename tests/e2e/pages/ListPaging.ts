import type { Locator, Page } from '@playwright/test';
import { shownNumber, textPattern } from './textPattern';
import type { Texts } from './texts';

/** A list's paging: its range text and total, page buttons and page size. */
export class ListPaging {
    constructor(
        readonly page: Page,
        readonly texts: Texts
    ) {}

    private t(key: string, values?: Record<string, string | number>) {
        return this.texts.t(key, values);
    }

    /** The paging text (`第 1-10 条，共 209 条`) of the list on screen (a kept-alive tab's hidden list has its own). */
    get pageRange(): Locator {
        return this.page.getByText(textPattern(this.texts, 'ra.navigation.page_range_info')).filter({ visible: true });
    }

    /** The total count of the paging text. */
    async total(): Promise<number> {
        const match = textPattern(this.texts, 'ra.navigation.page_range_info').exec(await this.pageRange.innerText());
        return shownNumber(match!.groups!.total);
    }

    /** Goes to page `n` by its page button. */
    async goToPage(n: number) {
        await this.page.getByRole('button', { name: this.t('ra.navigation.page', { page: n }), exact: true }).click();
    }

    /** The next-page button. */
    get nextPageButton(): Locator {
        return this.page.getByRole('button', { name: this.t('ra.navigation.next'), exact: true });
    }

    /** Chooses how many rows a page shows. */
    async setPageSize(size: number) {
        await this.page.getByRole('combobox', { name: this.t('ra.navigation.page_rows_per_page').replace(/[:：]\s*$/, '') }).click();
        await this.page.getByRole('option', { name: String(size), exact: true }).click();
    }
}
