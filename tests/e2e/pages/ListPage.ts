import { expect, type Locator, type Page } from '@playwright/test';
import { lastOpenedUrl, recordWindowOpen } from './downloads';
import { openPage } from './navigation';
import { escapeRegExp, shownNumber, textPattern } from './textPattern';
import type { Texts } from './texts';

export type RangeHalf = 'from' | 'to' | 'min' | 'max';
export type Density = 'standard' | 'compact';
export type UploadFile = { name: string; mimeType: string; buffer: Buffer };

// MUI X wraps a field's text in bidi isolates; what the user reads is the rest.
const BIDI = /[\u2066-\u2069\u200e\u200f]/g;

/** Filters applied and a page size, as a list's address carries them. */
export interface ListOptions {
    filter?: object;
    perPage?: number;
}

/** A list's address with its applied filters and page size (`/cars/list/manageShow?filter=…&perPage=50`): to open it, or to sign in on it. */
export const listPath = (path: string, { filter, perPage }: ListOptions = {}) => {
    const query = new URLSearchParams({ ...(filter && { filter: JSON.stringify(filter) }), ...(perPage && { perPage: String(perPage) }) });
    return query.size ? `${path}?${query}` : path;
};

/**
 * A generated list page (src/schema): its filter form (or the phone's 筛选 drawer), toolbar,
 * table or cards, selection bar with batch actions, summary, paging and states. Every control is
 * found by its role and the console's own text for it, so the same test runs in any language.
 */
export class ListPage {
    constructor(
        readonly page: Page,
        readonly texts: Texts
    ) {}

    private t(key: string, values?: Record<string, string | number>) {
        return this.texts.t(key, values);
    }

    // ——— the page ———

    /**
     * Opens a list by its path, optionally with applied filters and a page size in the URL, and
     * waits for its rows: in the app once the console is open (`openPage`), else by loading it.
     */
    async goto(path: string, options: ListOptions = {}) {
        await openPage(this.page, listPath(path, options));
        await this.settled();
    }

    /** Waits until the list has stopped loading and shows rows, cards or its empty state. */
    async settled() {
        await expect(this.page.getByRole('main').getByRole('progressbar', { name: this.t('ra.page.loading') })).toHaveCount(0);
        await expect(this.rows.or(this.cards).or(this.emptyState).first()).toBeVisible();
    }

    /** Waits until the list shows at least one row (or card). */
    async hasRows() {
        await this.settled();
        await expect(this.rows.or(this.cards).first()).toBeVisible();
    }

    // ——— filters ———

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

    // ——— the table ———

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

    // ——— row actions ———

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

    // ——— paging ———

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

    // ——— toolbar ———

    /** A toolbar button by its catalogue key (`mc.schema.export.button`, …). */
    toolbarButton(key: string): Locator {
        return this.page.getByRole('button', { name: this.t(key), exact: true });
    }

    /** The 新增 link, shown only when the user may open the list's create route. */
    createLink(): Locator {
        return this.page.getByRole('link', { name: this.t('mc.schema.page.create'), exact: true });
    }

    /** The 新增 link of a list whose create route the user may open. */
    async create() {
        await this.page.getByRole('link', { name: this.t('mc.schema.page.create'), exact: true }).click();
    }

    /** Presses 刷新列表. */
    async refresh() {
        await this.toolbarButton('mc.schema.refresh').click();
    }

    /** A density button (标准 / 紧凑); `aria-pressed` says which is on. */
    densityButton(density: Density): Locator {
        return this.toolbarButton(`mc.schema.density.${density}`);
    }

    /** Switches the rows to standard or compact height. */
    async setDensity(density: Density) {
        await this.densityButton(density).click();
    }

    /** The column chooser (显示的列). */
    get columnChooser(): Locator {
        return this.page.getByRole('dialog', { name: this.t('mc.schema.columns.title') });
    }

    /** Opens the column chooser from 列设置. */
    async openColumnChooser(): Promise<Locator> {
        if (!(await this.columnChooser.isVisible())) await this.toolbarButton('mc.schema.columns.button').click();
        await expect(this.columnChooser).toBeVisible();
        return this.columnChooser;
    }

    /** Shows or hides a column in the chooser (it stays open). */
    async toggleColumn(title: string) {
        await (await this.openColumnChooser()).getByRole('checkbox', { name: title, exact: true }).click();
    }

    /** Moves a column one place up or down in the chooser. */
    async moveColumn(title: string, direction: 'up' | 'down') {
        const key = direction === 'up' ? 'mc.schema.columns.moveUp' : 'mc.schema.columns.moveDown';
        await (await this.openColumnChooser()).getByRole('button', { name: this.t(key, { title }), exact: true }).click();
    }

    /** Closes the column chooser. */
    async closeColumnChooser() {
        await this.page.keyboard.press('Escape');
        await expect(this.columnChooser).toBeHidden();
    }

    // ——— selection and batch actions ———

    /** Ticks a row's (or card's) checkbox. */
    async select(row: Locator) {
        await row.getByRole('checkbox', { name: this.t('ra.action.select_row'), exact: true }).check();
    }

    /** The selection bar's text for `count` rows (已选 N 项（跨页保留）). */
    selectionCount(count: number): Locator {
        return this.page.getByText(this.t('mc.schema.selection.count', { count }), { exact: true });
    }

    /** The selection bar's batch actions. */
    get batchActions(): Locator {
        return this.page.getByRole('group', { name: this.t('mc.schema.batch.label'), exact: true });
    }

