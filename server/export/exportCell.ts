import type { Lang } from '../../protocol/lang';
import { localize } from '../i18n/LocalText';
import type { ColumnSpec, Option, ServerColumnType } from '../tables/TableSpec';
import { formatSeconds } from './formatSeconds';
import { minorToDecimal } from './minorUnits';

export type Cell = string | number | null;

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

const asNumber = (value: unknown): Cell => {
    const number = Number(value);
    return Number.isFinite(number) ? number : String(value);
};

const asText = (value: unknown): Cell => (typeof value === 'number' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value));

type Formatter = (value: unknown) => Cell;

/** Time columns show the month, the date, or date and time, as the language writes them. */
const asTime =
    (length: 'month' | 'date' | 'datetime') =>
    (_column: ColumnSpec, timeZone: string, lang: Lang): Formatter =>
    value => {
        const seconds = Number(value);
        return !Number.isFinite(seconds) || seconds <= 0 ? String(value) : formatSeconds(seconds, timeZone, length, lang);
    };

const asOptionLabel = (column: ColumnSpec, _timeZone: string, lang: Lang): Formatter => {
    const labels = labelsOf(column.options, lang);
    return value => labels.get(String(value)) ?? String(value);
};

/**
 * Each column type's formatter factory, run once per export column: option labels go into a
 * Map, so each cell costs a lookup (an export of a million rows formats tens of millions of cells).
 */
const FORMATTERS: Record<ServerColumnType, (column: ColumnSpec, timeZone: string, lang: Lang) => Formatter> = {
    text: () => asText,
    image: () => asText,
    hide: () => asText,
    datemonth: asTime('month'),
    date: asTime('date'),
    eqdate: asTime('date'),
    datetime: asTime('datetime'),
    time: asTime('datetime'),
    eqtime: asTime('datetime'),
    second: () => asNumber,
    select: asOptionLabel,
    cascade: asOptionLabel,
    checkbox: (column, _timeZone, lang) => {
        const labels = labelsOf(column.options, lang);
        return value =>
            listOf(value)
                .map(v => labels.get(String(v)) ?? String(v))
                .join(',');
    },
    number: column => {
        const decimal = column.decimal ?? 0;
        if (decimal <= 0) return asNumber;
        return value => {
            const exact = minorToDecimal(value, decimal);
            return exact === undefined ? String(value) : Number(exact);
        };
    },
};

/**
 * The formatter of one column in the file's language (option labels, times), built once per
 * export; empty values are empty cells. Numbers stay numbers: the spreadsheet shows them in its
 * reader's locale, exactly.
 */
export const cellFormatter = (column: ColumnSpec, timeZone: string, lang: Lang = 'zh-cn'): Formatter => {
    const format = FORMATTERS[column.type ?? 'text'](column, timeZone, lang);
    return value => (value === null || value === undefined || value === '' ? null : format(value));
};

/**
 * A row value as the user reads it in the list: option labels, amounts with their decimals,
 * times formatted. Text stays a string cell, so `=1+1` is never read back as a formula.
 */
export const exportCell = (column: ColumnSpec, value: unknown, timeZone: string, lang: Lang = 'zh-cn'): Cell => cellFormatter(column, timeZone, lang)(value);
