import { expect, type Locator, type Page } from '@playwright/test';

// MUI X wraps a field's text in bidi isolates; what the user reads is the rest.
const BIDI = /[\u2066-\u2069\u200e\u200f]/g;

/** The date, month, time and moment pickers of a page (MUI X fields: one spinbutton per section, and a calendar). */
export class PickerFields {
    constructor(readonly page: Page) {}

    /** Types a date, month, time or moment into a picker field (digits fill its sections in order, whatever the separators). */
    async typeDate(label: string, text: string) {
        await this.page.getByRole('group', { name: label, exact: true }).getByRole('spinbutton').first().click();
        await this.page.keyboard.type(text.replace(/\D/g, ''));
    }

    /** What a picker field shows, e.g. `2025-01-01`, or its placeholders when empty. */
    async dateText(label: string) {
        return ((await this.page.getByRole('group', { name: label, exact: true }).textContent()) ?? '').replace(BIDI, '').trim();
    }

    /** Opens a picker field's calendar and answers it. */
    async openCalendar(label: string): Promise<Locator> {
        await this.page.getByRole('group', { name: label, exact: true }).getByRole('button').click();
        return this.page.getByRole('dialog');
    }

    /** Picks a day of the shown month in a picker field's calendar. */
    async pickDay(label: string, day: number) {
        const calendar = await this.openCalendar(label);
        await calendar.getByRole('gridcell', { name: String(day), exact: true }).click();
        await expect(calendar).toBeHidden();
    }
}
