import type { Locale } from '../i18n/locales';
import type { DefinitionOption, TableDefinition } from './TableDefinition';

/** Texts for some languages; a language left out keeps the server's text. */
export type LanguageOverride = Partial<Record<Locale, string>>;

/**
 * A catalogue entry's overrides of one column (`columns` of a list entry): its title and its
 * options' labels by option value, per language. A search field of the same name follows them.
 */
export interface ColumnTexts {
    label?: LanguageOverride;
    options?: { [value: string]: LanguageOverride | undefined };
}

export type ColumnTextsByName = { [name: string]: ColumnTexts | undefined };

const relabel = (options: DefinitionOption[], texts: ColumnTexts['options'], locale: Locale): DefinitionOption[] =>
    options.map(option => ({
        ...option,
        label: texts?.[String(option.value)]?.[locale] ?? option.label,
        ...(option.children ? { children: relabel(option.children, texts, locale) } : {}),
    }));

/**
 * The definition with the catalogue's texts for `locale` laid over the server's (a backend that
 * speaks one language still gets a list in every language). Values are never touched, and a
 * column the entry does not name, or a language it leaves out, keeps the server's text.
 */
export const applyColumnTexts = (definition: TableDefinition, texts: ColumnTextsByName | undefined, locale: Locale): TableDefinition => {
    if (!texts) return definition;
    return {
        ...definition,
        columns: definition.columns.map(column => {
            const own = texts[column.name];
            if (!own) return column;
            return { ...column, title: own.label?.[locale] ?? column.title, options: relabel(column.options, own.options, locale) };
        }),
        search: definition.search.map(search => {
            const own = texts[search.name];
            if (!own) return search;
            return {
                ...search,
                title: own.label?.[locale] ?? search.title,
                options: relabel(search.options, own.options, locale),
                cascades: Object.fromEntries(Object.entries(search.cascades).map(([parent, options]) => [parent, relabel(options, own.options, locale)])),
            };
        }),
    };
};
