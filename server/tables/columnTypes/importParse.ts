import type { Lang } from '../../../protocol/lang';
import { zoneOffsetAt } from '../../core/zoneOffsetAt';
import { everyLanguage } from '../../i18n/LocalText';
import { message, titleParam, type Message } from '../../i18n/Message';
import type { ColumnSpec, Option } from '../TableSpec';
import { MONTH_NAMES } from './formatSeconds';
import { decimalToMinor } from './minorUnits';

/**
 * An uploaded cell as the column stores it, from its text (and its raw value: a date cell) in
 * the configured zone, read as a file of the caller's language. `{ value }` is the stored value;
 * a message is the refusal shown to the user.
 */
export type ImportParse = (column: ColumnSpec, text: string, raw: unknown, timeZone: string, lang: Lang) => { value: unknown } | Message;

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
const parseTime = (text: string, raw: unknown, timeZone: string, lang: Lang): number | undefined => {
    if (raw instanceof Date) {
        // exceljs gives the cell's wall-clock reading as if it were UTC.
        const d = raw;
        return wallClockSeconds(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate(), d.getUTCHours(), d.getUTCMinutes(), d.getUTCSeconds(), timeZone);
    }
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

const titleOf = (column: ColumnSpec) => titleParam(column.title);

const notAnOption = (column: ColumnSpec, text: string) => message('“{title}”的值“{value}”不在可选项中', { title: titleOf(column), value: text.slice(0, 40) });

/** The text as it is. */
export const textValue: ImportParse = (_column, text) => ({ value: text });

/** An option by its label (in any language) or value (a cascade's at any level). */
export const optionValue: ImportParse = (column, text) => {
    const option = findOption(column.options, text);
    return option ? { value: option.value } : notAnOption(column, text);
};

/** Several options, separated by `,`, `，` or `、`, stored comma-joined. */
export const optionsValue: ImportParse = (column, text) => {
    const values: Array<string | number> = [];
    for (const part of text
        .split(/[,，、]/)
        .map(p => p.trim())
        .filter(Boolean)) {
        const option = findOption(column.options, part);
        if (!option) return notAnOption(column, part);
        values.push(option.value);
    }
    return { value: values.join(',') };
};

/** A date cell, Unix seconds, `2026-01-31[ 08:30[:00]]` or the call's language's export form, as seconds. */
export const timeValue: ImportParse = (column, text, raw, timeZone, lang) => {
    const seconds = parseTime(text, raw, timeZone, lang);
    return seconds === undefined ? message('“{title}”应为日期，如 2026-01-31 或 2026-01-31 08:30:00', { title: titleOf(column) }) : { value: seconds };
};

/** An amount in display units as minor units (`decimal` places), or an integer. */
export const amountValue: ImportParse = (column, text) => {
    const decimal = column.decimal ?? 0;
    const value = decimal > 0 ? decimalToMinor(text, decimal) : /^-?\d{1,15}$/.test(text) ? Number(text) : undefined;
    if (value !== undefined) return { value };
    return decimal > 0
        ? message('“{title}”应为数字，最多{decimal}位小数', { title: titleOf(column), decimal })
        : message('“{title}”应为数字（整数）', { title: titleOf(column) });
};

/** Whole seconds, not negative. */
export const secondsValue: ImportParse = (column, text) =>
    /^\d{1,12}$/.test(text) ? { value: Number(text) } : message('“{title}”应为不小于0的整数秒数', { title: titleOf(column) });
