import type { DataProvider, GetListParams } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import { withPrefetchedLists } from '../../../src/dataProvider/withPrefetchedLists';

const params = (page = 1, filter: Record<string, unknown> = { status: 1, name: 'a' }): GetListParams => ({
    pagination: { page, perPage: 10 },
    sort: { field: '', order: 'DESC' },
    filter,
    meta: undefined,
});

const setup = () => {
    let clock = 0;
    let fail = false;
    const getList = vi.fn(async (_resource: string, { pagination }: GetListParams) => {
        if (fail) throw new Error('offline');
        return { data: [{ id: pagination?.page }], total: 1 };
    });
    const dataProvider = withPrefetchedLists({ getList } as unknown as DataProvider, { now: () => clock, reuseMs: 5000 });
    return { getList, dataProvider, advance: (ms: number) => (clock += ms), failNext: () => (fail = true) };
};

describe('withPrefetchedLists', () => {
    it('answers the next identical getList with the prefetched page, once, whatever order the filter keys came in', async () => {
        const { getList, dataProvider } = setup();
        const ahead = await dataProvider.prefetchList('seller/x/List', params());
        const again = await dataProvider.getList('seller/x/List', { ...params(1, { name: 'a', status: 1 }), signal: new AbortController().signal });
        expect(again).toBe(ahead);
        expect(getList).toHaveBeenCalledTimes(1);
        await dataProvider.getList('seller/x/List', params());
        expect(getList).toHaveBeenCalledTimes(2);
    });

    it('shares a prefetch still in flight', async () => {
        const { getList, dataProvider } = setup();
        const ahead = dataProvider.prefetchList('seller/x/List', params());
        const again = dataProvider.getList('seller/x/List', params());
        expect(await again).toBe(await ahead);
        expect(getList).toHaveBeenCalledTimes(1);
    });

    it('asks the server for another page, another resource, or after the reuse window', async () => {
        const { getList, dataProvider, advance } = setup();
        await dataProvider.prefetchList('seller/x/List', params());
        await dataProvider.getList('seller/x/List', params(2));
        await dataProvider.getList('seller/y/List', params());
        expect(getList).toHaveBeenCalledTimes(3);
        advance(5001);
        await dataProvider.getList('seller/x/List', params());
        expect(getList).toHaveBeenCalledTimes(4);
    });

    it('forgets a failed prefetch, so the list asks for itself', async () => {
        const { getList, dataProvider, failNext } = setup();
        failNext();
        await expect(dataProvider.prefetchList('seller/x/List', params())).rejects.toThrow('offline');
        await expect(dataProvider.getList('seller/x/List', params())).rejects.toThrow('offline');
        expect(getList).toHaveBeenCalledTimes(2);
    });
});
