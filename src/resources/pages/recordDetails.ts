import type { FormatDate } from '../../i18n/dateFormats';
import type { FormatNumber } from '../../i18n/numberFormats';
import { formatMinorUnits } from '../../forms/decimal';
import { formatTimeValue } from '../../forms/timeValue';
import type { RecordDetail } from '../types';

type Format = NonNullable<RecordDetail['columns'][number]['format']>;

const formats: Record<Format, (value: unknown, formatDate: FormatDate, formatNumber: FormatNumber) => string> = {
    text: value => (value === null || value === undefined ? '' : typeof value === 'object' ? JSON.stringify(value) : String(value)),
    cents: (value, _formatDate, formatNumber) => {
        const exact = formatMinorUnits(value, 2);
        return exact === undefined ? String(value ?? '') : formatNumber(exact);
    },
    datetime: (value, formatDate) => formatTimeValue(value, 'datetime', formatDate),
};

/**
 * The cell texts of one detail table of a record (an order's goods, its logistics trail): one
 * row per object of `record[detail.field]`. A field that is not a list of objects gives no rows,
 * so a malformed reply shows an empty table rather than breaking the page.
 */
export const recordDetailRows = (
    record: Record<string, unknown>,
    detail: RecordDetail,
    formatDate: FormatDate,
    formatNumber: FormatNumber = text => text
): string[][] => {
    const list = record[detail.field];
    if (!Array.isArray(list)) return [];
    return list
        .filter((row): row is Record<string, unknown> => !!row && typeof row === 'object' && !Array.isArray(row))
        .map(row => detail.columns.map(column => formats[column.format ?? 'text'](row[column.name], formatDate, formatNumber)));
};
