import { zoneOffsetAt } from '../../core/zoneOffsetAt';
import type { ColumnSpec, Option } from '../TableSpec';
import { decimalToMinor } from './minorUnits';

/**
 * An uploaded cell as the column stores it, from its text (and its raw value: a date cell) in
 * the configured zone. `{ value }` is the stored value; a string is the refusal shown to the user.
 */
export type ImportParse = (column: ColumnSpec, text: string, raw: unknown, timeZone: string) => { value: unknown } | string;

/** A wall-clock time of the configured zone (Excel dates have none) as Unix seconds. */
const wallClockSeconds = (year: number, month: number, day: number, h: number, m: number, s: number, timeZone: string) => {
    // Excel's calendar (1900–9999); a date cell far outside it (a huge serial number) would
    // make the zone lookup throw instead of answering "not a date".
    if (!(year >= 1900 && year <= 9999)) return undefined;
    const asUtc = Date.UTC(year, month - 1, day, h, m, s) / 1000;
    const check = new Date(asUtc * 1000);
    if (check.getUTCFullYear() !== year || check.getUTCMonth() !== month - 1 || check.getUTCDate() !== day || h > 23 || m > 59 || s > 59) return undefined;
    return asUtc - zoneOffsetAt(asUtc - zoneOffsetAt(asUtc, timeZone), timeZone);
};

const parseTime = (text: string, raw: unknown, timeZone: string): number | undefined => {
    if (raw instanceof Date) {
        // exceljs gives the cell's wall-clock reading as if it were UTC.
        const d = raw;
        return wallClockSeconds(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds(), timeZone);
    }
    if (/^\d{10}$/.test(text)) return Number(text);
    const match = /^(\d{4})[-/.](\d{1,2})(?:[-/.](\d{1,2}))?(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/.exec(text);
    if (!match) return undefined;
    const [, y, mo, d = '1', h = '0', mi = '0', s = '0'] = match;
    return wallClockSeconds(+y, +mo, +d, +h, +mi, +s, timeZone);
};

const findOption = (options: Option[] | undefined, text: string): Option | undefined => {
    for (const option of options ?? []) {
        if (option.label === text || String(option.value) === text) return option;
        const child = findOption(option.children, text);
        if (child) return child;
    }
    return undefined;
};

/** The text as it is. */
export const textValue: ImportParse = (_column, text) => ({ value: text });

/** An option by its label or value (a cascade's at any level). */
export const optionValue: ImportParse = (column, text) => {
    const option = findOption(column.options, text);
    return option ? { value: option.value } : `“${column.title}”的值“${text.slice(0, 40)}”不在可选项中`;
};

/** Several options, separated by `,`, `，` or `、`, stored comma-joined. */
export const optionsValue: ImportParse = (column, text) => {
    const values: Array<string | number> = [];
    for (const part of text
        .split(/[,，、]/)
        .map(p => p.trim())
        .filter(Boolean)) {
        const option = findOption(column.options, part);
        if (!option) return `“${column.title}”的值“${part.slice(0, 40)}”不在可选项中`;
        values.push(option.value);
    }
    return { value: values.join(',') };
};

/** A date cell, Unix seconds, or `2026-01-31[ 08:30[:00]]`, as seconds. */
export const timeValue: ImportParse = (column, text, raw, timeZone) => {
    const seconds = parseTime(text, raw, timeZone);
    return seconds === undefined ? `“${column.title}”应为日期，如 2026-01-31 或 2026-01-31 08:30:00` : { value: seconds };
};

/** An amount in display units as minor units (`decimal` places), or an integer. */
export const amountValue: ImportParse = (column, text) => {
    const decimal = column.decimal ?? 0;
    const value = decimal > 0 ? decimalToMinor(text, decimal) : /^-?\d{1,15}$/.test(text) ? Number(text) : undefined;
    return value === undefined ? `“${column.title}”应为数字${decimal > 0 ? `，最多${decimal}位小数` : '（整数）'}` : { value };
};

/** Whole seconds, not negative. */
export const secondsValue: ImportParse = (column, text) => (/^\d{1,12}$/.test(text) ? { value: Number(text) } : `“${column.title}”应为不小于0的整数秒数`);
