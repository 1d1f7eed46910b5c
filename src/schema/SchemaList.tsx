import { Box, Tab, Tabs } from '@mui/material';
import { useMemo, useState } from 'react';
import { DataTable, List, Loading, Pagination, useTranslate } from 'react-admin';
import { useNotifyError } from '../errors/useNotifyError';
import { useCounters } from '../dataProvider/counters/useCounters';
import { SchemaCell } from './cells/SchemaCell';
import { columnsStoreKey, defaultHiddenColumns, displayableColumns } from './columnVisibility';
import { DefinitionError } from './DefinitionError';
import { DefinitionProblems } from './DefinitionProblems';
import { EmptyRows } from './EmptyRows';
import { ListLoadError } from './ListLoadError';
import type { ListChildRoute, ListRoute, ListTab } from './ListRoute';
import { SchemaFilterForm } from './filters/SchemaFilterForm';
import { NotConfigured } from './NotConfigured';
import { RowActions } from './RowActions';
import { SelectionBar } from './SelectionBar';
import { SUMMARY_RECORD, SummaryFoot } from './SummaryFoot';
import type { TableDefinition } from '../dataProvider/TableDefinition';
import { SchemaListActions } from './toolbar/SchemaListActions';
import { useTableDefinition } from './useTableDefinition';

/** SPEC.md §9 page sizes. */
export const PAGE_SIZES = [10, 20, 30, 50];

/**
 * Store key of list state (filters, page, selection): cleared with the session's `mc.` keys.
 * One per api; a list with a fixed filter keeps its own, so it never shows the other's.
 */
export const listStoreKey = (api: string, entry?: Pick<ListRoute, 'path' | 'filter'>) => (entry?.filter ? `mc.list.${api}@${entry.path}` : `mc.list.${api}`);

/** A list page generated from the server's table definition of the entry's api. */
// A wide table scrolls inside its card; filters, toolbar and pagination stay in the viewport
// (as a flex item, the list's main column would otherwise grow to the table's width).
const LIST_SX = { '& .RaList-main': { minWidth: 0 }, '& .RaDataTable-tableWrapper': { overflowX: 'auto' } } as const;

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
    if (isPending) return <Loading />;
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
    const columns = displayableColumns(definition.columns);
    const hidden = useMemo(() => defaultHiddenColumns(definition.columns), [definition]);
    const fixed = entry.filter;
    const search = useMemo(() => definition.search.filter(item => !fixed || !(item.name in fixed)), [definition, fixed]);
    const title = translate(entry.title);
    return (
        <Box>
            <DefinitionProblems problems={definition.problems} />
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
                <SelectionBar />
                <DataTable
                    storeKey={columnsStoreKey(api)}
                    hiddenColumns={hidden}
                    rowClick={false}
                    bulkActionButtons={<></>}
                    bulkActionsToolbar={<></>}
                    foot={definition.showSum ? SummaryFoot : undefined}
                    empty={<EmptyRows />}
                >
                    {columns.map(column => (
                        <DataTable.Col
                            key={column.name}
                            source={column.name}
                            label={column.title}
                            disableSort={!column.sort}
                            align={column.itemAlign}
                            sx={column.itemWidth ? { width: column.itemWidth, minWidth: column.itemWidth } : undefined}
                            render={record => (record[SUMMARY_RECORD] && !column.sum ? null : <SchemaCell column={column} value={record[column.name]} />)}
                        />
                    ))}
                    {rowRoutes.length > 0 && (
                        <DataTable.Col label={translate('mc.schema.actions')} sx={{ minWidth: 200 }} render={() => <RowActions routes={rowRoutes} />} />
                    )}
                </DataTable>
            </List>
        </Box>
    );
};

/** The SPEC sizes, plus the definition's own limit when the server asks for another. */
const pageSizes = (limit: number) => (PAGE_SIZES.includes(limit) ? PAGE_SIZES : [...PAGE_SIZES, limit].sort((a, b) => a - b));
