import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { readAgain } from '../../../src/live/readAgain';

describe('readAgain', () => {
    it('reads a query again after a change that comes during its first read, whose answer react-query would otherwise keep', async () => {
        const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
        let answerFirst: (value: string) => void = () => undefined;
        const queryFn = vi
            .fn()
            .mockImplementationOnce(() => new Promise<string>(resolve => (answerFirst = resolve)))
            .mockResolvedValue('after the change');
        const observer = new QueryObserver(queryClient, { queryKey: ['tasks'], queryFn });
        const stop = observer.subscribe(() => undefined);
        await vi.waitFor(() => expect(queryFn).toHaveBeenCalledTimes(1));

        const reading = readAgain(queryClient, ['tasks']);
        answerFirst('before the change');
        await reading;

        expect(queryFn).toHaveBeenCalledTimes(2);
        expect(queryClient.getQueryData(['tasks'])).toBe('after the change');
        stop();
    });
});
