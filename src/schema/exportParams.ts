import type { SortPayload } from 'react-admin';

export interface ListQueryState {
    filter: Record<string, unknown>;
    sort?: SortPayload;
    page: number;
    perPage: number;
}

/** The list's filters and sort as the data provider sends them. */
const queryOf = ({ filter, sort }: ListQueryState): Record<string, unknown> => {
    const query: Record<string, unknown> = { ...filter };
    if (sort?.field && sort.field !== 'id') {
        query.sort = sort.field;
        query.order = sort.order === 'ASC';
    }
    return query;
};

/** Synchronous export (docs/protocol.md §9.6): filters and sort plus `_down_excel` and the file name. */
export const syncExportParams = (state: ListQueryState, fileName: string) => ({
    ...queryOf(state),
    _down_excel: 1,
    _excel_file_name: fileName,
});

export type AsyncExportScope = 'page' | 'selected';

/**
 * Asynchronous export: `_excel_down_culumns` (sic) and `export_type` 1 (the current page) or
 * 2 (the selected rows, `ids`, by pk).
 */
export const asyncExportParams = (state: ListQueryState, columns: string[], scope: AsyncExportScope, selectedIds: ReadonlyArray<string | number>) => {
    const params: Record<string, unknown> = {
        ...queryOf(state),
        _excel_down_culumns: columns.join(','),
        export_type: scope === 'page' ? 1 : 2,
    };
    if (scope === 'page') {
        params.page = state.page;
        params.limit = state.perPage;
    } else {
        params.ids = [...selectedIds];
    }
    return params;
};

/** Store key the layout's export-task drawer listens to. */
export const EXPORT_DRAWER_STORE_KEY = 'mc.exportDrawer.open';
