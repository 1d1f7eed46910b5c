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
    const t = (key: string, vars: Record<string, string | number> = {}): string => {
        const count = vars.count ?? vars.smart_count;
        const plural = typeof count === 'number' ? lookup(catalogue, `${key}_${count === 1 ? 'one' : 'other'}`) : undefined;
        const raw = plural ?? lookup(catalogue, key);
        if (typeof raw !== 'string') throw new Error(`No text "${key}" in the ${locale} catalogue`);
        return raw.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) => (name in vars ? String(vars[name]) : whole));
    };
    return { locale, t };
};

export type Texts = ReturnType<typeof textsFor>;
