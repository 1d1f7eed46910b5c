import { expect, type Locator, type Page } from '@playwright/test';
import type { Texts } from './texts';

/** A generated list's table: its rows, columns, sorting and summary (合计). */
export class ListTable {
    constructor(
        readonly page: Page,
        readonly texts: Texts
    ) {}

    private t(key: string, values?: Record<string, string | number>) {
        return this.texts.t(key, values);
    }

    /** The list's table (the visible one: kept-alive tabs hide theirs). */
    get table(): Locator {
        return this.page.getByRole('table').first();
    }

    /** The data rows of the table: its body's, not the header, the summary row (合计, in the foot) or an empty list's one row that holds its empty state. */
    get rows(): Locator {
        return this.table
            .getByRole('rowgroup')
            .nth(1)
            .getByRole('row')
            .filter({ hasNot: this.page.getByRole('status') });
    }

    /** The data rows with a cell reading exactly `text` (a status, a name). */
    rowsWith(text: string): Locator {
        return this.rows.filter({ has: this.page.getByRole('cell', { name: text, exact: true }) });
    }

    /** The data row containing `text` anywhere. */
    row(text: string): Locator {
        return this.rows.filter({ hasText: text });
    }

    /** A column's header. */
    header(title: string): Locator {
        return this.table.getByRole('columnheader', { name: title, exact: true });
    }

    /** The titles of the shown columns, in order. */
    async headerTitles(): Promise<string[]> {
        return (await this.table.getByRole('columnheader').allInnerTexts()).map(text => text.trim()).filter(Boolean);
    }

    private async columnIndex(title: string): Promise<number> {
        const headers = (await this.table.getByRole('columnheader').allInnerTexts()).map(text => text.trim());
        const index = headers.indexOf(title);
        expect(index, `column ${title} in ${headers.join('|')}`).toBeGreaterThanOrEqual(0);
        return index;
    }

    private cells(row: Locator): Locator {
        return row.getByRole('cell').or(row.getByRole('rowheader'));
    }

    /** The texts of one column, by its header title, top to bottom. */
    async columnTexts(title: string): Promise<string[]> {
        const index = await this.columnIndex(title);
        const texts: string[] = [];
        for (const row of await this.rows.all()) texts.push((await this.cells(row).nth(index).innerText()).trim());
        return texts;
    }

    /**
     * Waits until the list shows rows and every cell of the column passes `check`. Retried: the
     * rows of the previous query stay on screen for a moment after a new one is sent, so reading
     * them once right after the request can see the old rows.
     */
    async expectEveryCell(title: string, check: (text: string) => boolean) {
        await expect
            .poll(async () => {
                const texts = await this.columnTexts(title);
                const wrong = texts.filter(text => !check(text));
                return texts.length === 0 ? 'no rows' : wrong.length ? `not passing: ${wrong.join(' | ')}` : 'every cell passes';
            })
            .toBe('every cell passes');
    }

    /** Sorts by a column: the first click ascending, the next descending. */
    async sortBy(title: string) {
        await this.table.getByRole('columnheader', { name: title }).getByRole('button').click();
    }

    /** The summary row (合计). */
    get summaryRow(): Locator {
        return this.table.getByRole('row', { name: this.t('mc.schema.summary') });
    }

    /** The totals line below the table: 合计 and each summed column's title and total. */
    get summaryLine(): Locator {
        return this.page.getByRole('group', { name: this.t('mc.schema.summary'), exact: true });
    }

    /** The total shown in the summary row under a column. */
    async summaryCell(title: string): Promise<string> {
        const index = await this.columnIndex(title);
        return (await this.cells(this.summaryRow).nth(index).innerText()).trim();
    }
}
