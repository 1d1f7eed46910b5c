import { isLang, type Lang } from '../../protocol/lang';

/** The console's languages (docs/console.md §1), the same as the server's (`protocol/lang.ts`); zh-cn is the default and the fallback. */
export type Locale = Lang;

/** Each language once, named in itself (the navbar's language menu). */
const NAMES: Record<Locale, string> = { 'zh-cn': '简体中文', en: 'English', es: 'Español', ja: '日本語' };

export const LOCALES = Object.entries(NAMES).map(([locale, name]) => ({ locale: locale as Locale, name }));

export const isLocale = isLang;

/** BCP 47 tags for `lang` attributes: screen readers pick their voice, browsers the Han glyphs. */
export const HTML_LANG: Record<Locale, string> = { 'zh-cn': 'zh-CN', en: 'en', es: 'es', ja: 'ja' };

/** Maps a browser language tag (`en-US`, `zh-TW`, `ja`) to a supported locale, if any. */
export const matchLocale = (tag: string): Locale | undefined => {
    const lower = tag.toLowerCase();
    if (isLocale(lower)) return lower;
    const primary = lower.split('-')[0];
    if (primary === 'zh') return 'zh-cn';
    return isLocale(primary) ? primary : undefined;
};

/** The stored choice first, then the browser's languages in order, then the configured default. */
export const detectLocale = (stored: unknown, browserLanguages: readonly string[], fallback: string): Locale => {
    if (isLocale(stored)) return stored;
    for (const tag of browserLanguages) {
        const match = matchLocale(tag);
        if (match) return match;
    }
    return matchLocale(fallback) ?? 'zh-cn';
};
