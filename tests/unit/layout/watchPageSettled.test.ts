import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { watchPageSettled } from '../../../src/layout/watchPageSettled';

beforeEach(() => {
    vi.useFakeTimers();
});
afterEach(() => {
    vi.useRealTimers();
});

/** A read that ends when `finish` is called. */
const slowRead = (queryClient: QueryClient, key: string) => {
    let finish = () => undefined as void;
    const done = new Promise<void>(resolve => (finish = resolve));
    void queryClient.fetchQuery({ queryKey: [key], queryFn: () => done.then(() => key) });
    return () => finish();
};

describe('watchPageSettled', () => {
    it('waits until nothing has been in flight for the quiet period', async () => {
        const queryClient = new QueryClient();
        const settled = vi.fn();
        const finishRows = slowRead(queryClient, 'rows');
        watchPageSettled(queryClient, settled, { quietMs: 300 });
        await vi.advanceTimersByTimeAsync(1000);
        expect(settled).not.toHaveBeenCalled();
        finishRows();
        await vi.advanceTimersByTimeAsync(299);
        expect(settled).not.toHaveBeenCalled();
        // A new read within the quiet period starts the wait again.
        const finishCounts = slowRead(queryClient, 'counts');
        await vi.advanceTimersByTimeAsync(500);
        expect(settled).not.toHaveBeenCalled();
        finishCounts();
        await vi.advanceTimersByTimeAsync(300);
        expect(settled).toHaveBeenCalledTimes(1);
    });

    it('settles at once on a quiet page, and by the deadline on one that never stops asking', async () => {
        const quiet = vi.fn();
        watchPageSettled(new QueryClient(), quiet, { quietMs: 300 });
        await vi.advanceTimersByTimeAsync(300);
        expect(quiet).toHaveBeenCalledTimes(1);

        const busy = new QueryClient();
        const settled = vi.fn();
        slowRead(busy, 'never');
        watchPageSettled(busy, settled, { quietMs: 300, maxWaitMs: 15_000 });
        await vi.advanceTimersByTimeAsync(14_999);
        expect(settled).not.toHaveBeenCalled();
        await vi.advanceTimersByTimeAsync(1);
        expect(settled).toHaveBeenCalledTimes(1);
        await vi.advanceTimersByTimeAsync(30_000);
        expect(settled).toHaveBeenCalledTimes(1);
    });

    it('calls nothing once stopped', async () => {
        const settled = vi.fn();
        const stop = watchPageSettled(new QueryClient(), settled, { quietMs: 300 });
        stop();
        await vi.advanceTimersByTimeAsync(20_000);
        expect(settled).not.toHaveBeenCalled();
    });
});
