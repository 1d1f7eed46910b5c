import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Database } from '../../../server/core/Db';
import { freshEngineDb } from '../support/freshEngineDb';

/**
 * A connection the database ends while the server holds it between two statements (a restart, a
 * failover, an administrator's terminate) fails what runs on it, and nothing else: the process
 * lives on, and the next call gets a new connection. PostgreSQL only (PGlite has no connections
 * to lose). Without it, node-postgres emits the error on a client nobody listens to, and the
 * process (here the test's worker) ends.
 */
const onPostgres = inject('postgres') !== undefined;

let db: Database;
let drop: () => Promise<void>;

beforeAll(async () => {
    if (onPostgres) ({ db, drop } = await freshEngineDb('dropped'));
});
afterAll(() => drop?.());

const sleep = (ms: number) => new Promise(resolve => setTimeout(resolve, ms));

/** Ends the backend `pid` from another connection, and waits until its end has reached the client. */
const terminate = async (pid: number) => {
    await db.query('SELECT pg_terminate_backend($1)', [pid]);
    await sleep(300);
};

describe.runIf(onPostgres)('a connection dropped between two statements', () => {
    it('fails the transaction that held it, and the next one runs on a new connection', async () => {
        let first: number | undefined;
        await expect(
            db.transaction(async tx => {
                first = (await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0].pid;
                await terminate(first);
                await tx.query('SELECT 1');
            })
        ).rejects.toThrow();
        const next = await db.transaction(async tx => (await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')).rows[0].pid);
        expect(next).not.toBe(first);
    });

    it('fails the work under a held lock, and the lock is taken again afterwards', async () => {
        const key = 424242;
        await expect(
            db.exclusive(key, async () => {
                const { rows } = await db.query<{ pid: number }>('SELECT pid FROM pg_locks WHERE locktype = $1 AND objid = $2 AND granted', ['advisory', key]);
                await terminate(rows[0].pid);
            })
        ).rejects.toThrow();
        expect(await db.exclusive(key, async () => 'held again')).toBe('held again');
    });
});
