import type { Lang } from '../../protocol/lang';
import { columnTypeOf } from '../tables/columnTypes/columnTypes';
import type { Cell, CellFormat } from '../tables/columnTypes/exportFormat';
import type { ColumnSpec } from '../tables/TableSpec';

export type { Cell };

/**
 * The formatter of one column in the file's language (its type's `exportCell`: option labels,
 * times), built once per export; empty values are empty cells. Numbers stay numbers: the
 * spreadsheet shows them in its reader's locale, exactly.
 */
export const cellFormatter = (column: ColumnSpec, timeZone: string, lang: Lang = 'zh-cn'): CellFormat => {
    const format = columnTypeOf(column.type).exportCell(column, timeZone, lang);
    return value => (value === null || value === undefined || value === '' ? null : format(value));
};

/**
 * A row value as the user reads it in the list: option labels, amounts with their decimals,
 * times formatted. Text stays a string cell, so `=1+1` is never read back as a formula.
 */
export const exportCell = (column: ColumnSpec, value: unknown, timeZone: string, lang: Lang = 'zh-cn'): Cell => cellFormatter(column, timeZone, lang)(value);
