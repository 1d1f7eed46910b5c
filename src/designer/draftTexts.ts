import { LOCALES, type Locale } from '../i18n/locales';

/** A title in each of the console's languages; an empty one is left out (it shows the zh-cn text). */
export type Texts = Record<Locale, string>;

export const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

export const emptyTexts = (): Texts => Object.fromEntries(LOCALES.map(({ locale }) => [locale, ''])) as Texts;

/** A declared text (one for every language, or per language) in each language. */
export const textsOf = (value: unknown): Texts => {
    const texts = emptyTexts();
    if (typeof value === 'string') texts['zh-cn'] = value;
    else if (isRecord(value)) for (const { locale } of LOCALES) texts[locale] = typeof value[locale] === 'string' ? (value[locale] as string) : '';
    return texts;
};

/** Texts as a declaration writes them: per language, zh-cn always (the server names it when it is empty), the others when given. */
export const declaredTexts = (texts: Texts): Record<string, string> =>
    Object.fromEntries(LOCALES.filter(({ locale }) => locale === 'zh-cn' || texts[locale].trim()).map(({ locale }) => [locale, texts[locale].trim()]));

/** Whether two texts say the same in every language. */
export const sameTexts = (a: Texts, b: Texts) => LOCALES.every(({ locale }) => a[locale] === b[locale]);
