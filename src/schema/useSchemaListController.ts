import { useMediaQuery } from '@mui/material';
import { useMemo } from 'react';
import { useListContext, useStore, useTranslate, type Identifier } from 'react-admin';
import type { ColumnDefinition, SearchDefinition, TableDefinition } from '../dataProvider/TableDefinition';
import { batchRoutes } from './batchRoutes';
import { columnOrderStoreKey, columnsStoreKey, defaultHiddenColumns, densityStoreKey, orderedColumns, type Density } from './columnVisibility';
import type { ListChildRoute, ListRoute } from './ListRoute';
import { listSummary, type ListSummary } from './listSummary';
import { NARROW_SCREEN } from './narrowScreen';
import { usePermittedRoutes } from './usePermittedRoutes';
import { useListExtensions } from './ListExtensions';

/** docs/console.md §9 page sizes. */
const PAGE_SIZES = [10, 20, 30, 50];

/** The sizes of docs/console.md §9, plus the definition's own limit when the server asks for another. */
export const pageSizes = (limit: number) => (PAGE_SIZES.includes(limit) ? PAGE_SIZES : [...PAGE_SIZES, limit].sort((a, b) => a - b));

export interface SchemaListControllerProps {
    entry: ListRoute;
    api: string;
    definition: TableDefinition;
    /** The routes of a row's buttons (edit, show, actions), from the catalogue. */
    rowRoutes: readonly ListChildRoute[];
    /** The route of the toolbar's create button, if the list has one. */
    createRoute?: ListChildRoute;
}

/** Everything a generated list's view shows, worked out once per render of the list. */
export interface SchemaListController {
    entry: ListRoute;
    api: string;
    definition: TableDefinition;
    /** The translated title: the page's, and the exported file's name. */
    title: string;
    /** The entry's fixed filter, sent with every row request and export; its fields are not offered. */
    fixedFilter?: Record<string, string | number>;
    /** The filter form's items: the definition's `top_search` without the fixed ones. */
    search: SearchDefinition[];
    /** Every displayable column, in the user's order. */
    columns: ColumnDefinition[];
    /** The columns hidden until picked, as the definition has them (`showTableRow: false`). */
    defaultHidden: string[];
    /** The columns hidden now (the column chooser's choice, per api). */
    hidden: string[];
    /** The columns shown now, in order. */
    shownColumns: ColumnDefinition[];
    density: Density;
    /** Below 992 px rows are cards: nothing scrolls sideways. */
    narrow: boolean;
    pageSizes: number[];
    /** The record routes the user may open: each row's buttons (under their `when`). */
    rowRoutes: readonly ListChildRoute[];
    /** The record routes that run on the selected rows at once. */
    batchRoutes: readonly ListChildRoute[];
    /** Rows have actions: routes the user may open, or entries a feature adds to their 更多 menu. */
    rowActions: boolean;
    /** The toolbar's create route, when the list has one and the user may open it. */
    createRoute?: ListChildRoute;
    /**
     * Whether the definition's import is offered: an import creates rows, so a list whose create
     * route the user may not open (a shared list only the platform writes) offers none; a list
     * without a create route keeps it.
     */
    canImport: boolean;
    /** The selected rows, across pages. */
    selection: { ids: Identifier[]; clear: () => void };
    summary?: ListSummary;
}

/**
 * The controller of a generated list (react-admin's `useListController` is its model, and runs
 * below it in `ListBase`): from the entry, the definition, the user's stored choices, the
 * permissions and the list's state, what its view shows. The view components only render it.
 */
export const useSchemaListController = ({ entry, api, definition, rowRoutes, createRoute }: SchemaListControllerProps): SchemaListController => {
    const translate = useTranslate();
    const { selectedIds, onUnselectItems, meta, total } = useListContext();
    const defaultHidden = useMemo(() => defaultHiddenColumns(definition.columns), [definition]);
    const [order] = useStore<string[]>(columnOrderStoreKey(api), []);
    const [hidden] = useStore<string[]>(columnsStoreKey(api), defaultHidden);
    const [density] = useStore<Density>(densityStoreKey(api), 'standard');
    const narrow = useMediaQuery(NARROW_SCREEN, { noSsr: true });
    const columns = useMemo(() => orderedColumns(definition.columns, order), [definition, order]);
    const shownColumns = useMemo(() => columns.filter(column => !hidden.includes(column.name)), [columns, hidden]);
    const fixedFilter = entry.filter;
    const search = useMemo(() => definition.search.filter(item => !fixedFilter || !(item.name in fixedFilter)), [definition, fixedFilter]);
    const candidates = useMemo(() => (createRoute ? [...rowRoutes, createRoute] : rowRoutes), [rowRoutes, createRoute]);
    const permitted = usePermittedRoutes(candidates);
    const permittedRows = useMemo(() => permitted.filter(route => route !== createRoute), [permitted, createRoute]);
    const batchable = useMemo(() => batchRoutes(permittedRows), [permittedRows]);
    const { RowMenu } = useListExtensions(definition);
    const summary = useMemo(() => listSummary(definition.showSum, shownColumns, meta?.totalrow, total), [definition.showSum, shownColumns, meta, total]);
    return {
        entry,
        api,
        definition,
        title: translate(entry.title),
        fixedFilter,
        search,
        columns,
        defaultHidden,
        hidden,
        shownColumns,
        density,
        narrow,
        pageSizes: pageSizes(definition.limit),
        rowRoutes: permittedRows,
        batchRoutes: batchable,
        rowActions: permittedRows.length > 0 || !!RowMenu,
        createRoute: createRoute && permitted.includes(createRoute) ? createRoute : undefined,
        canImport: definition.showExcelImport && (!createRoute || permitted.includes(createRoute)),
        selection: { ids: selectedIds, clear: onUnselectItems },
        summary,
    };
};
