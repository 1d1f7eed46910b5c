import type { Lang } from '../../../protocol/lang';
import { localize } from '../../i18n/LocalText';
import type { ColumnSpec, Option } from '../TableSpec';
import { formatSeconds } from './formatSeconds';
import { minorToDecimal } from './minorUnits';

/** One cell of an exported sheet: text, a number, or empty. */
export type Cell = string | number | null;

/** A non-empty value as the user reads it in the list. */
export type CellFormat = (value: unknown) => Cell;

/**
 * A column's formatter in the file's language, built once per export column: option labels go
 * into a Map, so each cell costs a lookup (an export of a million rows formats tens of millions
 * of cells).
 */
export type ExportFormat = (column: ColumnSpec, timeZone: string, lang: Lang) => CellFormat;

/** Every option's label in `lang` by its value as text, children (cascades) included. */
const labelsOf = (options: Option[] | undefined, lang: Lang, into = new Map<string, string>()): Map<string, string> => {
    for (const option of options ?? []) {
        if (!into.has(String(option.value))) into.set(String(option.value), localize(option.label, lang));
        labelsOf(option.children, lang, into);
    }
    return into;
};

const listOf = (value: unknown): unknown[] =>
    Array.isArray(value)
        ? value
        : String(value)
              .split(',')
              .map(v => v.trim())
              .filter(Boolean);

const asNumber: CellFormat = value => {
    const number = Number(value);
    return Number.isFinite(number) ? number : String(value);
};

const asText: CellFormat = value => (typeof value === 'number' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value));

/** Text stays a string cell, so `=1+1` is never read back as a formula. */
export const textCell: ExportFormat = () => asText;

/** Seconds as a number. */
export const numberCell: ExportFormat = () => asNumber;

/** Time columns show the month, the date, or date and time, in the configured zone, as the language writes them. */
export const timeCell =
    (length: 'month' | 'date' | 'datetime'): ExportFormat =>
    (_column, timeZone, lang) =>
    value => {
        const seconds = Number(value);
        return !Number.isFinite(seconds) || seconds <= 0 ? String(value) : formatSeconds(seconds, timeZone, length, lang);
    };

/** The option's label (a cascade's at any level). */
export const optionCell: ExportFormat = (column, _timeZone, lang) => {
    const labels = labelsOf(column.options, lang);
    return value => labels.get(String(value)) ?? String(value);
};

/** Each value's label, comma-joined. */
export const optionsCell: ExportFormat = (column, _timeZone, lang) => {
    const labels = labelsOf(column.options, lang);
    return value =>
        listOf(value)
            .map(v => labels.get(String(v)) ?? String(v))
            .join(',');
};

/** Minor units as the number they stand for (`decimal` places). */
export const amountCell: ExportFormat = column => {
    const decimal = column.decimal ?? 0;
    if (decimal <= 0) return asNumber;
    return value => {
        const exact = minorToDecimal(value, decimal);
        return exact === undefined ? String(value) : Number(exact);
    };
};
