import type { ColumnDefinition } from '../dataProvider/TableDefinition';
import { COLUMN_TYPES } from './columnTypes';
import { COLUMNS_STORE_PREFIX } from './listPreferenceKeys';

/** The columns a list can show: those of a listed type (`hide` columns carry data only). */
export const displayableColumns = (columns: ColumnDefinition[]) => columns.filter(column => COLUMN_TYPES[column.type].listed);

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
 * visible column (docs/console.md §5: at least one column stays).
 */
export const toggleColumn = (columns: ColumnDefinition[], hidden: readonly string[], name: string): string[] | 'lastColumn' => {
    if (hidden.includes(name)) return hidden.filter(one => one !== name);
    const remaining = visibleColumns(columns, [...hidden, name]);
    if (remaining.length === 0) return 'lastColumn';
    return [...hidden, name];
};

/** Store key of a list's hidden columns: per api, kept across sessions (docs/console.md §9). */
export const columnsStoreKey = (api: string) => `${COLUMNS_STORE_PREFIX}${api}`;

/**
 * Store keys of a list's column order and row density, per api, kept with the column choice
 * (under its prefix, so logout keeps them as preferences).
 */
export const columnOrderStoreKey = (api: string) => `${columnsStoreKey(api)}#order`;
export const densityStoreKey = (api: string) => `${columnsStoreKey(api)}#density`;

/** Standard rows, or compact ones (MUI's small table cells and buttons). */
export type Density = 'standard' | 'compact';

/**
 * The displayable columns in the user's order (`order`, column names): the named ones first as
 * ordered, then those the order does not know (a column the server added since) in definition
 * order; names the definition no longer has are ignored.
 */
export const orderedColumns = (columns: ColumnDefinition[], order: readonly string[]) => {
    const shown = displayableColumns(columns);
    const rank = (column: ColumnDefinition) => {
        const index = order.indexOf(column.name);
        return index === -1 ? order.length + shown.indexOf(column) : index;
    };
    return [...shown].sort((a, b) => rank(a) - rank(b));
};

/**
 * The order after moving one column up (`-1`) or down (`+1`) past its neighbour, or the same
 * order at either end.
 */
export const moveColumn = (columns: ColumnDefinition[], order: readonly string[], name: string, step: -1 | 1): string[] => {
    const names = orderedColumns(columns, order).map(column => column.name);
    const from = names.indexOf(name);
    const to = from + step;
    if (from === -1 || to < 0 || to >= names.length) return names;
    [names[from], names[to]] = [names[to], names[from]];
    return names;
};