    /** Clears the selection from the selection bar. */
    async clearSelection() {
        await this.batchActions.getByRole('button', { name: this.t('mc.schema.selection.clear'), exact: true }).click();
    }

    /** Starts a batch action on the selected rows and answers its dialog (still asking to confirm). */
    async startBatch(action: string): Promise<Locator> {
        await this.batchActions.getByRole('button', { name: action, exact: true }).click();
        return this.page.getByRole('dialog', { name: action });
    }

    /** The confirmation a batch dialog asks (确定要对选中的 N 项执行“…”么?). */
    batchQuestion(action: string, count: number): string {
        return this.t('mc.schema.batch.confirm', { count, action });
    }

    /** Confirms a batch dialog: its calls start, one per selected row. */
    async confirmBatch(dialog: Locator) {
        await dialog.getByRole('button', { name: this.t('mc.schema.batch.ok'), exact: true }).click();
    }

    /** The running batch's status line (正在执行“…”：done / total). */
    batchRunning(dialog: Locator, action: string, total: number): Locator {
        return dialog.getByRole('status').filter({ hasText: textPattern(this.texts, 'mc.schema.batch.running', { action, total }) });
    }

    /** The progress bar of a running batch. */
    batchProgress(dialog: Locator): Locator {
        return dialog.getByRole('progressbar', { name: this.t('mc.schema.batch.progress') });
    }

    /** The result line of a finished batch (“…”完成：成功 N 项，失败 M 项). */
    batchResult(dialog: Locator, action: string, succeeded: number, failed: number): Locator {
        return dialog.getByText(this.t('mc.schema.batch.done', { action, succeeded, failed }), { exact: true });
    }

    /** The failures a finished batch lists, one per refused record. */
    batchFailures(dialog: Locator): Locator {
        return dialog.getByRole('list', { name: this.t('mc.schema.batch.label') }).getByRole('listitem');
    }

    /** A failure line's pattern (记录 {id}：{message}). */
    batchFailurePattern(message: string): RegExp {
        return textPattern(this.texts, 'mc.schema.batch.failure', { message }, true);
    }

    /** Closes a finished batch dialog. */
    async closeBatch(dialog: Locator) {
        await dialog.getByRole('button', { name: this.t('mc.schema.batch.close'), exact: true }).click();
        await expect(dialog).toBeHidden();
    }

    // ——— export and import ———

    /** Presses 导出 (the synchronous export) and answers the signed URL it opens. */
    async exportNow(): Promise<string> {
        await recordWindowOpen(this.page);
        await this.toolbarButton('mc.schema.export.button').click();
        return lastOpenedUrl(this.page);
    }

    /** Downloads the import template (导入 → 下载导入模板) and answers its signed URL. */
    async importTemplateUrl(): Promise<string> {
        await recordWindowOpen(this.page);
        await this.toolbarButton('mc.schema.import.button').click();
        await this.page.getByRole('menuitem', { name: this.t('mc.schema.import.template'), exact: true }).click();
        return lastOpenedUrl(this.page);
    }

    /** Imports a file (导入 → 上传文件导入, then the file chooser). */
    async importFile(file: UploadFile) {
        await this.toolbarButton('mc.schema.import.button').click();
        const chooser = this.page.waitForEvent('filechooser');
        await this.page.getByRole('menuitem', { name: this.t('mc.schema.import.upload'), exact: true }).click();
        await (await chooser).setFiles(file);
    }

    /** The import result dialog. */
    get importResult(): Locator {
        return this.page.getByRole('dialog', { name: this.t('mc.schema.import.resultTitle') });
    }

    /** The import result's summary line (共 N 行，成功导入 N 行，失败 N 行). */
    importSummary(total: number, inserted: number, failed: number): Locator {
        return this.importResult.getByText(this.t('mc.schema.import.summary', { total, inserted, failed }), { exact: true });
    }

    /** Closes the import result. */
    async closeImportResult() {
        await this.importResult.getByRole('button', { name: this.t('mc.schema.import.close'), exact: true }).click();
    }

    // ——— states ———

    /** The empty state (暂无数据, with 当前筛选条件下没有数据 and 重置 when filters emptied it). */
    get emptyState(): Locator {
        // Visible only: a tab kept alive behind this one (an empty merchant's Workbench) may hold one too.
        return this.page
            .getByRole('main')
            .getByRole('status')
            .filter({ hasText: this.t('mc.schema.emptyList'), visible: true });
    }

    /** The line the empty state adds when the applied filters emptied the list. */
    get emptyFiltered(): Locator {
        return this.emptyState.getByText(this.t('mc.schema.emptyFiltered'), { exact: true });
    }

    /** Presses the empty state's 重置. */
    async resetFromEmpty() {
        await this.emptyState.getByRole('button', { name: this.t('mc.schema.filter.reset'), exact: true }).click();
    }

    /** The error shown when the rows could not be loaded, with its 重试. */
    get loadError(): Locator {
        return this.page
            .getByRole('main')
            .getByRole('alert')
            .filter({ has: this.page.getByRole('button', { name: this.t('mc.action.retry'), exact: true }) });
    }

    /** Presses the load error's 重试. */
    async retry() {
        await this.loadError.getByRole('button', { name: this.t('mc.action.retry'), exact: true }).click();
    }

    // ——— phone: cards ———

    /** The rows as cards on a narrow screen (each titled by its first column; the totals last, titled 合计). */
    get cards(): Locator {
        return this.page
            .getByRole('main')
            .getByRole('listitem')
            .filter({ has: this.page.getByRole('heading', { level: 3 }) });
    }
}
