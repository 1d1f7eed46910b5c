import { hashKey } from '@tanstack/react-query';
import type { DataProvider, GetListParams, GetListResult } from 'react-admin';

export interface ListPrefetch {
    /**
     * Fetches a page of rows ahead of the list that will ask for it: the next `getList` with the
     * same resource and parameters, while this one is in flight or within `reuseMs` of its answer,
     * takes its answer instead of asking the server again.
     */
    prefetchList(resource: string, params: GetListParams): Promise<GetListResult>;
}

const keyOf = (resource: string, { pagination, sort, filter, meta }: GetListParams) => hashKey([resource, { pagination, sort, filter, meta }]);

/**
 * The data provider with `prefetchList`: a list opening right after its rows were fetched ahead
 * (the page after login) reads them once, so the server is asked once. Only the latest prefetch
 * is held, and only once; a failed one is forgotten, so the list asks for itself.
 */
export const withPrefetchedLists = <T extends DataProvider>(
    dataProvider: T,
    { now = Date.now, reuseMs = 5000 }: { now?: () => number; reuseMs?: number } = {}
): T & ListPrefetch => {
    let held: { key: string; reply: Promise<GetListResult>; answeredAt?: number } | undefined;
    return {
        ...dataProvider,
        prefetchList(resource, params) {
            const reply = dataProvider.getList(resource, params);
            const entry: NonNullable<typeof held> = { key: keyOf(resource, params), reply };
            held = entry;
            reply.then(
                () => {
                    entry.answeredAt = now();
                },
                () => {
                    if (held === entry) held = undefined;
                }
            );
            return reply;
        },
        getList(resource, params) {
            const entry = held;
            if (entry && entry.key === keyOf(resource, params) && (entry.answeredAt === undefined || now() - entry.answeredAt <= reuseMs)) {
                held = undefined;
                return entry.reply;
            }
            return dataProvider.getList(resource, params);
        },
    };
};
