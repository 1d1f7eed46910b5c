import { writeKindOf } from '../../protocol/declaredColumnTypes';
import { inputOf, type FormInputKind, type WriteFieldKind } from '../../protocol/writeForm';
import type { ColumnDefinition, DefinitionFormField, DefinitionOption, SearchDefinition, TableDefinition } from '../dataProvider/TableDefinition';
import type { Locale } from '../i18n/locales';
import { OPTION_LEVELS, type DesignDraft, type DraftColumn } from './designDraft';
import type { Texts } from './draftTexts';
import { typedOptionValue, type DraftOption } from './optionTree';

/**
 * The table definition (docs/protocol.md §9.1) the server will answer for a draft, as the console
 * reads it (`TableDefinition`), in one language: what the preview hands to the console's own list
 * and form. It follows server/declared's reading of a declaration for what the form edits: a money
 * column is a number with two decimals, right-aligned and summed; a column is a filter with its
 * own title, type and options; the write form has one field per written column, its kind from
 * the type (protocol/declaredColumnTypes.ts) and the input asked for when it can show that kind.
 */

const textIn = (texts: Texts, locale: Locale, fallback: string) => texts[locale].trim() || texts['zh-cn'].trim() || fallback;

const optionsOf = (options: readonly DraftOption[], levels: number, locale: Locale): DefinitionOption[] =>
    options.map(option => ({
        value: typedOptionValue(option.value),
        label: textIn(option.label, locale, option.value),
        ...(levels > 1 && option.children.length ? { children: optionsOf(option.children, levels - 1, locale) } : {}),
    }));

const optionsIn = (column: DraftColumn, locale: Locale): DefinitionOption[] => optionsOf(column.options, OPTION_LEVELS[column.type], locale);

/** A cascade's second column (`second`), as declared. */
const secondOf = (column: DraftColumn): { secondName: string } | Record<string, never> =>
    column.type === 'cascade' && typeof column.more.second === 'string' ? { secondName: column.more.second } : {};

const protocolType = (column: DraftColumn): ColumnDefinition['type'] => (column.type === 'money' ? 'number' : column.type);

/** A number typed in the form, or undefined (empty, or not a number: the server's check names it). */
const typed = (text: string): number | undefined => {
    const number = Number(text.trim());
    return text.trim() && Number.isFinite(number) ? number : undefined;
};

const columnOf = (column: DraftColumn, locale: Locale): ColumnDefinition => ({
    name: column.name,
    title: textIn(column.title, locale, column.name),
    type: protocolType(column),
    sort: column.sort,
    decimal: column.type === 'money' ? 2 : typeof column.more.decimal === 'number' ? column.more.decimal : 0,
    options: optionsIn(column, locale),
    itemWidth: typed(column.width),
    itemAlign: column.type === 'money' ? 'right' : undefined,
    sum: column.sum,
    showTableRow: column.more.showTableRow !== false,
});

const searchOf = (column: DraftColumn, locale: Locale): SearchDefinition => ({
    name: column.name,
    title: textIn(column.title, locale, column.name),
    type: protocolType(column),
    options: optionsIn(column, locale).map(({ value, label }) => ({ value, label })),
    // A cascade's filter: the second level's options per first value.
    cascades: Object.fromEntries(optionsIn(column, locale).flatMap(option => (option.children ? [[String(option.value), option.children]] : []))),
    ...secondOf(column),
});

const writeKind = (column: DraftColumn): WriteFieldKind =>
    writeKindOf(
        column.type === 'text' ? undefined : column.type,
        typeof column.writeMore.kind === 'string' ? (column.writeMore.kind as WriteFieldKind) : undefined
    );

const fieldOf = (column: DraftColumn, locale: Locale): DefinitionFormField => {
    const kind = writeKind(column);
    const options = optionsIn(column, locale);
    const min = typed(column.min);
    const max = typed(column.max);
    const maxLength = typed(column.maxLength);
    return {
        name: column.name,
        kind,
        input: inputOf(kind, (column.input || undefined) as FormInputKind | undefined),
        label: textIn(column.title, locale, column.name),
        required: column.required,
        ...(maxLength !== undefined && maxLength > 0 ? { maxLength } : {}),
        ...(min !== undefined ? { min } : {}),
        ...(max !== undefined ? { max } : {}),
        ...(options.length ? { options } : {}),
        ...secondOf(column),
    };
};

/** The draft's definition in `locale`; a draft without a named column has none (the preview says so). */
export const draftDefinition = (draft: DesignDraft, locale: Locale): TableDefinition | undefined => {
    const columns = draft.columns.filter(column => column.name.trim() && column.more.list !== false);
    if (!columns.length) return undefined;
    const written = draft.columns.filter(column => column.name.trim() && column.write);
    return {
        pk: 'id',
        limit: 10,
        exportType: 0,
        showSum: columns.some(column => column.sum),
        // The preview reads and writes nothing on the server: no export, no import.
        showExcel: false,
        showExcelAsync: false,
        showExcelImport: false,
        versioned: false,
        history: false,
        columns: columns.map(column => columnOf(column, locale)),
        search: columns.filter(column => column.search).map(column => searchOf(column, locale)),
        ...(written.length ? { form: written.map(column => fieldOf(column, locale)) } : {}),
        problems: [],
    };
};
