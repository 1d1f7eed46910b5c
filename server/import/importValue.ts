import { decimalToMinor } from '../export/minorUnits';
import type { ColumnSpec, Option, ServerColumnType } from '../tables/TableSpec';
import { PHONE_PATTERN } from '../../protocol/phone';
import { zoneOffsetAt } from '../core/zoneOffsetAt';
import { cascadeCell } from './cascadeCell';

/** A cell value as text: rich text, hyperlinks and formula results read as what they show. */
export const cellText = (value: unknown): string => {
    if (value === null || value === undefined) return '';
    // An invalid Date (a hostile date cell) has no ISO form: it reads as empty, not as a crash.
    if (value instanceof Date) return Number.isNaN(value.getTime()) ? '' : value.toISOString();
    if (typeof value === 'object') {
        const v = value as { richText?: Array<{ text: string }>; text?: unknown; result?: unknown; error?: unknown };
        if (v.richText)
            return v.richText
                .map(part => part.text)
                .join('')
                .trim();
        if (v.text !== undefined) return cellText(v.text);
        if (v.result !== undefined) return cellText(v.result);
        return '';
    }
    return String(value).trim();
};

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

const parseTime = (value: unknown, timeZone: string): number | undefined => {
    if (value instanceof Date) {
        // exceljs gives the cell's wall-clock reading as if it were UTC.
        const d = value;
        return wallClockSeconds(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds(), timeZone);
    }
    const text = cellText(value);
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

/** A cell's text (and raw value, for dates) as the column stores it; a string result is the error. */
type Parser = (column: ColumnSpec, text: string, raw: unknown, timeZone: string) => { value: unknown } | string;

const asText: Parser = (_column, text) => ({ value: text });

const asOption: Parser = (column, text) => {
    const option = findOption(column.options, text);
    return option ? { value: option.value } : `“${column.title}”的值“${text.slice(0, 40)}”不在可选项中`;
};

const asTime: Parser = (column, _text, raw, timeZone) => {
    const seconds = parseTime(raw, timeZone);
    return seconds === undefined ? `“${column.title}”应为日期，如 2026-01-31 或 2026-01-31 08:30:00` : { value: seconds };
};

/** Each column type's parser: a new type does not compile until it says how it is imported. */
const PARSERS: Record<ServerColumnType, Parser> = {
    text: asText,
    image: asText,
    hide: asText,
    number: (column, text) => {
        const decimal = column.decimal ?? 0;
        const value = decimal > 0 ? decimalToMinor(text, decimal) : /^-?\d{1,15}$/.test(text) ? Number(text) : undefined;
        return value === undefined ? `“${column.title}”应为数字${decimal > 0 ? `，最多${decimal}位小数` : '（整数）'}` : { value };
    },
    second: (column, text) => (/^\d{1,12}$/.test(text) ? { value: Number(text) } : `“${column.title}”应为不小于0的整数秒数`),
    select: asOption,
    cascade: asOption,
    checkbox: (column, text) => {
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
    },
    datetime: asTime,
    time: asTime,
    eqtime: asTime,
    date: asTime,
    eqdate: asTime,
    datemonth: asTime,
};

type CellObject = { formula?: unknown; sharedFormula?: unknown; result?: unknown; error?: unknown };

/**
 * A formula is imported as the result Excel saved with it (what the user sees). One saved
 * without a result, or an error cell (#N/A, #DIV/0!…), would otherwise read as empty: it is
 * refused with its own message instead.
 */
const formulaRefusal = (column: ColumnSpec, raw: unknown): string | undefined => {
    if (!raw || typeof raw !== 'object' || raw instanceof Date) return undefined;
    const cell = raw as CellObject;
    const result = cell.result && typeof cell.result === 'object' && !(cell.result instanceof Date) ? (cell.result as CellObject) : undefined;
    const error = cell.error ?? result?.error;
    if (error !== undefined) return `“${column.title}”的值是错误“${String(error).slice(0, 20)}”，请修正后导入`;
    if ((cell.formula !== undefined || cell.sharedFormula !== undefined) && (cell.result === undefined || cell.result === null)) {
        return `“${column.title}”是没有计算结果的公式，请复制后“粘贴为数值”再导入`;
    }
    return undefined;
};

/**
 * One cell checked and converted to what the column stores; a string result is the error.
 * `{ value }` with undefined means "empty": the database default applies; `also` holds other
 * columns the cell fills (a cascade's second level).
 */
export const importValue = (column: ColumnSpec, raw: unknown, timeZone: string): { value: unknown; also?: Record<string, unknown> } | string => {
    const rules = column.import ?? {};
    const refusal = formulaRefusal(column, raw);
    if (refusal) return refusal;
    const text = raw instanceof Date ? '' : cellText(raw);
    if (text === '' && !(raw instanceof Date)) return rules.required ? `“${column.title}”不能为空` : { value: undefined };
    if (rules.maxLength && text.length > rules.maxLength) return `“${column.title}”不能超过${rules.maxLength}个字`;
    if (rules.phone && !PHONE_PATTERN.test(text)) return `“${column.title}”应为11位手机号`;
    if (column.type === 'cascade' && rules.second) return cascadeCell(column, text, rules.second);
    return PARSERS[column.type ?? 'text'](column, text, raw, timeZone);
};
