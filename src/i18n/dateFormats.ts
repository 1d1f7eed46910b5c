import dayjs, { type ConfigType } from 'dayjs';
import { dayjsLocaleOf } from './dayjsLocale';
import type { Locale } from './locales';

/** What part of a moment is shown: date and time, date, year and month, or time of day. */
export type DateKind = 'datetime' | 'date' | 'month' | 'time';

// `L`/`LTS` are dayjs's localized tokens (the localizedFormat plugin); year-month has no such
// token, so each language gets its own pattern.
const MONTH_PATTERNS: Record<Locale, string> = {
    'zh-cn': 'YYYY年M月',
    en: 'MMM YYYY',
    es: 'MMMM [de] YYYY',
    ja: 'YYYY年M月',
};

export const datePattern = (kind: DateKind, locale: string): string => {
    switch (kind) {
        case 'datetime':
            return 'L LTS';
        case 'date':
            return 'L';
        case 'time':
            return 'LTS';
        case 'month':
            return MONTH_PATTERNS[dayjsLocaleOf(locale)];
    }
};

/**
 * A moment as the given language writes it (`2026/03/05 14:30:00`, `03/05/2026 2:30:00 PM`,
 * `05/03/2026 14:30:00`). Anything dayjs cannot read comes back as text, never as "Invalid Date".
 */
export const formatDate = (value: ConfigType, kind: DateKind, locale: string): string => {
    const moment = dayjs(value);
    if (!moment.isValid()) return value == null ? '' : String(value);
    return moment.locale(dayjsLocaleOf(locale)).format(datePattern(kind, locale));
};
