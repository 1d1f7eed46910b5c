import type { Lang } from '../../protocol/lang';
import { localize } from '../i18n/LocalText';
import type { WriteFormField } from '../../protocol/writeForm';
import type { FormFieldSpec, Option, TableSpec } from './TableSpec';

/** Options with their labels in `lang` (children of a cascade too); values as they are. */
export const localizeOptions = (options: readonly Option[], lang: Lang): { value: string | number; label: string; children?: unknown[] }[] =>
    options.map(({ value, label, children }) => ({ value, label: localize(label, lang), ...(children ? { children: localizeOptions(children, lang) } : {}) }));

/** A write-form field as it travels: its label, hint and option labels in `lang`. */
const localizeFormField = ({ label, hint, options, ...field }: FormFieldSpec, lang: Lang): WriteFormField => ({
    ...field,
    label: localize(label, lang),
    ...(hint ? { hint: localize(hint, lang) } : {}),
    ...(options ? { options: localizeOptions(options, lang) as WriteFormField['options'] } : {}),
});

/**
 * The definition reply of docs/protocol.md §9.1, its titles and labels in the caller's language; no SQL
 * (`sql`, `from`, `scope`) leaves the server.
 */
export const tableDefinition = (spec: TableSpec, lang: Lang) => ({
    pk: spec.pk,
    limit: spec.limit ?? 10,
    export_type: spec.export_type ?? 0,
    show_sum: spec.show_sum ?? Object.values(spec.columns).some(column => column.sum),
    show_excel: spec.show_excel ?? false,
    show_excel_async: spec.show_excel_async ?? false,
    show_excel_import: spec.show_excel_import ?? false,
    column_names: Object.keys(spec.columns),
    rows: Object.fromEntries(
        Object.entries(spec.columns).map(([name, column]) => [
            name,
            {
                title: localize(column.title, lang),
                name,
                type: column.type ?? '',
                sort: column.sort ?? false,
                decimal: column.decimal ?? 0,
                options: localizeOptions(column.options ?? [], lang),
                item_width: column.item_width ?? 0,
                item_align: column.item_align ?? 'left',
                sum: column.sum ?? false,
                showTableRow: column.showTableRow ?? true,
            },
        ])
    ),
    top_search: spec.top_search.map(search => ({
        name: search.name,
        title: localize(search.title, lang),
        type: search.type ?? '',
        options: localizeOptions(search.options ?? [], lang),
        cascades: Object.fromEntries(Object.entries(search.cascades ?? {}).map(([parent, options]) => [parent, localizeOptions(options, lang)])),
        second_name: search.second_name ?? '',
    })),
    ...(spec.form ? { form: spec.form.map(field => localizeFormField(field, lang)) } : {}),
    // Rows carry `_version`, writes accept it, and the records' history can be read and restored (§16).
    ...(spec.versioned ? { versioned: true, history: true } : {}),
});
