import dayjs, { type ConfigType } from 'dayjs';
import 'dayjs/locale/es';
import 'dayjs/locale/ja';
import 'dayjs/locale/zh-cn';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import { dayjsLocaleOf } from './dayjsLocale';
import type { Locale } from './locales';

// Each moment is formatted in the language asked for, whatever dayjs's global locale is (set in
// the background at start, `applyDayjsLocale`): the locales and the plugin are imported here.
dayjs.extend(localizedFormat);

/** What part of a moment is shown: date and time, date, year and month, or time of day. */
export type DateKind = 'datetime' | 'date' | 'month' | 'time';

/** `formatDate` bound to a language, as `useFormatDate()` gives it. */
export type FormatDate = (value: ConfigType, kind: DateKind) => string;

// `L`/`LTS` are dayjs's localized tokens (the localizedFormat plugin), right for en, es and ja.
// Chinese back offices write the national standard's numeric form (GB/T 7408, as ISO 8601), which
// dayjs's zh-cn `L` (2026/03/05) is not. Year-month has no localized token in any language.
const LOCALIZED = { datetime: 'L LTS', date: 'L', time: 'LTS' } as const;
const PATTERNS: Record<Locale, Record<DateKind, string>> = {
    'zh-cn': { datetime: 'YYYY-MM-DD HH:mm:ss', date: 'YYYY-MM-DD', time: 'HH:mm:ss', month: 'YYYY-MM' },
    en: { ...LOCALIZED, month: 'MMM YYYY' },
    es: { ...LOCALIZED, month: 'MMMM [de] YYYY' },
    ja: { ...LOCALIZED, month: 'YYYY年M月' },
};

export const datePattern = (kind: DateKind, locale: string): string => PATTERNS[dayjsLocaleOf(locale)][kind];

/**
 * A moment as the given language writes it (`2026-03-05 14:30:00`, `03/05/2026 2:30:00 PM`,
 * `05/03/2026 14:30:00`). Anything dayjs cannot read comes back as text, never as "Invalid Date".
 */
export const formatDate = (value: ConfigType, kind: DateKind, locale: string): string => {
    const moment = dayjs(value);
    if (!moment.isValid()) return value == null ? '' : String(value);
    return moment.locale(dayjsLocaleOf(locale)).format(datePattern(kind, locale));
};
