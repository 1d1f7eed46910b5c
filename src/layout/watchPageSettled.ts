import type { QueryClient } from '@tanstack/react-query';

export interface SettleOptions {
    /** How long the query client must stay without news and with nothing in flight (ms). */
    quietMs?: number;
    /** Settled by then whatever is in flight (ms): a page that keeps asking never holds the rest back for good. */
    maxWaitMs?: number;
    setTimer?: (run: () => void, ms: number) => unknown;
    clearTimer?: (timer: unknown) => void;
}

/**
 * Calls `onSettled` once the query client has had no read and no write in flight, and no news of
 * any, for `quietMs`: the page's own reads (the permissions, a list's definition and rows) are
 * done. Each piece of news only restarts a timer, so watching costs the page nothing while it
 * loads. Answers the function that stops watching.
 */
export const watchPageSettled = (
    queryClient: QueryClient,
    onSettled: () => void,
    {
        quietMs = 300,
        maxWaitMs = 15_000,
        setTimer = (run, ms) => setTimeout(run, ms),
        clearTimer = timer => clearTimeout(timer as ReturnType<typeof setTimeout>),
    }: SettleOptions = {}
): (() => void) => {
    let quiet: unknown;
    let watching = true;
    const unsubscribers: Array<() => void> = [];
    const stop = () => {
        if (!watching) return;
        watching = false;
        for (const unsubscribe of unsubscribers) unsubscribe();
        clearTimer(deadline);
        clearTimer(quiet);
    };
    const settle = () => {
        if (!watching) return;
        stop();
        onSettled();
    };
    // A read or write in flight ends with news, which starts the wait again.
    const check = () => {
        if (queryClient.isFetching() === 0 && queryClient.isMutating() === 0) settle();
    };
    const restart = () => {
        if (!watching) return;
        clearTimer(quiet);
        quiet = setTimer(check, quietMs);
    };
    unsubscribers.push(queryClient.getQueryCache().subscribe(restart), queryClient.getMutationCache().subscribe(restart));
    const deadline = setTimer(settle, maxWaitMs);
    restart();
    return stop;
};
