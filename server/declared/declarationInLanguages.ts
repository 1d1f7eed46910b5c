import { LANGS } from '../../protocol/lang';
import { localize } from '../i18n/LocalText';
import type { DeclaredOption, DeclaredText } from './declarationParts';
import type { Column, Declaration } from './declaredColumns';
import { catalogueText } from './declaredText';

/** A server declaration's text (a catalogue key, or texts per language) written out in every language. */
const inLanguages = (text: DeclaredText): DeclaredText => Object.fromEntries(LANGS.map(lang => [lang, localize(catalogueText(text), lang)])) as DeclaredText;

const optionsIn = (options: readonly DeclaredOption[]): DeclaredOption[] =>
    options.map(option => ({ ...option, label: inLanguages(option.label), ...(option.children ? { children: optionsIn(option.children) } : {}) }));

const columnIn = (column: Column): Column => ({
    ...column,
    title: inLanguages(column.title),
    ...(column.options ? { options: optionsIn(column.options) } : {}),
    ...(typeof column.search === 'object'
        ? {
              search: {
                  ...column.search,
                  ...(column.search.title ? { title: inLanguages(column.search.title) } : {}),
                  ...(column.search.options ? { options: optionsIn(column.search.options) } : {}),
              },
          }
        : {}),
    ...(typeof column.write === 'object'
        ? {
              write: {
                  ...column.write,
                  ...(column.write.title ? { title: inLanguages(column.write.title) } : {}),
                  ...(column.write.hint ? { hint: inLanguages(column.write.hint) } : {}),
              },
          }
        : {}),
});

/**
 * One of the server's own declarations as a file would write it: each title, label, hint and
 * option label (a key of the server's catalogue) in every language, so that it reads the same in
 * the resource designer and in a downloaded copy, whose plain strings would be its own words.
 */
export const declarationInLanguages = (declaration: Declaration): Declaration => ({
    ...declaration,
    ...(declaration.label ? { label: inLanguages(declaration.label) } : {}),
    columns: Object.fromEntries(Object.entries(declaration.columns).map(([name, column]) => [name, columnIn(column)])),
});
