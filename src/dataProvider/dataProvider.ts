import type { QueryClient } from '@tanstack/react-query';
import type { DataProvider, GetListParams, Identifier } from 'react-admin';
import { definitionQuery, type FetchDefinition } from './definitionQuery';
import { parseTableDefinition } from './parseTableDefinition';
import type { ReadDefinition } from './definitionReader';
import type { TableDefinition } from './TableDefinition';
import type { ResourceCalls } from './ResourceCalls';
import type { HttpClient, Params } from './httpClient';
import { applyColumnTexts, type ColumnTextsByName } from './columnTexts';
import { isLocale } from '../i18n/locales';
import { VERSION_FIELD, versionOf } from './recordConflict';

/** Finds the write calls of a resource (its list api) in the catalogue. */
export type ResolveCalls = (resource: string) => ResourceCalls | undefined;

export interface DataProviderOptions {
    /** The language the transport asks the server's texts in: the definitions' cache is kept per language. */
    lang?: () => string;
    /** The catalogue's overrides of a list api's column titles and option labels, per language. */
    columnTexts?: (api: string) => ColumnTextsByName | undefined;
    /** Reads and parses a definition (default: one GET); src/providers.ts gives the one that keeps definitions across sessions. */
    readDefinition?: ReadDefinition;
}

export interface MerchantDataProvider extends DataProvider {
    /**
     * Reads the table definition of a list api (docs/protocol.md §9.1), uncached: pages read it through
     * `useTableDefinition`, which keeps it in the one cache (`definitionQuery`).
     */
    fetchDefinition: FetchDefinition;
    /** Any other call of the protocol, through the same transport. */
    call<T = unknown>(path: string, options?: Parameters<HttpClient['request']>[1]): Promise<T>;
    /** A signed URL for a download opened in a new window (exports, import templates). */
    signedUrl(path: string, params?: Params): string;
}

/**
 * The generic table protocol as a react-admin data provider. Resource names are list apis.
 *
 * getList    => GET {api}?page=&limit=&sort=&order=&{filters}[&_count_sum=true on page 1]
 * getOne     => GET {calls.getOne}?{pk}=id
 * getMany    => GET {api}?page=1&limit=n&{pk}=id1,id2
 * getManyReference => GET {api}?{target}=id&page=&limit=...
 * create     => POST {calls.create} {data}
 * update     => POST {calls.update} {pk: id, ...data[, _version]}
 * updateMany => one update call per id
 * delete     => GET {calls.delete}{id} when it ends with `=`, else POST {calls.delete} {pk: id[, _version]}
 *
 * On a versioned list (docs/protocol.md §16) an update and a delete send the version their
 * caller read (`meta.version`, else `previousData._version`): a stale one is refused with the
 * conflict (`conflictOf`), and the update answers the version after it.
 * deleteMany => one delete call per id
 */
