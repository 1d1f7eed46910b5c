import { matchLocale, type Locale } from './locales';

/**
 * dayjs's locale files register themselves on import. English is built in; the others load
 * with their catalogue, so a language nobody picks costs nothing. dayjs itself loads with them:
 * the login page shows no date.
 */
const loaders: Record<Locale, () => Promise<unknown>> = {
    'zh-cn': () => import('dayjs/locale/zh-cn'),
    en: () => Promise.resolve(),
    es: () => import('dayjs/locale/es'),
    ja: () => import('dayjs/locale/ja'),
};

/** The dayjs locale for a console locale; the console's locale names are dayjs's own. */
export const dayjsLocaleOf = (locale: string): Locale => matchLocale(locale) ?? 'zh-cn';

/** The locale last asked for: of two loads racing (the one at start, a change), the later request wins. */
let wanted: Locale | undefined;

/** Loads the dayjs locale file of `locale` and makes it dayjs's global locale. */
export const applyDayjsLocale = async (locale: string): Promise<Locale> => {
    const target = dayjsLocaleOf(locale);
    wanted = target;
    const [{ default: dayjs }, { default: localizedFormat }] = await Promise.all([import('dayjs'), import('dayjs/plugin/localizedFormat'), loaders[target]()]);
    dayjs.extend(localizedFormat);
    if (wanted === target) dayjs.locale(target);
    return target;
};
