import { isTextKey, type TextKey } from '../i18n/catalogue';
import type { LangTexts, LocalText } from '../i18n/LocalText';
import type { Option } from '../tables/TableSpec';
import type { DeclaredText } from './declarationParts';

/**
 * A file declaration's title or label as the server's LocalText: a plain string is that text in
 * every language; texts per language fall back to zh-cn. (The server's catalogue is not consulted:
 * a file says its own words.)
 */
export const declaredText = (text: DeclaredText): LangTexts => (typeof text === 'string' ? { 'zh-cn': text } : text);

/** A server declaration's text: a plain string is a key of the server's catalogue (server/i18n), translated as every built-in text is. */
export const catalogueText = (text: DeclaredText): LocalText => (typeof text === 'string' ? (text as TextKey) : text);

/** How a declaration's words become texts: a file's are its own, the server's own declarations' are catalogue keys. */
export type TextsOf = (text: DeclaredText) => LocalText;

/** The plain strings of a server declaration that its catalogue does not hold (the start-up and a unit test refuse them). */
export const notInCatalogue = (text: DeclaredText): string[] => (typeof text === 'string' && !isTextKey(text) ? [text] : []);

type DeclaredOption = { value: string | number; label: DeclaredText; children?: DeclaredOption[] };

/** Declared options (and a cascade's children) with their labels as LocalText. */
export const declaredOptions = (options: readonly DeclaredOption[] | undefined, text: TextsOf = declaredText): Option[] | undefined =>
    options?.map(({ value, label, children }) => ({ value, label: text(label), ...(children ? { children: declaredOptions(children, text) } : {}) }));
