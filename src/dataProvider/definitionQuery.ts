import type { TableDefinition } from './TableDefinition';

/** One HTTP read of a list api's table definition (docs/protocol.md §9.1), parsed, in `lang` (default: the console's language). */
export type FetchDefinition = (api: string, options?: { signal?: AbortSignal; lang?: string }) => Promise<TableDefinition>;

export const definitionQueryKey = (api: string, lang: string) => ['definition', lang, api] as const;

/**
 * The one cache of table definitions is react-query's: the list and form pages read it through
 * `useTableDefinition`, the data provider (which needs a list's pk) through its query client, by
 * these options. A definition is read once per session and language (the server writes its titles
 * in the call's language; react-admin clears the query client at logout); a failed read is not
 * cached, so the next use asks again.
 */
export const definitionQuery = (api: string, lang: string, fetch: FetchDefinition) => ({
    queryKey: definitionQueryKey(api, lang),
    // Read in the language of its key: a page renders in the language it was switched to before
    // the i18n provider (which the calls follow) has loaded it.
    queryFn: ({ signal }: { signal: AbortSignal }) => fetch(api, { signal, lang: lang || undefined }),
    staleTime: Infinity,
    retry: false,
});
