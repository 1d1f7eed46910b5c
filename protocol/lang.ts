/**
 * The languages of the console and of the server's texts. zh-cn is the reference: every text is
 * written in it first, and it stands in for a text or a language that is missing.
 */
export const LANGS = ['zh-cn', 'en', 'es', 'ja'] as const;

export type Lang = (typeof LANGS)[number];

export const DEFAULT_LANG: Lang = 'zh-cn';

/**
 * The header every call carries with the console's current language (and the query parameter
 * of a URL opened in a new window, beside `device`). It is not signed.
 */
export const LANG_HEADER = 'lang';

export const isLang = (value: unknown): value is Lang => typeof value === 'string' && (LANGS as readonly string[]).includes(value);

/**
 * The `lang` header as a server reads it: one of `LANGS`, in any letter case. Anything else (no
 * header, an unknown language, an over-long or odd value) is ignored and reads as zh-cn.
 */
export const readLang = (value: unknown): Lang => {
    if (typeof value !== 'string' || value.length > 8) return DEFAULT_LANG;
    const lower = value.toLowerCase();
    return isLang(lower) ? lower : DEFAULT_LANG;
};
