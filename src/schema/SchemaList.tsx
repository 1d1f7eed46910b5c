import { Box, Tab, Tabs, alpha, useMediaQuery, type Theme } from '@mui/material';
import { useMemo, useState } from 'react';
import { DataTable, List, Pagination, useCanAccessResources, useStore, useTranslate } from 'react-admin';
import { useNotifyError } from '../errors/useNotifyError';
import { useCounters } from '../dataProvider/counters/useCounters';
import { CardRows } from './CardRows';
import { SchemaCell } from './cells/SchemaCell';
import { columnOrderStoreKey, columnsStoreKey, defaultHiddenColumns, densityStoreKey, orderedColumns, type Density } from './columnVisibility';
import { DefinitionError } from './DefinitionError';
import { DefinitionProblems } from './DefinitionProblems';
import { EmptyRows } from './EmptyRows';
import { ListLoadError } from './ListLoadError';
import type { ListChildRoute, ListRoute, ListTab } from './ListRoute';
import { NamedRowCheckboxes } from './NamedRowCheckboxes';
import { NARROW_SCREEN } from './narrowScreen';
import { SchemaFilterForm } from './filters/SchemaFilterForm';
import { NotConfigured } from './NotConfigured';
import { RowActions } from './RowActions';
import { SELECTION_BAR, SelectionBar } from './SelectionBar';
import { TableSkeleton } from './TableSkeleton';
import { batchRoutes } from './batchRoutes';
import { SUMMARY_RECORD, SummaryLabel, summaryFoot } from './SummaryFoot';
import { summaryLabelColumn } from './summaryLabelColumn';
import type { TableDefinition } from '../dataProvider/TableDefinition';
import { SchemaListActions } from './toolbar/SchemaListActions';
import { useTableDefinition } from './useTableDefinition';

/** docs/console.md §9 page sizes. */
export const PAGE_SIZES = [10, 20, 30, 50];

/**
 * Store key of list state (filters, page, selection): cleared with the session's `mc.` keys.
 * One per api; a list with a fixed filter keeps its own, so it never shows the other's.
 */
export const listStoreKey = (api: string, entry?: Pick<ListRoute, 'path' | 'filter'>) => (entry?.filter ? `mc.list.${api}@${entry.path}` : `mc.list.${api}`);

/** A list page generated from the server's table definition of the entry's api. */
// A wide table scrolls inside its card; filters, toolbar and pagination stay in the viewport
// (as a flex item, the list's main column would otherwise grow to the table's width).
// The wrapper is the table's scroll box in both directions, so that the header (sticky at its
// top in DataTable) and the action column (sticky at its right) stay in view.
const ACTION_CELL = 'mc-actionCell';
// Compact density: MUI's small table with the cells' vertical padding cut to a minimum.
const COMPACT = 'mc-compact';
// react-admin's rows take no tint when selected: a row whose checkbox is ticked takes MUI's
// selected tint here. The sticky action cell must be opaque (the cells scrolled under it would
// show through), so it cannot take its row's translucent tints: it lays the same tint over its
// paper as an image, and so looks like the rest of its row.
const SELECTED_ROW = 'tbody .RaDataTable-row:has(> .MuiTableCell-paddingCheckbox input:checked)';
const tint = (color: string) => `linear-gradient(${color}, ${color})`;
const selected = (theme: Theme) => alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity);
const selectedHover = (theme: Theme) => alpha(theme.palette.primary.main, theme.palette.action.selectedOpacity + theme.palette.action.hoverOpacity);
const LIST_SX = {
    '& .RaList-main': { minWidth: 0 },
    '& .RaDataTable-tableWrapper': { overflow: 'auto', maxHeight: 'max(360px, calc(100vh - 260px))' },
    // The selection bar takes a line above the table: the table's box gives it up, so that the
    // paging stays in the window while rows are selected.
    [`&:has(.${SELECTION_BAR}) .RaDataTable-tableWrapper`]: { maxHeight: 'max(360px, calc(100vh - 308px))' },
    [`& .${ACTION_CELL}`]: { position: 'sticky', right: 0, zIndex: 1, bgcolor: 'background.paper', boxShadow: '-1px 0 0 rgba(0,0,0,0.12)' },
    [`& .MuiTableRow-hover:hover > .${ACTION_CELL}`]: { backgroundImage: (theme: Theme) => tint(theme.palette.action.hover) },
    [`& ${SELECTED_ROW}`]: { bgcolor: selected },
    [`& ${SELECTED_ROW}.MuiTableRow-hover:hover`]: { bgcolor: selectedHover },
    [`& ${SELECTED_ROW} > .${ACTION_CELL}`]: { backgroundImage: (theme: Theme) => tint(selected(theme)) },
    [`& ${SELECTED_ROW}.MuiTableRow-hover:hover > .${ACTION_CELL}`]: { backgroundImage: (theme: Theme) => tint(selectedHover(theme)) },
    [`& .RaDataTable-headerCell.${ACTION_CELL}`]: { zIndex: 3 },
    [`& .${COMPACT} .MuiTableCell-root`]: { py: '2px', lineHeight: 1.3 },
} as const;

