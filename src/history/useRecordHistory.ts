import { useInfiniteQuery, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useDataProvider, type Identifier } from 'react-admin';
import type { MerchantDataProvider } from '../dataProvider/dataProvider';
import { VERSION_FIELD } from '../dataProvider/recordConflict';
import { HISTORY_CALLS, parseDeletedPage, parseHistoryPage, parseRevisionPreview, type DeletedPage, type HistoryPage } from '../dataProvider/recordHistory';

/** Revisions and deleted records per page. */
export const HISTORY_PAGE_SIZE = 20;

/** The cache keys of a list's records' history; a write of the list invalidates them with it. */
export const historyKeys = {
    record: (api: string, id: Identifier) => ['recordHistory', api, String(id)] as const,
    deleted: (api: string) => ['recordHistory', api, 'deleted'] as const,
};

/** Loaded rows so far against the count: the page after the last, or none. */
const nextPage =
    <P extends { count: number }>(rows: (page: P) => number) =>
    (last: P, pages: P[]) =>
        pages.reduce((sum, page) => sum + rows(page), 0) < last.count && rows(last) > 0 ? pages.length + 1 : undefined;

/** A record's revisions, newest first, a page at a time (errors shown where the history is, not toasted). */
export const useRecordHistory = (api: string | undefined, id: Identifier | undefined, enabled = true) => {
    const dataProvider = useDataProvider<MerchantDataProvider>();
    return useInfiniteQuery({
        queryKey: historyKeys.record(api ?? '', id ?? ''),
        queryFn: ({ pageParam, signal }) =>
            dataProvider
                .call(HISTORY_CALLS.history, { params: { api: api!, id: id!, page: pageParam, limit: HISTORY_PAGE_SIZE }, signal, hideError: true })
                .then(parseHistoryPage),
        initialPageParam: 1,
        getNextPageParam: nextPage<HistoryPage>(page => page.revisions.length),
        enabled: enabled && !!api && id !== undefined && id !== '',
        retry: false,
    });
};

/** One revision and what restoring it would write. */
export const useRevisionPreview = (api: string, id: Identifier, revision: number | undefined) => {
    const dataProvider = useDataProvider<MerchantDataProvider>();
    return useQuery({
        queryKey: [...historyKeys.record(api, id), 'revision', revision],
        queryFn: ({ signal }) =>
            dataProvider.call(HISTORY_CALLS.revision, { params: { api, id, revision: revision! }, signal, hideError: true }).then(parseRevisionPreview),
        enabled: revision !== undefined,
        retry: false,
    });
};

/** The list's records deleted and not restored since, newest first. */
export const useDeletedRecords = (api: string, pk: string, enabled: boolean) => {
    const dataProvider = useDataProvider<MerchantDataProvider>();
    return useInfiniteQuery({
        queryKey: historyKeys.deleted(api),
        queryFn: ({ pageParam, signal }) =>
            dataProvider
                .call(HISTORY_CALLS.deleted, { params: { api, page: pageParam, limit: HISTORY_PAGE_SIZE }, signal, hideError: true })
                .then(reply => parseDeletedPage(reply, pk)),
        initialPageParam: 1,
        getNextPageParam: nextPage<DeletedPage>(page => page.records.length),
        enabled,
        retry: false,
    });
};

/** After a restore: the list (rows, count, sums), its records and their history are read again. */
export const refreshAfterRestore = (queryClient: QueryClient, api: string) =>
    Promise.all([queryClient.invalidateQueries({ queryKey: [api] }), queryClient.invalidateQueries({ queryKey: ['recordHistory', api] })]);

/**
 * Restores a revision (docs/protocol.md §16). Its failure is the caller's to show (hideError):
 * a refusal names the rule the restore would break.
 */
export const useRestoreRevision = (api: string) => {
    const dataProvider = useDataProvider<MerchantDataProvider>();
    const queryClient = useQueryClient();
    return useMutation({
        mutationFn: ({ id, revision, version }: { id: Identifier; revision: number; version?: number }) =>
            dataProvider.call<Record<string, unknown>>(HISTORY_CALLS.restore, {
                body: { api, id, revision, ...(version === undefined ? {} : { [VERSION_FIELD]: version }) },
                hideError: true,
            }),
        onSuccess: () => refreshAfterRestore(queryClient, api),
    });
};
