import type { Locator, Page } from '@playwright/test';
import type { Texts } from './texts';

/** A row's actions: its links and its 更多 menu. */
export class ListRowActions {
    constructor(
        readonly page: Page,
        readonly texts: Texts
    ) {}

    private t(key: string, values?: Record<string, string | number>) {
        return this.texts.t(key, values);
    }

    /** A row's 更多 button. */
    moreButton(row: Locator): Locator {
        return row.getByRole('button', { name: this.t('mc.schema.more'), exact: true });
    }

    /** Opens a row's 更多 menu and answers it. */
    async openMore(row: Locator): Promise<Locator> {
        await this.moreButton(row).click();
        return this.page.getByRole('menu');
    }

    /** Runs a row action by its label: one of the row's links, or an item of its 更多 menu. */
    async rowAction(row: Locator, label: string) {
        const link = row.getByRole('link', { name: label, exact: true });
        if (await link.count()) return link.click();
        const menu = await this.openMore(row);
        await menu.getByRole('menuitem', { name: label, exact: true }).click();
    }
}