export interface SchemaListProps {
    entry: ListRoute;
    /** The routes of a row's buttons (edit, show, actions), from the catalogue. */
    rowRoutes: readonly ListChildRoute[];
    /** The route of the toolbar's create button, if the list has one. */
    createRoute?: ListChildRoute;
}

export const SchemaList = ({ entry, ...routes }: SchemaListProps) => {
    const { data: definition, error, isPending, refetch } = useTableDefinition(entry.api);
    if (!entry.api) return <NotConfigured />;
    if (isPending) return <TableSkeleton />;
    if (error || !definition) return <DefinitionError error={error} onRetry={() => void refetch()} />;
    if (entry.tabs?.length) return <TabbedList entry={entry} tabs={entry.tabs} api={entry.api} definition={definition} {...routes} />;
    return <SchemaListView entry={entry} api={entry.api} definition={definition} {...routes} />;
};

interface SchemaListViewProps extends SchemaListProps {
    api: string;
    definition: TableDefinition;
    /** Default: `listStoreKey(api, entry)`. */
    storeKey?: string;
}

/**
 * The entry's tabs above its list: each tab's list adds the tab's filter to the entry's and
 * keeps its own filters and page; a tab's label carries its counter when it has one.
 */
const TabbedList = ({ tabs, ...props }: Omit<SchemaListViewProps, 'storeKey'> & { tabs: ListTab[] }) => {
    const translate = useTranslate();
    const [selected, setSelected] = useState(0);
    const counts = useCounters(tabs.flatMap(tab => (tab.count ? [tab.count] : [])));
    let counted = 0;
    const labels = tabs.map(tab => {
        const value = tab.count ? counts[counted++] : undefined;
        return value === undefined ? translate(tab.label) : `${translate(tab.label)} (${value})`;
    });
    const tab = tabs[selected] ?? tabs[0];
    const { entry, api } = props;
    return (
        <Box>
            <Tabs value={selected} onChange={(_, index: number) => setSelected(index)} aria-label={translate(entry.title)} variant="scrollable">
                {labels.map((label, index) => (
                    <Tab key={tabs[index].label} label={label} />
                ))}
            </Tabs>
            <SchemaListView
                key={selected}
                {...props}
                entry={{ ...entry, filter: { ...entry.filter, ...tab.filter } }}
                storeKey={`${listStoreKey(api, entry)}#${selected}`}
            />
        </Box>
    );
};

