import type { Db } from '../core/Db';
import { REVISIONS_TABLE } from '../db/recordHistory';

/** Revisions deleted per statement: a purge never holds many rows' locks at once. */
const BATCH = 5000;

/**
 * Deletes the revisions older than `days` (`MC_HISTORY_DAYS`), a batch at a time, across every
 * merchant (the retention is the marketplace's, by age: the one index of the table that does
 * not lead with the merchant). Answers how many went.
 */
export const purgeRevisions = async (db: Db, days: number, nowSeconds = Math.floor(Date.now() / 1000)): Promise<number> => {
    const cutoff = nowSeconds - days * 86_400;
    let purged = 0;
    for (;;) {
        const { rows } = await db.query<{ n: number }>(
            `WITH gone AS (
                DELETE FROM ${REVISIONS_TABLE} WHERE id IN (SELECT id FROM ${REVISIONS_TABLE} WHERE created_at < $1 ORDER BY created_at LIMIT ${BATCH}) RETURNING 1
             ) SELECT count(*)::int AS n FROM gone`,
            [cutoff]
        );
        purged += rows[0].n;
        if (rows[0].n < BATCH) return purged;
    }
};

/** How often a running server purges: soon after it starts, then every six hours. */
export const PURGE_FIRST_MS = 60_000;
export const PURGE_EVERY_MS = 6 * 3600_000;

/**
 * Runs the purge on a timer that never keeps the process alive; several instances purging at
 * once delete the same rows once (the second finds them gone). Answers the function that stops
 * it, which waits for a purge under way.
 */
export const schedulePurge = (purge: () => Promise<number>, onError: (error: unknown) => void): (() => Promise<void>) => {
    let timer: NodeJS.Timeout | undefined;
    let running: Promise<void> | undefined;
    let stopped = false;
    const run = () => {
        running = purge()
            .then(() => undefined, onError)
            .finally(() => {
                running = undefined;
                if (!stopped) timer = setTimeout(run, PURGE_EVERY_MS).unref();
            });
    };
    timer = setTimeout(run, PURGE_FIRST_MS).unref();
    return async () => {
        stopped = true;
        clearTimeout(timer);
        await running;
    };
};
