import { hashKey, type QueryClient } from '@tanstack/react-query';
import type { GetListParams, Store } from 'react-admin';
import type { MerchantDataProvider } from '../dataProvider/dataProvider';
import { definitionQuery } from '../dataProvider/definitionQuery';
import type { TableDefinition } from '../dataProvider/TableDefinition';
import type { ListPrefetch } from '../dataProvider/withPrefetchedLists';
import type { ListRoute } from './ListRoute';
import { firstListParams, getListQueryKey, listStoreKey } from './listParams';

export interface SchemaListPrefetchDeps {
    queryClient: QueryClient;
    dataProvider: Pick<MerchantDataProvider, 'fetchDefinition'> & ListPrefetch;
    store: Pick<Store, 'getItem'>;
    /** The console's language: the definitions' cache is kept per language. */
    lang: string;
}

/** The page size most definitions name (the reference server's default, docs/protocol.md §9.3's example): the first rows go out at it before their definition has said. */
export const USUAL_PAGE_SIZE = 10;

/**
 * Fetches what a generated list opens with before it is on screen: its definition into the one
 * definition cache, and beside it the first page of rows it will ask for (`firstListParams`),
 * under react-admin's own query key, so the list shows its rows as it mounts and the server is
 * asked once (`withPrefetchedLists`). The page size of those rows is the definition's, known
 * only once it answers: the rows go out at the size a definition read earlier in the session
 * names, else the usual one, and when the definition names another size they are dropped (the
 * call cancelled) and the right page is asked for. A list with tabs gets its definition only:
 * each tab has its own rows. A failure is left to the list, which asks again and shows it.
 */
export const prefetchSchemaList = async ({ queryClient, dataProvider, store, lang }: SchemaListPrefetchDeps, entry: ListRoute, search = '') => {
    const { api } = entry;
    if (!api) return;
    const query = definitionQuery(api, lang, dataProvider.fetchDefinition);
    const known = queryClient.getQueryData<TableDefinition>(query.queryKey);
    const reading = queryClient.fetchQuery(query);
    // Its failure is the caller's, through the await below, whatever happens in between.
    reading.catch(() => undefined);
    if (entry.tabs?.length) {
        await reading;
        return;
    }
    const stored = store.getItem(listStoreKey(api, entry));
    const ask = (params: GetListParams) => {
        const controller = new AbortController();
        const reply = dataProvider.prefetchList(api, { ...params, signal: controller.signal });
        reply.catch(() => undefined);
        return { key: hashKey(getListQueryKey(api, params)), reply, cancel: () => controller.abort() };
    };
    const early = ask(firstListParams(entry, known ?? { limit: USUAL_PAGE_SIZE }, stored, search));
    const definition = await reading.catch(error => {
        early.cancel();
        throw error;
    });
    const params = firstListParams(entry, definition, stored, search);
    const queryKey = getListQueryKey(api, params);
    let rows = early;
    if (hashKey(queryKey) !== early.key) {
        early.cancel();
        rows = ask(params);
    }
    // The list's own fetch of the same page is answered from this one, so it takes no abort signal of its own.
    await queryClient.prefetchQuery({
        queryKey,
        queryFn: () => rows.reply.then(({ data, total, pageInfo, meta }) => ({ data, total, pageInfo, meta })),
        retry: false,
    });
};