const SchemaListView = ({ entry, api, definition, rowRoutes, createRoute, storeKey }: SchemaListViewProps) => {
    const translate = useTranslate();
    const notifyError = useNotifyError();
    const hidden = useMemo(() => defaultHiddenColumns(definition.columns), [definition]);
    const [order] = useStore<string[]>(columnOrderStoreKey(api), []);
    const [hiddenNow] = useStore<string[]>(columnsStoreKey(api), hidden);
    const [density] = useStore<Density>(densityStoreKey(api), 'standard');
    const columns = useMemo(() => orderedColumns(definition.columns, order), [definition, order]);
    const shownColumns = columns.filter(column => !hiddenNow.includes(column.name));
    const labelColumn = summaryLabelColumn(shownColumns);
    // Below 992 px (the console's mobile layout) rows are cards: nothing scrolls sideways.
    const narrow = useMediaQuery(NARROW_SCREEN, { noSsr: true });
    const foot = useMemo(() => (definition.showSum ? summaryFoot(!!labelColumn) : undefined), [definition.showSum, labelColumn]);
    const fixed = entry.filter;
    const search = useMemo(() => definition.search.filter(item => !fixed || !(item.name in fixed)), [definition, fixed]);
    const title = translate(entry.title);
    const permittedRoutes = usePermittedRoutes(rowRoutes);
    const batchable = useMemo(() => batchRoutes(permittedRoutes), [permittedRoutes]);
    return (
        <Box>
            <DefinitionProblems api={api} problems={definition.problems} />
            <List
                resource={api}
                storeKey={storeKey ?? listStoreKey(api, entry)}
                filter={fixed}
                title={title}
                perPage={definition.limit}
                sort={{ field: '', order: 'DESC' }}
                exporter={false}
                actions={
                    <SchemaListActions
                        api={api}
                        definition={definition}
                        defaultHidden={hidden}
                        fileName={title}
                        createRoute={createRoute}
                        fixedFilter={fixed}
                    />
                }
                pagination={<Pagination rowsPerPageOptions={pageSizes(definition.limit)} />}
                empty={false}
                error={<ListLoadError />}
                // react-admin's own toast would drop the error's parameters (the HTTP status).
                queryOptions={{ onError: failure => notifyError(failure) }}
                sx={LIST_SX}
            >
                <SchemaFilterForm api={api} search={search} />
                <SelectionBar api={api} pk={definition.pk} routes={batchable} />
                {narrow ? (
                    <CardRows columns={shownColumns} routes={permittedRoutes} showSum={definition.showSum} />
                ) : (
                    <NamedRowCheckboxes>
                        <DataTable
                            storeKey={columnsStoreKey(api)}
                            hiddenColumns={hidden}
                            rowClick={false}
                            bulkActionButtons={<></>}
                            bulkActionsToolbar={<></>}
                            foot={foot}
                            empty={<EmptyRows />}
                            className={density === 'compact' ? COMPACT : undefined}
                        >
                            {columns.map(column => (
                                <DataTable.Col
                                    key={column.name}
                                    source={column.name}
                                    label={column.title}
                                    disableSort={!column.sort}
                                    align={column.itemAlign}
                                    sx={column.itemWidth ? { width: column.itemWidth, minWidth: column.itemWidth } : undefined}
                                    render={record =>
                                        !record[SUMMARY_RECORD] || column.sum ? (
                                            <SchemaCell column={column} value={record[column.name]} />
                                        ) : column.name === labelColumn ? (
                                            <SummaryLabel />
                                        ) : null
                                    }
                                />
                            ))}
                            {permittedRoutes.length > 0 && (
                                <DataTable.Col
                                    label={translate('mc.schema.actions')}
                                    headerClassName={ACTION_CELL}
                                    cellClassName={ACTION_CELL}
                                    render={() => <RowActions routes={permittedRoutes} />}
                                />
                            )}
                        </DataTable>
                    </NamedRowCheckboxes>
                )}
            </List>
        </Box>
    );
};

/** The routes the user may open, checked once per list rather than once per row and button. */
const usePermittedRoutes = (routes: readonly ListChildRoute[]) => {
    const paths = useMemo(() => routes.map(route => route.path), [routes]);
    const { canAccess } = useCanAccessResources({ action: 'access', resources: paths });
    return useMemo(() => (canAccess ? routes.filter(route => canAccess[route.path]) : []), [routes, canAccess]);
};

/** The page sizes of docs/console.md §9, plus the definition's own limit when the server asks for another. */
const pageSizes = (limit: number) => (PAGE_SIZES.includes(limit) ? PAGE_SIZES : [...PAGE_SIZES, limit].sort((a, b) => a - b));
