import dayjs from 'dayjs';
import localizedFormat from 'dayjs/plugin/localizedFormat';
import { matchLocale, type Locale } from './locales';

dayjs.extend(localizedFormat);

/**
 * dayjs's locale files register themselves on import. English is built in; the others load
 * with their catalogue, so a language nobody picks costs nothing.
 */
const loaders: Record<Locale, () => Promise<unknown>> = {
    'zh-cn': () => import('dayjs/locale/zh-cn'),
    en: () => Promise.resolve(),
    es: () => import('dayjs/locale/es'),
    ja: () => import('dayjs/locale/ja'),
};

/** The dayjs locale for a console locale; the console's locale names are dayjs's own. */
export const dayjsLocaleOf = (locale: string): Locale => matchLocale(locale) ?? 'zh-cn';

/** Loads the dayjs locale file of `locale` and makes it dayjs's global locale. */
export const applyDayjsLocale = async (locale: string): Promise<Locale> => {
    const target = dayjsLocaleOf(locale);
    await loaders[target]();
    dayjs.locale(target);
    return target;
};
