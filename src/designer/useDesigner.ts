import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useDataProvider } from 'react-admin';
import type { MerchantDataProvider } from '../dataProvider/dataProvider';
import { DESIGNER_CALLS, parseInfo, parseProblems, parseResources, parseVersions } from './designerCalls';

const KEY = 'designer';

export const useResources = () => {
    const dataProvider = useDataProvider<MerchantDataProvider>();
    return useQuery({
        queryKey: [KEY, 'list'],
        queryFn: async ({ signal }) => parseResources(await dataProvider.call(DESIGNER_CALLS.list, { signal })),
        retry: false,
    });
};

export const useResourceInfo = (table: string | undefined) => {
    const dataProvider = useDataProvider<MerchantDataProvider>();
    return useQuery({
        queryKey: [KEY, 'info', table],
        queryFn: async ({ signal }) => parseInfo(await dataProvider.call(DESIGNER_CALLS.info, { params: { table: table! }, signal })),
        enabled: !!table,
        retry: false,
    });
};

export const useVersions = (table: string | undefined) => {
    const dataProvider = useDataProvider<MerchantDataProvider>();
    return useQuery({
        queryKey: [KEY, 'versions', table],
        queryFn: async ({ signal }) => parseVersions(await dataProvider.call(DESIGNER_CALLS.versions, { params: { table: table! }, signal })),
        enabled: !!table,
        retry: false,
    });
};

/** The value after it has stayed the same for `ms`: what is checked while the engineer types. */
const useSettled = <T>(value: T, ms: number): T => {
    const [settled, setSettled] = useState(value);
    useEffect(() => {
        const timer = setTimeout(() => setSettled(value), ms);
        return () => clearTimeout(timer);
    }, [value, ms]);
    return settled;
};

/** The draft's problems by the server's own rules (TableCheck: the schema start-up applies), as the engineer types. */
export const useDraftCheck = (draft: { declaration: string; entry: string }, enabled: boolean) => {
    const dataProvider = useDataProvider<MerchantDataProvider>();
    const settled = useSettled(draft, 400);
    const query = useQuery({
        queryKey: [KEY, 'check', settled.declaration, settled.entry],
        queryFn: async ({ signal }) => parseProblems(await dataProvider.call(DESIGNER_CALLS.check, { body: settled, signal })),
        enabled,
        retry: false,
        staleTime: Infinity,
    });
    const typing = settled.declaration !== draft.declaration || settled.entry !== draft.entry;
    return { ...query, checking: typing || query.isFetching };
};

/** Save and rollback: each answers the new version, after which the lists, the resource and its versions are read again. */
export const useDesignWrites = () => {
    const dataProvider = useDataProvider<MerchantDataProvider>();
    const queryClient = useQueryClient();
    const refresh = () => queryClient.invalidateQueries({ queryKey: [KEY] });
    const save = useMutation({
        mutationFn: (draft: { declaration: string; entry: string; version: number }) =>
            dataProvider.call<{ table: string; version: number }>(DESIGNER_CALLS.save, { body: draft, hideError: true }),
        onSettled: refresh,
    });
    const rollback = useMutation({
        mutationFn: (target: { table: string; version: number }) =>
            dataProvider.call<{ table: string; version: number }>(DESIGNER_CALLS.rollback, { body: target, hideError: true }),
        onSettled: refresh,
    });
    return { save, rollback };
};
