import { LANGS, type Lang } from '../../protocol/lang';
import { isTextKey, lookupText, type TextKey } from './catalogue';

/** A text given per language; a language left out falls back to zh-cn. */
export type LangTexts = { readonly 'zh-cn': string } & { readonly [L in Exclude<Lang, 'zh-cn'>]?: string };

/**
 * A text an operator reads (a column's or filter's title, an option's label): a key of the
 * server's catalogue, or texts per language (a declared table's own words).
 */
export type LocalText = TextKey | LangTexts;

export const isLangTexts = (value: unknown): value is LangTexts =>
    typeof value === 'object' && value !== null && typeof (value as { 'zh-cn'?: unknown })['zh-cn'] === 'string';

/** The text in `lang`: the catalogue's translation, or the language's own text, else zh-cn. */
export const localize = (text: LocalText, lang: Lang): string => (typeof text === 'string' ? lookupText(text, lang) : (text[lang] ?? text['zh-cn']));

/** The same text in every language, zh-cn first (an import header matches any of them). */
export const everyLanguage = (text: LocalText): string[] => [...new Set(LANGS.map(lang => localize(text, lang)))];

/** Free text (a declaration's plain string) as a LocalText: the same in every language, unless the catalogue has it. */
export const asLocalText = (text: string): LocalText => (isTextKey(text) ? text : { 'zh-cn': text });
