import type { QueryClient, QueryKey } from '@tanstack/react-query';

/**
 * Reads the queries under `queryKey` again after a change another operator made: a read under
 * way began before the change, and react-query keeps the answer of a query's first read through
 * an invalidation, so that read is cancelled first and the queries are read after it.
 */
export const readAgain = (queryClient: QueryClient, queryKey: QueryKey) =>
    queryClient.cancelQueries({ queryKey }).then(() => queryClient.invalidateQueries({ queryKey }));
