/**
 * The SQLSTATEs with which PostgreSQL aborts a transaction that did nothing wrong itself: it
 * lost a deadlock (two writers locking table version rows or rows in opposite orders) or a
 * serialization check. Run again from the start, the same work normally succeeds.
 */
export const ABORTED_CODES: ReadonlySet<string> = new Set(['40P01', '40001']);

/** How many times an aborted transaction runs again before its error goes out. */
export const RETRIES = 3;
/** The first wait before a rerun; each later one doubles. */
const BASE_DELAY_MS = 10;
/** No single wait is longer than this, whatever `RETRIES` becomes. */
export const MAX_DELAY_MS = 200;

/** The SQLSTATE of a node-postgres or PGlite error, if it carries one. */
export const sqlState = (error: unknown): string | undefined => {
    const code = (error as { code?: unknown } | null | undefined)?.code;
    return typeof code === 'string' ? code : undefined;
};

export const isAborted = (error: unknown): boolean => ABORTED_CODES.has(sqlState(error) ?? '');

/**
 * The wait before rerun number `retry` (0 first): 10, 20, 40 ms … with jitter in [½, 1½) of
 * that, so two transactions that just deadlocked do not meet again at the same moment; never
 * above MAX_DELAY_MS.
 */
export const backoffMs = (retry: number, random: () => number = Math.random): number => Math.min(MAX_DELAY_MS, BASE_DELAY_MS * 2 ** retry * (0.5 + random()));

export interface RetryOptions {
    retries?: number;
    sleep?: (ms: number) => Promise<void>;
    random?: () => number;
}

const wait = (ms: number) => new Promise<void>(resolve => setTimeout(resolve, ms));

/**
 * Runs `attempt` and, while it fails because PostgreSQL aborted it (`abortedBy` answers the
 * SQLSTATE seen, by default the error's own), runs it again after a short jittered wait, at most
 * `retries` times; then the last error goes out unchanged. Any other error goes out at once.
 * `attempt` must be safe to repeat: a whole transaction (rolled back before the rerun) or a
 * single statement, with no effect outside the database.
 */
export const retryAborted = async <T>(
    attempt: () => Promise<T>,
    { retries = RETRIES, sleep = wait, random = Math.random }: RetryOptions = {},
    abortedBy: (error: unknown) => boolean = isAborted
): Promise<T> => {
    for (let retry = 0; ; retry++) {
        try {
            return await attempt();
        } catch (error) {
            if (retry >= retries || !abortedBy(error)) throw error;
            await sleep(backoffMs(retry, random));
        }
    }
};
