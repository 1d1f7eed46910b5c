/** The console's languages (docs/console.md §1); zh-cn is the default and the fallback. */
export const LOCALES = [
    { locale: 'zh-cn', name: '简体中文' },
    { locale: 'en', name: 'English' },
    { locale: 'es', name: 'Español' },
    { locale: 'ja', name: '日本語' },
] as const;

export type Locale = (typeof LOCALES)[number]['locale'];

export const isLocale = (value: unknown): value is Locale => typeof value === 'string' && LOCALES.some(l => l.locale === value);

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