export const createDataProvider = (
    http: HttpClient,
    resolveCalls: ResolveCalls,
    queryClient: QueryClient,
    options: DataProviderOptions = {}
): MerchantDataProvider => {
    const language = () => options.lang?.() ?? '';
    // page 1 asks for count and totals; later pages of the same query reuse them.
    const counts = new Map<string, { count: number; totalrow: unknown }>();

    // The server writes a definition's titles and labels in the language of the call; the
    // catalogue's overrides for that language are laid over it.
    const readDefinition: ReadDefinition =
        options.readDefinition ?? ((api, { signal, lang } = {}) => http.request(api, { signal, lang }).then(parseTableDefinition));
    const fetchDefinition: FetchDefinition = (api, { signal, lang = language() } = {}) =>
        readDefinition(api, { signal, lang: lang || undefined }).then(parsed =>
            isLocale(lang) ? applyColumnTexts(parsed, options.columnTexts?.(api), lang) : parsed
        );
    /** The definition from the pages' cache, in the current language, read into it when it is not there yet. */
    const definitionOf = (api: string): Promise<TableDefinition> => queryClient.fetchQuery(definitionQuery(api, language(), fetchDefinition));

    // Rows are whatever the server's table holds: typed by the caller's RecordType, as in
    // ra-data-simple-rest, hence `any`.
    const withId =
        (pk: string) =>
        // eslint-disable-next-line @typescript-eslint/no-explicit-any
        (row: Record<string, unknown>): any => ({ ...row, id: row[pk] as Identifier });

    const callsOf = (resource: string, call: keyof ResourceCalls): string => {
        const path = resolveCalls(resource)?.[call];
        if (typeof path !== 'string' || !path) throw new Error(`mc.error.notConfigured`);
        return path;
    };

    const listQuery = (params: GetListParams): Params => {
        const { page = 1, perPage = 10 } = params.pagination ?? {};
        const query: Params = { ...params.filter, page, limit: perPage };
        // No field means the server's default order (the definition names no default sort).
        if (params.sort?.field) {
            query.sort = params.sort.field;
            query.order = params.sort.order === 'ASC';
        }
        return query;
    };

    /** The version a write names: only on a versioned list, and only when the caller read one. */
    const versionFor = (
        definition: TableDefinition,
        params: { meta?: { version?: unknown }; previousData?: Record<string, unknown> }
    ): Record<string, number> => {
        if (!definition.versioned) return {};
        const version = versionOf({ [VERSION_FIELD]: params.meta?.version }) ?? versionOf(params.previousData);
        return version === undefined ? {} : { [VERSION_FIELD]: version };
    };

    const remove = async (resource: string, id: Identifier, version: Record<string, number> = {}) => {
        const path = callsOf(resource, 'delete');
        const { pk } = await definitionOf(resource);
        const query = Object.entries(version)
            .map(([name, value]) => `&${name}=${value}`)
            .join('');
        return path.endsWith('=') ? http.request(`${path}${encodeURIComponent(String(id))}${query}`) : http.request(path, { body: { [pk]: id, ...version } });
    };

    return {
        supportAbortSignal: true,
        fetchDefinition,
        call: (path, options) => http.request(path, options),
        signedUrl: (path, params) => http.signedUrl(path, params),

        async getList(resource, params) {
            const query = listQuery(params);
            const { page: _page, limit: _limit, ...rest } = query;
            const key = `${resource}?${JSON.stringify(rest)}`;
            const first = query.page === 1;
            // The rows need the definition only for their key: a list whose definition is not read
            // yet asks for both side by side.
            const [{ pk }, reply] = await Promise.all([
                definitionOf(resource),
                http.request<{ data?: unknown; count?: unknown; totalrow?: unknown }>(resource, {
                    params: first ? { ...query, _count_sum: true } : query,
                    signal: params.signal,
                }),
            ]);
            if (!reply || !Array.isArray(reply.data)) throw new Error('mc.error.malformed');
            const data = (reply.data as Record<string, unknown>[]).map(withId(pk));
            if (first && reply.count !== undefined) {
                counts.set(key, { count: Number(reply.count) || 0, totalrow: reply.totalrow });
            }
            const known = counts.get(key);
            if (known) return { data, total: known.count, meta: { totalrow: known.totalrow } };
            return { data, pageInfo: { hasNextPage: data.length >= Number(query.limit), hasPreviousPage: Number(query.page) > 1 } };
        },

        async getOne(resource, params) {
            const { pk } = await definitionOf(resource);
            const record = await http.request<Record<string, unknown>>(callsOf(resource, 'getOne'), {
                params: { [pk]: params.id },
                signal: params.signal,
            });
            return { data: withId(pk)({ ...record, [pk]: record?.[pk] ?? params.id }) };
        },

        async getMany(resource, params) {
            const { pk } = await definitionOf(resource);
            const reply = await http.request<{ data?: Record<string, unknown>[] }>(resource, {
                params: { page: 1, limit: params.ids.length, [pk]: params.ids },
                signal: params.signal,
            });
            return { data: (reply?.data ?? []).map(withId(pk)) };
        },

        async getManyReference(resource, params) {
            const { pk } = await definitionOf(resource);
            const query = listQuery({ ...params, filter: { ...params.filter, [params.target]: params.id } });
            const reply = await http.request<{ data?: Record<string, unknown>[]; count?: number }>(resource, {
                params: { ...query, _count_sum: true },
                signal: params.signal,
            });
            return { data: (reply?.data ?? []).map(withId(pk)), total: Number(reply?.count) || 0 };
        },

        async create(resource, params) {
            const { pk } = await definitionOf(resource);
            const reply = await http.request<Record<string, unknown> | null>(callsOf(resource, 'create'), { body: params.data });
            const record = { ...params.data, ...(reply && typeof reply === 'object' ? reply : {}) };
            return { data: withId(pk)(record) };
        },

        async update(resource, params) {
            const definition = await definitionOf(resource);
            const { pk } = definition;
            const reply = await http.request<Record<string, unknown> | null>(callsOf(resource, 'update'), {
                body: { ...params.data, [pk]: params.id, ...versionFor(definition, params) },
            });
            const version = versionOf(reply ?? undefined);
            return { data: withId(pk)({ ...params.data, [pk]: params.id, ...(version === undefined ? {} : { [VERSION_FIELD]: version }) }) };
        },

        async updateMany(resource, params) {
            const { pk } = await definitionOf(resource);
            const path = callsOf(resource, 'update');
            for (const id of params.ids) await http.request(path, { body: { ...params.data, [pk]: id } });
            return { data: params.ids };
        },

        async delete(resource, params) {
            await remove(resource, params.id, versionFor(await definitionOf(resource), params));
            return { data: (params.previousData ?? { id: params.id }) as never };
        },

        async deleteMany(resource, params) {
            for (const id of params.ids) await remove(resource, id);
            return { data: params.ids };
        },
    };
};
