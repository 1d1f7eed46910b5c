import { expect, type Locator, type Page } from '@playwright/test';
import { ListFilterForm, type RangeHalf } from './ListFilterForm';
import { ListPaging } from './ListPaging';
import { ListRowActions } from './ListRowActions';
import { ListSelection } from './ListSelection';
import { ListTable } from './ListTable';
import { ListToolbar, type Density, type UploadFile } from './ListToolbar';
import { openPage } from './navigation';
import { PickerFields } from './PickerFields';
import type { Texts } from './texts';

export type { Density, RangeHalf, UploadFile };

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
 *
 * Each part is a page object of its own (ListFilterForm, PickerFields, ListTable, ListRowActions,
 * ListPaging, ListToolbar, ListSelection, each documenting its members); the list page answers
 * for all of them, so a spec reaches every control of the list through one object.
 */
export class ListPage {
    private readonly filterForm: ListFilterForm;
    private readonly pickers: PickerFields;
    private readonly tableView: ListTable;
    private readonly rowActions: ListRowActions;
    private readonly paging: ListPaging;
    private readonly toolbar: ListToolbar;
    private readonly selection: ListSelection;

    constructor(
        readonly page: Page,
        readonly texts: Texts
    ) {
        this.filterForm = new ListFilterForm(page, texts);
        this.pickers = new PickerFields(page);
        this.tableView = new ListTable(page, texts);
        this.rowActions = new ListRowActions(page, texts);
        this.paging = new ListPaging(page, texts);
        this.toolbar = new ListToolbar(page, texts);
        this.selection = new ListSelection(page, texts);
    }

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

    // ——— filters (ListFilterForm; dates: PickerFields) ———

    get filters(): Locator {
        return this.filterForm.filters;
    }

    readonly rangeLabel = (title: string, half: RangeHalf) => this.filterForm.rangeLabel(title, half);
    readonly filter = (label: string) => this.filterForm.filter(label);
    readonly fillFilter = (label: string, value: string) => this.filterForm.fillFilter(label, value);
    readonly chooseFilter = (label: string, option: string) => this.filterForm.chooseFilter(label, option);
    readonly secondLevel = (title: string) => this.filterForm.secondLevel(title);
    readonly checkFilter = (label: string, option: string) => this.filterForm.checkFilter(label, option);
    readonly typeDate = (label: string, text: string) => this.pickers.typeDate(label, text);
    readonly dateText = (label: string) => this.pickers.dateText(label);
    readonly openCalendar = (label: string) => this.pickers.openCalendar(label);
    readonly pickDay = (label: string, day: number) => this.pickers.pickDay(label, day);
    readonly search = () => this.filterForm.search();
    readonly searchWithEnter = (label: string) => this.filterForm.searchWithEnter(label);
    readonly reset = () => this.filterForm.reset();
    readonly foldButton = (state?: 'folded' | 'unfolded', activeHidden?: number) => this.filterForm.foldButton(state, activeHidden);
    readonly expandFilters = () => this.filterForm.expandFilters();
    readonly collapseFilters = () => this.filterForm.collapseFilters();
    readonly filterButton = (active?: number) => this.filterForm.filterButton(active);
    readonly openFilterDrawer = (active?: number) => this.filterForm.openFilterDrawer(active);

    get filterDrawer(): Locator {
        return this.filterForm.filterDrawer;
    }

    // ——— the table (ListTable) and row actions (ListRowActions) ———

    get table(): Locator {
        return this.tableView.table;
    }

    get rows(): Locator {
        return this.tableView.rows;
    }

    get summaryRow(): Locator {
        return this.tableView.summaryRow;
    }

    get summaryLine(): Locator {
        return this.tableView.summaryLine;
    }

    readonly rowsWith = (text: string) => this.tableView.rowsWith(text);
    readonly row = (text: string) => this.tableView.row(text);
    readonly header = (title: string) => this.tableView.header(title);
    readonly headerTitles = () => this.tableView.headerTitles();
    readonly columnTexts = (title: string) => this.tableView.columnTexts(title);
    readonly expectEveryCell = (title: string, check: (text: string) => boolean) => this.tableView.expectEveryCell(title, check);
    readonly sortBy = (title: string) => this.tableView.sortBy(title);
    readonly summaryCell = (title: string) => this.tableView.summaryCell(title);
    readonly moreButton = (row: Locator) => this.rowActions.moreButton(row);
    readonly openMore = (row: Locator) => this.rowActions.openMore(row);
    readonly rowAction = (row: Locator, label: string) => this.rowActions.rowAction(row, label);

    // ——— paging (ListPaging) ———

    get pageRange(): Locator {
        return this.paging.pageRange;
    }

    get nextPageButton(): Locator {
        return this.paging.nextPageButton;
    }

    readonly total = () => this.paging.total();
    readonly goToPage = (n: number) => this.paging.goToPage(n);
    readonly setPageSize = (size: number) => this.paging.setPageSize(size);

    // ——— toolbar, column chooser, export and import (ListToolbar) ———

    get columnChooser(): Locator {
        return this.toolbar.columnChooser;
    }

    get importResult(): Locator {
        return this.toolbar.importResult;
    }

    readonly toolbarButton = (key: string) => this.toolbar.toolbarButton(key);
    readonly createLink = () => this.toolbar.createLink();
    readonly create = () => this.toolbar.create();
    readonly refresh = () => this.toolbar.refresh();
    readonly densityButton = (density: Density) => this.toolbar.densityButton(density);
    readonly setDensity = (density: Density) => this.toolbar.setDensity(density);
    readonly openColumnChooser = () => this.toolbar.openColumnChooser();
    readonly toggleColumn = (title: string) => this.toolbar.toggleColumn(title);
    readonly moveColumn = (title: string, direction: 'up' | 'down') => this.toolbar.moveColumn(title, direction);
    readonly closeColumnChooser = () => this.toolbar.closeColumnChooser();
    readonly exportNow = () => this.toolbar.exportNow();
    readonly importTemplateUrl = () => this.toolbar.importTemplateUrl();
    readonly importFile = (file: UploadFile) => this.toolbar.importFile(file);
    readonly importSummary = (total: number, inserted: number, failed: number) => this.toolbar.importSummary(total, inserted, failed);
    readonly closeImportResult = () => this.toolbar.closeImportResult();

    // ——— selection and batch actions (ListSelection) ———

    get batchActions(): Locator {
        return this.selection.batchActions;
    }

    readonly select = (row: Locator) => this.selection.select(row);
    readonly selectionCount = (count: number) => this.selection.selectionCount(count);
    readonly clearSelection = () => this.selection.clearSelection();
    readonly startBatch = (action: string) => this.selection.startBatch(action);
    readonly batchQuestion = (action: string, count: number) => this.selection.batchQuestion(action, count);
    readonly confirmBatch = (dialog: Locator) => this.selection.confirmBatch(dialog);
    readonly batchRunning = (dialog: Locator, action: string, total: number) => this.selection.batchRunning(dialog, action, total);
    readonly batchProgress = (dialog: Locator) => this.selection.batchProgress(dialog);
    readonly batchResult = (dialog: Locator, action: string, succeeded: number, failed: number) =>
        this.selection.batchResult(dialog, action, succeeded, failed);
    readonly batchFailures = (dialog: Locator) => this.selection.batchFailures(dialog);
    readonly batchFailurePattern = (message: string) => this.selection.batchFailurePattern(message);
    readonly closeBatch = (dialog: Locator) => this.selection.closeBatch(dialog);

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
