import type { ColumnDefinition } from '../dataProvider/TableDefinition';

/** What a list with `show_sum` shows of its totals (docs/protocol.md §9.3 `totalrow`). */
export interface ListSummary {
    /** The totals as the server sent them with page 1 (the data provider keeps them for later pages). */
    totals: Record<string, unknown>;
    /** The shown columns that have a total, in display order: the footer line's items. */
    summed: ColumnDefinition[];
    /**
     * The column whose summary cell carries the 合计 label: the first shown one, when it has no
     * total of its own (then the label is as wide as that column, never squeezed into the checkbox
     * column); undefined when the first column is itself a total.
     */
    labelColumn?: string;
}

/**
 * The summary of a list, or undefined when there is none to show: the definition has no
 * `show_sum`, the server sent no totals object, or the list is empty.
 */
export const listSummary = (showSum: boolean, shown: readonly ColumnDefinition[], totalrow: unknown, total: number | undefined): ListSummary | undefined => {
    if (!showSum || !totalrow || typeof totalrow !== 'object' || Array.isArray(totalrow) || !total) return undefined;
    const first = shown[0];
    return {
        totals: totalrow as Record<string, unknown>,
        summed: shown.filter(column => column.sum),
        labelColumn: first && !first.sum ? first.name : undefined,
    };
};
