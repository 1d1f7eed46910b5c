import dayjs, { type Dayjs } from 'dayjs';
import type { DateKind, FormatDate } from '../i18n/dateFormats';

/**
 * A time value from the server as a dayjs: 10-digit numbers are seconds, 13-digit ones
 * milliseconds (docs/protocol.md §9); date text is parsed as local time. Zero and empty mean
 * "no time" (undefined).
 */
export const toDayjs = (value: unknown): Dayjs | undefined => {
    if (value === null || value === undefined || value === '' || value === 0 || value === '0') return undefined;
    if (typeof value === 'number' || (typeof value === 'string' && /^-?\d+$/.test(value.trim()))) {
        const digits = String(value).trim().replace('-', '');
        const n = Number(value);
        if (!Number.isFinite(n)) return undefined;
        const parsed = dayjs(digits.length >= 13 ? n : n * 1000);
        return parsed.isValid() ? parsed : undefined;
    }
    if (typeof value !== 'string') return undefined;
    const parsed = dayjs(value.trim());
    return parsed.isValid() ? parsed : undefined;
};

/** Unix seconds of a dayjs. */
export const toSeconds = (value: Dayjs) => Math.floor(value.valueOf() / 1000);

/**
 * A time value from the server as `formatDate` (the language's, from `useFormatDate()`) writes
 * it: empty when there is no time, the value as sent when it is not one.
 */
export const formatTimeValue = (value: unknown, kind: DateKind, formatDate: FormatDate): string => {
    const time = toDayjs(value);
    if (time) return formatDate(time, kind);
    return value === null || value === undefined || value === '' || value === 0 || value === '0' ? '' : String(value);
};

/**
 * The text a time value is edited as (the formats of the HTML inputs of those names), which
 * `MomentPicker` takes and gives back.
 */
export const INPUT_FORMATS = {
    'datetime-local': 'YYYY-MM-DDTHH:mm',
    date: 'YYYY-MM-DD',
    month: 'YYYY-MM',
} as const;
