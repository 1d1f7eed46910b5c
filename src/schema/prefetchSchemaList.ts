import type { QueryClient } from '@tanstack/react-query';
import type { Store } from 'react-admin';
import type { MerchantDataProvider } from '../dataProvider/dataProvider';
import { definitionQuery } from '../dataProvider/definitionQuery';
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

/**
 * Fetches what a generated list opens with before it is on screen: its definition into the one
 * definition cache, then the first page of rows it will ask for (`firstListParams`) under
 * react-admin's own query key, so the list shows its rows as it mounts and the server is asked
 * once (`withPrefetchedLists`). A list with tabs gets its definition only: each tab has its own
 * rows. A failure is left to the list, which asks again and shows it.
 */
export const prefetchSchemaList = async ({ queryClient, dataProvider, store, lang }: SchemaListPrefetchDeps, entry: ListRoute, search = '') => {
    const { api } = entry;
    if (!api) return;
    const definition = await queryClient.fetchQuery(definitionQuery(api, lang, dataProvider.fetchDefinition));
    if (entry.tabs?.length) return;
    const params = firstListParams(entry, definition, store.getItem(listStoreKey(api, entry)), search);
    // The list's own fetch of the same page is answered from this one, so it takes no abort signal of its own.
    await queryClient.prefetchQuery({
        queryKey: getListQueryKey(api, params),
        queryFn: () => dataProvider.prefetchList(api, params).then(({ data, total, pageInfo, meta }) => ({ data, total, pageInfo, meta })),
        retry: false,
    });
};
