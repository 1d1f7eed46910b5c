import { expect, type Locator, type Page } from '@playwright/test';
import { escapeRegExp } from './textPattern';
import type { Texts } from './texts';

export type RangeHalf = 'from' | 'to' | 'min' | 'max';

/**
 * A generated list's filter form: its fields of every kind, 查询 and 重置, the fold that hides all
 * but its first row, and on a phone the 筛选 button and the drawer that holds the form.
 */
export class ListFilterForm {
    constructor(
        readonly page: Page,
        readonly texts: Texts
    ) {}

    private t(key: string, values?: Record<string, string | number>) {
        return this.texts.t(key, values);
    }

    /** The filter form (on a phone, the one inside the 筛选 drawer once it is open). */
    get filters(): Locator {
        return this.page.getByRole('search', { name: this.t('mc.schema.filter.form') });
    }

    /** The accessible name of one half of a range filter: `执照有效期 开始`, `沟通时长(秒) 最小值`. */
    rangeLabel(title: string, half: RangeHalf) {
        return `${title} ${this.t(`mc.schema.filter.${half}`)}`;
    }

    /** The filter field with this label, whatever its kind (text, number, select, cascade, date, checkbox group). */
    filter(label: string): Locator {
        const name = { name: label, exact: true };
        const form = this.filters;
        return form.getByRole('textbox', name).or(form.getByRole('spinbutton', name)).or(form.getByRole('combobox', name)).or(form.getByRole('group', name));
    }

    /** Types into a text or number filter (nothing is sent until 查询 or Enter). */
    async fillFilter(label: string, value: string) {
        await this.filter(label).fill(value);
    }

    /** Chooses an option of a select filter, or of one level of a cascade (`所在地区`, `所在地区（下级）`). */
    async chooseFilter(label: string, option: string) {
        await this.filters.getByRole('combobox', { name: label, exact: true }).click();
        await this.page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
    }

    /** The label of a cascade filter's second select. */
    secondLevel(title: string) {
        return this.t('mc.schema.filter.second', { title });
    }

    /** Ticks one option of a checkbox-group filter. */
    async checkFilter(label: string, option: string) {
        await this.filters.getByRole('group', { name: label, exact: true }).getByRole('checkbox', { name: option, exact: true }).check();
    }

    /** Presses 查询. */
    async search() {
        await this.filters.getByRole('button', { name: this.t('mc.schema.filter.search'), exact: true }).click();
    }

    /** Presses Enter in a filter field, which applies the form like 查询. */
    async searchWithEnter(label: string) {
        await this.filter(label).press('Enter');
    }

    /** Presses 重置. */
    async reset() {
        await this.filters.getByRole('button', { name: this.t('mc.schema.filter.reset'), exact: true }).click();
    }

    /** The fold button: 展开, or 展开（N 项筛选） counting hidden active filters, or 收起 once unfolded. */
    foldButton(state: 'folded' | 'unfolded' = 'folded', activeHidden = 0): Locator {
        const name =
            state === 'unfolded'
                ? this.t('mc.schema.filter.collapse')
                : activeHidden
                  ? this.t('mc.schema.filter.expandActive', { count: activeHidden })
                  : this.t('mc.schema.filter.expand');
        return this.filters.getByRole('button', { name, exact: true });
    }

    /** Unfolds the filter form when it is folded (the choice is remembered per list). */
    async expandFilters() {
        // The form renders after the rows: once its 查询 is there, it shows 展开 if it folds at all.
        await expect(this.filters.getByRole('button', { name: this.t('mc.schema.filter.search'), exact: true })).toBeVisible();
        const expand = this.filters.getByRole('button', { name: new RegExp(`^${escapeRegExp(this.t('mc.schema.filter.expand'))}`) });
        if (await expand.isVisible()) await expand.click();
    }

    /** Folds the filter form back to its first row. */
    async collapseFilters() {
        await this.foldButton('unfolded').click();
    }

    // ——— phone: the 筛选 drawer ———

    /** The 筛选 button of a phone, `筛选（N）` when N filters are applied. */
    filterButton(active = 0): Locator {
        const name = active ? this.t('mc.schema.filter.openActive', { count: active }) : this.t('mc.schema.filter.open');
        return this.page.getByRole('button', { name, exact: true });
    }

    /** The phone's filter drawer. */
    get filterDrawer(): Locator {
        return this.page.getByRole('dialog', { name: this.t('mc.schema.filter.open') });
    }

    /** Opens the phone's filter drawer from its 筛选 button. */
    async openFilterDrawer(active = 0): Promise<Locator> {
        await this.filterButton(active).click();
        await expect(this.filterDrawer).toBeVisible();
        return this.filterDrawer;
    }
}
