import { decimalToMinor } from '../export/minorUnits';
import type { ColumnSpec, Option, ServerColumnType } from '../tables/TableSpec';
import { PHONE_PATTERN } from '../../protocol/phone';
import { zoneOffsetAt } from '../core/zoneOffsetAt';
import { MONTH_NAMES } from '../export/formatSeconds';
import type { Lang } from '../../protocol/lang';
import { everyLanguage } from '../i18n/LocalText';
import { message, renderMessage, titleParam, type Message } from '../i18n/Message';
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

/** A day-first or month-first date as en and es exports write it (`11/01/2026 10:00:00 AM`, `01/11/2026 10:00:00`). */
const SLASHED = /^(\d{1,2})\/(\d{1,2})\/(\d{4})(?: (\d{1,2}):(\d{2})(?::(\d{2}))?(?: ?([AaPp][Mm]))?)?$/;

/** The year-month of an en or es export (`Nov 2026`, `noviembre de 2026`) and of a ja one (`2026年11月`). */
const monthOf = (text: string, lang: Lang): { year: number; month: number } | undefined => {
    const ja = /^(\d{4})年(\d{1,2})月$/.exec(text);
    if (ja) return { year: +ja[1], month: +ja[2] };
    const named = /^(\p{L}+)\.? (?:de )?(\d{4})$/u.exec(text);
    const index = named ? (MONTH_NAMES[lang] ?? []).findIndex(name => name.toLowerCase() === named[1].toLowerCase()) : -1;
    return named && index >= 0 ? { year: +named[2], month: index + 1 } : undefined;
};

/**
 * A time cell: a date cell, Unix seconds, `YYYY-MM-DD[ HH:mm[:ss]]` (any language), or the form
 * an export in the call's language wrote (en month-first with AM/PM, es day-first, year-months).
 */
const parseTime = (value: unknown, timeZone: string, lang: Lang): number | undefined => {
    if (value instanceof Date) {
        // exceljs gives the cell's wall-clock reading as if it were UTC.
        const d = value;
        return wallClockSeconds(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds(), timeZone);
    }
    const text = cellText(value);
    if (/^\d{10}$/.test(text)) return Number(text);
    const match = /^(\d{4})[-/.](\d{1,2})(?:[-/.](\d{1,2}))?(?:[ T](\d{1,2}):(\d{2})(?::(\d{2}))?)?$/.exec(text);
    if (match) {
        const [, y, mo, d = '1', h = '0', mi = '0', s = '0'] = match;
        return wallClockSeconds(+y, +mo, +d, +h, +mi, +s, timeZone);
    }
    const slashed = lang === 'en' || lang === 'es' ? SLASHED.exec(text) : null;
    if (slashed) {
        const [, first, second, y, h = '0', mi = '0', s = '0', half] = slashed;
        const [mo, d] = lang === 'en' ? [+first, +second] : [+second, +first];
        let hour = +h;
        if (half) {
            if (hour < 1 || hour > 12) return undefined;
            hour = (hour % 12) + (half.toLowerCase() === 'pm' ? 12 : 0);
        }
        return wallClockSeconds(+y, mo, d, hour, +mi, +s, timeZone);
    }
    const month = monthOf(text, lang);
    return month ? wallClockSeconds(month.year, month.month, 1, 0, 0, 0, timeZone) : undefined;
};

const findOption = (options: Option[] | undefined, text: string): Option | undefined => {
    for (const option of options ?? []) {
        // A label in any language: a file exported in English imports as one exported in Chinese.
        if (String(option.value) === text || everyLanguage(option.label).includes(text)) return option;
        const child = findOption(option.children, text);
        if (child) return child;
    }
    return undefined;
};

/** A cell's text (and raw value, for dates) as the column stores it; a message is the error. */
type Parser = (column: ColumnSpec, text: string, raw: unknown, timeZone: string, lang: Lang) => { value: unknown } | Message;

const titleOf = (column: ColumnSpec) => titleParam(column.title);

const asText: Parser = (_column, text) => ({ value: text });

