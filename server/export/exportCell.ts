import type { ColumnSpec, Option } from '../tables/TableSpec';
import { formatSeconds } from './formatSeconds';
import { minorToDecimal } from './minorUnits';

const findLabel = (options: Option[] | undefined, value: unknown): string | undefined => {
    for (const option of options ?? []) {
        if (String(option.value) === String(value)) return option.label;
        const child = findLabel(option.children, value);
        if (child !== undefined) return child;
    }
    return undefined;
};

const listOf = (value: unknown): unknown[] =>
    Array.isArray(value) ? value : String(value).split(',').map(v => v.trim()).filter(Boolean);

/**
 * A row value as the user reads it in the list: option labels, amounts with their decimals,
 * times formatted. Text stays a string cell, so `=1+1` is never read back as a formula.
 */
export const exportCell = (column: ColumnSpec, value: unknown, timeZone: string): string | number | null => {
    if (value === null || value === undefined || value === '') return null;
    switch (column.type) {
        case 'select':
        case 'cascade':
            return findLabel(column.options, value) ?? String(value);
        case 'checkbox':
            return listOf(value).map(v => findLabel(column.options, v) ?? String(v)).join(',');
        case 'number': {
            if (column.decimal && column.decimal > 0) {
                const exact = minorToDecimal(value, column.decimal);
                return exact === undefined ? String(value) : Number(exact);
            }
            const number = Number(value);
            return Number.isFinite(number) ? number : String(value);
        }
        case 'second': {
            const number = Number(value);
            return Number.isFinite(number) ? number : String(value);
        }
        case 'datetime':
        case 'time':
        case 'eqtime':
        case 'date':
        case 'eqdate':
        case 'datemonth': {
            const seconds = Number(value);
            if (!Number.isFinite(seconds) || seconds <= 0) return String(value);
            const length = column.type === 'datemonth' ? 'month' : column.type === 'date' || column.type === 'eqdate' ? 'date' : 'datetime';
            return formatSeconds(seconds, timeZone, length);
        }
        default:
            if (typeof value === 'number') return value;
            return typeof value === 'object' ? JSON.stringify(value) : String(value);
    }
};
