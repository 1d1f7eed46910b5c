import type { LangTexts } from '../i18n/LocalText';
import type { Option } from '../tables/TableSpec';
import type { DeclaredText } from './tableDeclarationSchema';

/**
 * A declaration's title or label as the server's LocalText: a plain string is that text in every
 * language; texts per language fall back to zh-cn. (The server's catalogue is not consulted: a
 * declaration says its own words.)
 */
export const declaredText = (text: DeclaredText): LangTexts => (typeof text === 'string' ? { 'zh-cn': text } : text);

type DeclaredOption = { value: string | number; label: DeclaredText; children?: DeclaredOption[] };

/** Declared options (and a cascade's children) with their labels as LocalText. */
export const declaredOptions = (options: readonly DeclaredOption[] | undefined): Option[] | undefined =>
    options?.map(({ value, label, children }) => ({ value, label: declaredText(label), ...(children ? { children: declaredOptions(children) } : {}) }));
