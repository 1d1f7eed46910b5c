import { expect, type Page } from '@playwright/test';
import type { Lang } from '../../../protocol/lang';
import { shownTexts } from './shownTexts';
import { capitalisedButtons } from './capitalisedButtons';
import { chineseIn } from './sourceTexts';
import { TableDefinitions } from './tableDefinitions';

/**
 * The language check of the route walk (tests/README.md, "Languages"): on a page shown in en, es
 * or ja, no table header, filter label, form label, option label, dialog or notification may
 * read as Chinese. What holds words and what is data is `shownTexts`'s rule; what reads as
 * Chinese is `chineseIn`'s. No button may be drawn in capitals either (a CSS
 * `text-transform: uppercase`): the theme sets sentence case for every language, and the route
 * walk checks each route in one of en, es and ja. Each finding is kept
 * with the page it was seen on, and the walk fails on any at its end.
 */
export class LanguageCheck {
    readonly found: string[] = [];

    private constructor(
        private readonly page: Page,
        private readonly definitions: TableDefinitions,
        private readonly chinese: (text: string) => string | undefined
    ) {}

    /** Starts reading the table definitions off the wire: before the page loads any list. */
    static async watch(page: Page, baseURL: string, lang: Exclude<Lang, 'zh-cn'>): Promise<LanguageCheck> {
        return new LanguageCheck(page, await TableDefinitions.watch(page, baseURL), chineseIn(lang));
    }

    /** Reads the page's words (in `view`; dialogs, list boxes and alerts wherever they are) and notes the Chinese ones; `api` is the list's, whose option columns are words. */
    async look(where: string, view: string, api?: string) {
        for (const { kind, text } of await shownTexts(this.page, view, this.definitions.optionColumnsOf(api))) {
            const why = this.chinese(text);
            if (why) this.found.push(`${where}: ${kind} “${text.slice(0, 80)}”: ${why}`);
        }
        for (const text of await capitalisedButtons(this.page, view))
            this.found.push(`${where}: button “${text.slice(0, 80)}” is drawn in capitals (text-transform)`);
    }

    /** The control: a label in Chinese put on the page is seen, so a clean walk means something. */
    async proveItSees() {
        await this.page.evaluate(() => {
            const probe = document.createElement('label');
            probe.dataset.languageProbe = '';
            probe.textContent = '车商名称';
            document.body.append(probe);
        });
        await this.page.evaluate(() => {
            const probe = document.createElement('button');
            probe.dataset.languageProbe = '';
            probe.style.textTransform = 'uppercase';
            probe.textContent = 'Create';
            document.body.append(probe);
        });
        await this.look('control', 'body');
        await this.page.evaluate(() => document.querySelectorAll('[data-language-probe]').forEach(probe => probe.remove()));
        const seen = [expect.stringContaining('control: form label “车商名称”'), expect.stringContaining('control: button “Create” is drawn in capitals')];
        expect(this.found, 'the walk sees a Chinese label and a button in capitals').toEqual(seen);
        this.found.length = 0;
    }

    /** Opens each select of the list's filters in turn and reads its options while open. */
    async lookAtFilterOptions(where: string, view: string) {
        const selects = this.page.locator(`${view} [role="search"] [role="combobox"]`);
        // Which ones an operator can open, asked once: opening and closing one changes no other.
        const openable = await selects.evaluateAll(elements =>
            elements.map(element => {
                // Visible as Playwright judges it (a box of some size, not visibility: hidden), and enabled.
                const box = element.getBoundingClientRect();
                return (
                    box.width > 0 && box.height > 0 && getComputedStyle(element).visibility === 'visible' && element.getAttribute('aria-disabled') !== 'true'
                );
            })
        );
        for (const [i, canOpen] of openable.entries()) {
            if (!canOpen) continue;
            const select = selects.nth(i);
            await select.click();
            const listBox = this.page.getByRole('listbox');
            await expect(listBox).toBeVisible();
            await this.look(`${where} filter`, view);
            await this.page.keyboard.press('Escape');
            await expect(listBox).toBeHidden();
        }
    }
}
