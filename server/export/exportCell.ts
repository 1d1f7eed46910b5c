import type { ColumnSpec, Option } from '../tables/TableSpec';
import { formatSeconds } from './formatSeconds';
import { minorToDecimal } from './minorUnits';

export type Cell = string | number | null;

/** Every option's label by its value as text, children (cascades) included. */
const labelsOf = (options: Option[] | undefined, into = new Map<string, string>()): Map<string, string> => {
    for (const option of options ?? []) {
        if (!into.has(String(option.value))) into.set(String(option.value), option.label);
        labelsOf(option.children, into);
    }
    return into;
};

const listOf = (value: unknown): unknown[] =>
    Array.isArray(value) ? value : String(value).split(',').map(v => v.trim()).filter(Boolean);

const asNumber = (value: unknown): Cell => {
    const number = Number(value);
    return Number.isFinite(number) ? number : String(value);
};

/** Time columns and how much of `YYYY-MM-DD HH:mm:ss` they show. */
const timeLength = { datemonth: 'month', date: 'date', eqdate: 'date', datetime: 'datetime', time: 'datetime', eqtime: 'datetime' } as const;

/**
 * The formatter of one column, built once per export: option labels in a Map, so each cell
 * costs a lookup (an export of a million rows formats tens of millions of cells).
 */
export const cellFormatter = (column: ColumnSpec, timeZone: string): ((value: unknown) => Cell) => {
    const format = ((): ((value: unknown) => Cell) => {
        const length = column.type && Object.hasOwn(timeLength, column.type) ? timeLength[column.type as keyof typeof timeLength] : undefined;
        if (length) {
            return value => {
                const seconds = Number(value);
                return !Number.isFinite(seconds) || seconds <= 0 ? String(value) : formatSeconds(seconds, timeZone, length);
            };
        }
        switch (column.type) {
            case 'select':
            case 'cascade': {
                const labels = labelsOf(column.options);
                return value => labels.get(String(value)) ?? String(value);
            }
            case 'checkbox': {
                const labels = labelsOf(column.options);
                return value => listOf(value).map(v => labels.get(String(v)) ?? String(v)).join(',');
            }
            case 'number': {
                const decimal = column.decimal ?? 0;
                if (decimal <= 0) return asNumber;
                return value => {
                    const exact = minorToDecimal(value, decimal);
                    return exact === undefined ? String(value) : Number(exact);
                };
            }
            case 'second':
                return asNumber;
            default:
                return value => (typeof value === 'number' ? value : typeof value === 'object' ? JSON.stringify(value) : String(value));
        }
    })();
    return value => (value === null || value === undefined || value === '' ? null : format(value));
};

/**
 * A row value as the user reads it in the list: option labels, amounts with their decimals,
 * times formatted. Text stays a string cell, so `=1+1` is never read back as a formula.
 */
export const exportCell = (column: ColumnSpec, value: unknown, timeZone: string): Cell => cellFormatter(column, timeZone)(value);
