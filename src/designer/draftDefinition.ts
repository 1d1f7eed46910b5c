import { writeKindOf } from '../../protocol/declaredColumnTypes';
import { inputOf, type FormInputKind, type WriteFieldKind } from '../../protocol/writeForm';
import type { ColumnDefinition, DefinitionFormField, DefinitionOption, SearchDefinition, TableDefinition } from '../dataProvider/TableDefinition';
import type { Locale } from '../i18n/locales';
import { OPTION_TYPES, type DesignDraft, type DraftColumn, type Texts } from './designDraft';

/**
 * The table definition (docs/protocol.md §9.1) the server will answer for a draft, as the console
 * reads it (`TableDefinition`), in one language: what the preview hands to the console's own list
 * and form. It follows server/declared's reading of a declaration for what the form edits: a money
 * column is a number with two decimals, right-aligned and summed; a column is a filter with its
 * own title, type and options; the write form has one field per written column, its kind from
 * the type (protocol/declaredColumnTypes.ts) and the input asked for when it can show that kind.
 */

const textIn = (texts: Texts, locale: Locale, fallback: string) => texts[locale].trim() || texts['zh-cn'].trim() || fallback;

const optionsIn = (column: DraftColumn, locale: Locale): DefinitionOption[] =>
    OPTION_TYPES.has(column.type)
        ? column.options.map(option => ({
              value: /^-?\d{1,15}$/.test(option.value.trim()) ? Number(option.value) : option.value,
              label: textIn(option.label, locale, option.value),
          }))
        : [];

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
    options: optionsIn(column, locale),
    cascades: {},
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
