import { useQueries, type QueryClient } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { MerchantDataProvider } from '../dataProvider';
import type { MenuBadgeSource } from './MenuBadgeSource';
import { readCounter } from './readCounter';

/** Query key prefix of every counter reply (menu badges, list tabs). */
const COUNTER_KEY = 'mc.counter';

const callKey = (source: MenuBadgeSource) => `${source.call}?${JSON.stringify(source.params ?? {})}`;

/**
 * The values of these counters, in order, with one request per distinct call (a badge and a
 * tab reading the same reply share it); a failed or malformed counter is undefined rather than
 * an error. Not asked while `enabled` is false (undefined meanwhile).
 */
export const useCounters = (sources: readonly MenuBadgeSource[], { enabled = true }: { enabled?: boolean } = {}): Array<number | undefined> => {
    const dataProvider = useDataProvider<MerchantDataProvider>();
    const calls = [...new Map(sources.map(source => [callKey(source), source])).values()];
    const replies = useQueries({
        queries: calls.map(source => ({
            queryKey: [COUNTER_KEY, callKey(source)],
            queryFn: ({ signal }: { signal: AbortSignal }) => dataProvider.call(source.call, { params: source.params, signal, hideError: true }),
            retry: false,
            enabled,
        })),
        combine: results => new Map(calls.map((source, index) => [callKey(source), results[index]?.data])),
    });
    return sources.map(source => readCounter(replies.get(callKey(source)), source.field));
};

/** After a write that may move an order or a request to another state: every counter is read again. */
export const refreshCounters = (queryClient: QueryClient) => queryClient.invalidateQueries({ queryKey: [COUNTER_KEY] });

/** The counters read from these calls are read again (the live stream named them in a `badge` event). */
export const refreshCounterCalls = (queryClient: QueryClient, calls: readonly string[]) =>
    queryClient.invalidateQueries({
        queryKey: [COUNTER_KEY],
        predicate: query => calls.includes(String(query.queryKey[1] ?? '').split('?')[0]),
    });
