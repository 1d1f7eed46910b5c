import { columnTypeOf } from '../tables/columnTypes/columnTypes';
import type { Cell, CellFormat } from '../tables/columnTypes/exportFormat';
import type { ColumnSpec } from '../tables/TableSpec';

export type { Cell };

/** The formatter of one column, built once per export (its type's `exportCell`); empty values are empty cells. */
export const cellFormatter = (column: ColumnSpec, timeZone: string): CellFormat => {
    const format = columnTypeOf(column.type).exportCell(column, timeZone);
    return value => (value === null || value === undefined || value === '' ? null : format(value));
};

/**
 * A row value as the user reads it in the list: option labels, amounts with their decimals,
 * times formatted. Text stays a string cell, so `=1+1` is never read back as a formula.
 */
export const exportCell = (column: ColumnSpec, value: unknown, timeZone: string): Cell => cellFormatter(column, timeZone)(value);
