import type { Lang } from '../../../protocol/lang';
import { zoneOffsetAt } from '../../core/zoneOffsetAt';

const pad = (n: number) => (n < 10 ? `0${n}` : String(n));

/** The wall-clock reading of a moment, month from 1. */
export interface ClockParts {
    year: number;
    month: number;
    day: number;
    hour: number;
    minute: number;
    second: number;
}

export type TimeLength = 'datetime' | 'date' | 'month';

const EN_MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
const ES_MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];

const hms = (p: ClockParts, hour = pad(p.hour)) => `${hour}:${pad(p.minute)}:${pad(p.second)}`;

/**
 * How each language writes a moment: the console's formats (`src/i18n/dateFormats.ts`), so a
 * file reads as the list did. zh-cn is the national standard's numeric form; en, es and ja are
 * dayjs's `L LTS` of that language, and its year-month.
 */
const LAYOUTS: Record<Lang, Record<TimeLength, (p: ClockParts) => string>> = {
    'zh-cn': {
        month: p => `${p.year}-${pad(p.month)}`,
        date: p => `${p.year}-${pad(p.month)}-${pad(p.day)}`,
        datetime: p => `${p.year}-${pad(p.month)}-${pad(p.day)} ${hms(p)}`,
    },
    en: {
        month: p => `${EN_MONTHS[p.month - 1]} ${p.year}`,
        date: p => `${pad(p.month)}/${pad(p.day)}/${p.year}`,
        datetime: p => `${pad(p.month)}/${pad(p.day)}/${p.year} ${hms(p, String(p.hour % 12 || 12))} ${p.hour < 12 ? 'AM' : 'PM'}`,
    },
    es: {
        month: p => `${ES_MONTHS[p.month - 1]} de ${p.year}`,
        date: p => `${pad(p.day)}/${pad(p.month)}/${p.year}`,
        datetime: p => `${pad(p.day)}/${pad(p.month)}/${p.year} ${hms(p, String(p.hour))}`,
    },
    ja: {
        month: p => `${p.year}年${p.month}月`,
        date: p => `${p.year}/${pad(p.month)}/${pad(p.day)}`,
        datetime: p => `${p.year}/${pad(p.month)}/${pad(p.day)} ${hms(p, String(p.hour))}`,
    },
};

/** The month names a language writes, for reading its year-months back (imports). */
export const MONTH_NAMES: Partial<Record<Lang, readonly string[]>> = { en: EN_MONTHS, es: ES_MONTHS };

/**
 * Unix seconds as the language writes them (zh-cn: `YYYY-MM-DD HH:mm:ss`, or a prefix of it) in
 * the configured time zone: exports show times the way the console does, whatever zone the
 * server runs in. Cheap per call (a cached offset and arithmetic): exports format millions of them.
 */
export const formatSeconds = (seconds: number, timeZone: string, length: TimeLength = 'datetime', lang: Lang = 'zh-cn'): string => {
    const whole = Math.floor(seconds);
    const local = new Date((whole + zoneOffsetAt(whole, timeZone)) * 1000);
    return LAYOUTS[lang][length]({
        year: local.getUTCFullYear(),
        month: local.getUTCMonth() + 1,
        day: local.getUTCDate(),
        hour: local.getUTCHours(),
        minute: local.getUTCMinutes(),
        second: local.getUTCSeconds(),
    });
};
