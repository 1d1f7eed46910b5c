import type { TableSpec } from './TableSpec';

/** The definition reply of docs/protocol.md §9.1; no SQL (`sql`, `from`, `scope`) leaves the server. */
export const tableDefinition = (spec: TableSpec) => ({
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
                title: column.title,
                name,
                type: column.type ?? '',
                sort: column.sort ?? false,
                decimal: column.decimal ?? 0,
                options: column.options ?? [],
                item_width: column.item_width ?? 0,
                item_align: column.item_align ?? 'left',
                sum: column.sum ?? false,
                showTableRow: column.showTableRow ?? true,
            },
        ])
    ),
    top_search: spec.top_search.map(search => ({
        name: search.name,
        title: search.title,
        type: search.type ?? '',
        options: search.options ?? [],
        cascades: search.cascades ?? {},
        second_name: search.second_name ?? '',
    })),
});
