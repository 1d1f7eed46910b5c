import type { ColumnDefinition } from '../dataProvider/TableDefinition';

/** The columns a list can show: `hide` columns carry data only. */
export const displayableColumns = (columns: ColumnDefinition[]) => columns.filter(column => column.type !== 'hide');

/** Hidden until picked in the column chooser (`showTableRow: false`). */
export const defaultHiddenColumns = (columns: ColumnDefinition[]) =>
    displayableColumns(columns)
        .filter(column => !column.showTableRow)
        .map(column => column.name);

/** The displayable columns not in `hidden`, in display order. */
export const visibleColumns = (columns: ColumnDefinition[], hidden: readonly string[]) =>
    displayableColumns(columns).filter(column => !hidden.includes(column.name));

/**
 * The hidden list after toggling one column, or `'lastColumn'` when that would hide the last
 * visible column (SPEC.md §5: at least one column stays).
 */
export const toggleColumn = (columns: ColumnDefinition[], hidden: readonly string[], name: string): string[] | 'lastColumn' => {
    if (hidden.includes(name)) return hidden.filter(one => one !== name);
    const remaining = visibleColumns(columns, [...hidden, name]);
    if (remaining.length === 0) return 'lastColumn';
    return [...hidden, name];
};

/** Store key of a list's hidden columns: per api, kept across sessions (SPEC.md §9). */
export const COLUMNS_STORE_PREFIX = 'schema.columns.';
export const columnsStoreKey = (api: string) => `${COLUMNS_STORE_PREFIX}${api}`;
