import { getQuery, parseQueryFromLocation, type GetListParams, type SortPayload } from 'react-admin';
import type { TableDefinition } from '../dataProvider/TableDefinition';
import type { ListRoute } from './ListRoute';

/**
 * Store key of list state (filters, page, selection): cleared with the session's `mc.` keys.
 * One per api; a list with a fixed filter keeps its own, so it never shows the other's.
 */
export const listStoreKey = (api: string, entry?: Pick<ListRoute, 'path' | 'filter'>) => (entry?.filter ? `mc.list.${api}@${entry.path}` : `mc.list.${api}`);

/** No field: the server's default order (the definition names no default sort). */
export const LIST_DEFAULT_SORT: SortPayload = { field: '', order: 'DESC' };

/**
 * The rows call a generated list (SchemaListBase's `ListBase`) makes when it opens, worked out as
 * react-admin's list controller works it out, with its own functions: the list query of the URL,
 * else the list state kept in the store, else page 1 at the definition's page size in the
 * server's order; with the entry's fixed filter over it.
 */
export const firstListParams = (entry: ListRoute, definition: Pick<TableDefinition, 'limit'>, stored: unknown, search: string): GetListParams => {
    const query = getQuery({
        queryFromLocation: parseQueryFromLocation({ search }),
        params: stored && typeof stored === 'object' ? stored : {},
        filterDefaultValues: undefined,
        sort: LIST_DEFAULT_SORT,
        perPage: definition.limit,
    });
    return {
        pagination: { page: query.page, perPage: query.perPage },
        sort: { field: query.sort, order: query.order },
        filter: { ...query.filter, ...entry.filter },
        meta: undefined,
    };
};

/** react-admin's query key of a getList (ra-core's useGetList): a page fetched under it is the one the list reads. */
export const getListQueryKey = (resource: string, { pagination, sort, filter, meta }: GetListParams) =>
    [resource, 'getList', { pagination, sort, filter, meta }] as const;
