import { describe, expect, it, vi } from 'vitest';
import { batchCall, batchRoutes } from '../../../src/schema/batchRoutes';
import type { ListChildRoute } from '../../../src/schema/ListRoute';
import { runBatch } from '../../../src/schema/runBatch';

describe('runBatch', () => {
    it('makes one call per row in order, goes on after a failure and reports each', async () => {
        const calls: number[] = [];
        const progress: Array<[number, number]> = [];
        const refused = new Error('该车辆已下架，无需重复下架');
        const outcome = await runBatch(
            [1, 2, 3],
            async id => {
                calls.push(id);
                if (id === 2) throw refused;
            },
            (done, total) => progress.push([done, total])
        );
        expect(calls).toEqual([1, 2, 3]);
        expect(outcome).toEqual({ succeeded: [1, 3], failed: [{ id: 2, error: refused }] });
        expect(progress).toEqual([
            [1, 3],
            [2, 3],
            [3, 3],
        ]);
    });

    it('never retries a failed row', async () => {
        const act = vi.fn(async () => {
            throw new Error('网络错误');
        });
        const outcome = await runBatch(['a', 'b'], act);
        expect(act).toHaveBeenCalledTimes(2);
        expect(outcome.succeeded).toEqual([]);
        expect(outcome.failed.map(failure => failure.id)).toEqual(['a', 'b']);
    });

    it('stops before the next call once aborted', async () => {
        const controller = new AbortController();
        const act = vi.fn(async (id: number) => {
            if (id === 1) controller.abort();
        });
        const outcome = await runBatch([1, 2, 3], act, undefined, controller.signal);
        expect(act).toHaveBeenCalledTimes(1);
        expect(outcome).toEqual({ succeeded: [1], failed: [] });
    });
});

describe('batch routes', () => {
    const added: ListChildRoute = { path: '/cars/list/added', title: 't', action: { call: 'seller/cars/CarAdded' } };
    const del: ListChildRoute = { path: '/cars/list/del/:id', title: 't', action: 'delete' };
    const audit: ListChildRoute = { path: '/x/audit', title: 't', action: { call: 'seller/x/Audit', fields: [{ name: 'status' }] } };
    const edit: ListChildRoute = { path: '/x/edit', title: 't' };

    it('are the plain calls and delete, not the actions with a form nor the pages', () => {
        expect(batchRoutes([added, del, audit, edit])).toEqual([added, del]);
    });

    it('call as the action page does, without a toast per row', async () => {
        const dataProvider = { call: vi.fn(async () => ({})), delete: vi.fn(async () => ({ data: {} })) };
        const provider = dataProvider as unknown as Parameters<typeof batchCall>[0];
        await batchCall(provider, 'seller/cars/CarList', 'id', added)(7);
        expect(dataProvider.call).toHaveBeenCalledWith('seller/cars/CarAdded', { body: { id: 7 }, hideError: true });
        await batchCall(provider, 'seller/x/List', 'id', { ...added, action: { call: 'seller/x/Del?key=' } })('a b');
        expect(dataProvider.call).toHaveBeenLastCalledWith('seller/x/Del?key=a%20b', { hideError: true });
        await batchCall(provider, 'seller/cars/CarList', 'id', del)(8);
        expect(dataProvider.delete).toHaveBeenCalledWith('seller/cars/CarList', { id: 8, previousData: { id: 8 } });
    });
});
