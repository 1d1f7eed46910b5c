import type { ColumnDefinition } from '../dataProvider/TableDefinition';
import type { FormatDate } from '../i18n/dateFormats';
import type { FormatNumber } from '../i18n/numberFormats';
import type { FormatEnv } from './cellFormats';
import { COLUMN_TYPES } from './columnTypes';

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/**
 * The text of one cell, by its column type's `format` (docs/protocol.md §9.2), times as `formatDate`
 * writes them; empty values are empty. Images are drawn by the cell component; everything else
 * is text here, so lists, the show page and the summary row agree. Numbers are grouped by
 * `formatNumber` (the language's grouping; none when not given, as in files).
 */
export const formatCell = (
    column: ColumnDefinition,
    value: unknown,
    translate: FormatEnv['translate'],
    formatDate: FormatDate,
    formatNumber: FormatNumber = text => text
): string => (isEmpty(value) ? '' : COLUMN_TYPES[column.type].format(value, column, { translate, formatDate, formatNumber }));