const asOption: Parser = (column, text) => {
    const option = findOption(column.options, text);
    return option ? { value: option.value } : message('“{title}”的值“{value}”不在可选项中', { title: titleOf(column), value: text.slice(0, 40) });
};

const asTime: Parser = (column, _text, raw, timeZone, lang) => {
    const seconds = parseTime(raw, timeZone, lang);
    return seconds === undefined ? message('“{title}”应为日期，如 2026-01-31 或 2026-01-31 08:30:00', { title: titleOf(column) }) : { value: seconds };
};

/** Each column type's parser: a new type does not compile until it says how it is imported. */
const PARSERS: Record<ServerColumnType, Parser> = {
    text: asText,
    image: asText,
    hide: asText,
    number: (column, text) => {
        const decimal = column.decimal ?? 0;
        const value = decimal > 0 ? decimalToMinor(text, decimal) : /^-?\d{1,15}$/.test(text) ? Number(text) : undefined;
        if (value !== undefined) return { value };
        return decimal > 0
            ? message('“{title}”应为数字，最多{decimal}位小数', { title: titleOf(column), decimal })
            : message('“{title}”应为数字（整数）', { title: titleOf(column) });
    },
    second: (column, text) => (/^\d{1,12}$/.test(text) ? { value: Number(text) } : message('“{title}”应为不小于0的整数秒数', { title: titleOf(column) })),
    select: asOption,
    cascade: asOption,
    checkbox: (column, text) => {
        const values: Array<string | number> = [];
        for (const part of text
            .split(/[,，、]/)
            .map(p => p.trim())
            .filter(Boolean)) {
            const option = findOption(column.options, part);
            if (!option) return message('“{title}”的值“{value}”不在可选项中', { title: titleOf(column), value: part.slice(0, 40) });
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
const formulaRefusal = (column: ColumnSpec, raw: unknown): Message | undefined => {
    if (!raw || typeof raw !== 'object' || raw instanceof Date) return undefined;
    const cell = raw as CellObject;
    const result = cell.result && typeof cell.result === 'object' && !(cell.result instanceof Date) ? (cell.result as CellObject) : undefined;
    const error = cell.error ?? result?.error;
    if (error !== undefined) return message('“{title}”的值是错误“{error}”，请修正后导入', { title: titleOf(column), error: String(error).slice(0, 20) });
    if ((cell.formula !== undefined || cell.sharedFormula !== undefined) && (cell.result === undefined || cell.result === null)) {
        return message('“{title}”是没有计算结果的公式，请复制后“粘贴为数值”再导入', { title: titleOf(column) });
    }
    return undefined;
};

/** A cell's value as the column stores it, and other columns it fills (a cascade's second level). */
type CellValue = { value: unknown; also?: Record<string, unknown> };

const checkCell = (column: ColumnSpec, raw: unknown, timeZone: string, lang: Lang): CellValue | Message => {
    const rules = column.import ?? {};
    const refusal = formulaRefusal(column, raw);
    if (refusal) return refusal;
    const text = raw instanceof Date ? '' : cellText(raw);
    if (text === '' && !(raw instanceof Date)) return rules.required ? message('“{title}”不能为空', { title: titleOf(column) }) : { value: undefined };
    if (rules.maxLength && text.length > rules.maxLength) return message('“{title}”不能超过{max}个字', { title: titleOf(column), max: rules.maxLength });
    if (rules.phone && !PHONE_PATTERN.test(text)) return message('“{title}”应为11位手机号', { title: titleOf(column) });
    if (column.type === 'cascade' && rules.second) return cascadeCell(column, text, rules.second);
    return PARSERS[column.type ?? 'text'](column, text, raw, timeZone, lang);
};

/**
 * One cell checked and converted to what the column stores, read as a file of the caller's
 * language (`lang`: option labels in any language, that language's dates); a string result is
 * the error, in `lang`. `{ value }` with undefined means "empty": the database default applies;
 * `also` holds other columns the cell fills (a cascade's second level).
 */
export const importValue = (column: ColumnSpec, raw: unknown, timeZone: string, lang: Lang = 'zh-cn'): CellValue | string => {
    const result = checkCell(column, raw, timeZone, lang);
    return 'key' in result ? renderMessage(result, lang) : result;
};
