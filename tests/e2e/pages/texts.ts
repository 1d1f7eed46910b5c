import en from '../../../src/i18n/messages/en';
import es from '../../../src/i18n/messages/es';
import ja from '../../../src/i18n/messages/ja';
import zh from '../../../src/i18n/messages/zh';
import type { Locale } from '../../../src/i18n/locales';
import { convertRaTranslationsToI18next } from 'ra-i18n-i18next';

export type { Locale };

// The catalogues are written in react-admin's form (`%{name}`, `one |||| many`); the console
// converts them for i18next (src/i18n/i18nProvider.ts), and so does this module.
const catalogues: Record<Locale, object> = {
    'zh-cn': convertRaTranslationsToI18next(zh),
    en: convertRaTranslationsToI18next(en),
    es: convertRaTranslationsToI18next(es),
    ja: convertRaTranslationsToI18next(ja),
};

const lookup = (catalogue: object, key: string): unknown =>
    key.split('.').reduce<unknown>((node, part) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[part] : undefined), catalogue);

/**
 * The console's own texts in one language, read from the same catalogues the console bundles, so
 * a page object names a button by its key and the same test runs in zh-cn, en, es and ja.
 * Interpolation and plurals follow the console's (`%{title}`, `smart_count` or `count` choosing
 * `one |||| many`); a key that
 * the catalogue lacks throws at once, naming the key, instead of making a locator that never matches.
 */
export const textsFor = (locale: Locale) => {
    const catalogue = catalogues[locale];
    const t = (key: string, given: Record<string, string | number> = {}): string => {
        // react-admin's texts count with %{smart_count}, i18next's with {{count}}: either names both.
        const count = given.count ?? given.smart_count;
        const vars = count === undefined ? given : { smart_count: count, count, ...given };
        const plural = typeof count === 'number' ? lookup(catalogue, `${key}_${count === 1 ? 'one' : 'other'}`) : undefined;
        const raw = plural ?? lookup(catalogue, key);
        if (typeof raw !== 'string') throw new Error(`No text "${key}" in the ${locale} catalogue`);
        return raw.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
    };
    return { locale, t };
};

export type Texts = ReturnType<typeof textsFor>;

const keysOf = (tree: object, prefix = ''): string[] =>
    Object.entries(tree).flatMap(([key, value]) => (value && typeof value === 'object' ? keysOf(value, `${prefix}${key}.`) : [`${prefix}${key}`]));

/** Every key of the console's catalogues (zh-cn has them all, page texts included). */
const CATALOGUE_KEYS: ReadonlySet<string> = new Set(keysOf(zh));

/**
 * The keys of the console's catalogues that `text` shows as they are: a text whose translation
 * never arrived. Only whole keys of the catalogues count, so data (an address, a domain) never does.
 */
export const keysShownIn = (text: string): string[] => [...new Set(text.match(/\b(?:mc|ra)(?:\.[\w-]+)+/g) ?? [])].filter(token => CATALOGUE_KEYS.has(token));
