import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { ProtocolError } from '../../../server/core/ProtocolError';
import type { Domain } from '../../../server/domains/Domain';
import { domains } from '../../../server/domains';
import { engineName } from '../support/freshEngineDb';
import type { TestClient } from '../support/createTestClient';
import { startTestServer, type TestServer } from '../support/startTestServer';
import { failure, firstPage, loggedIn } from '../domains/domainTestKit';

/**
 * One transaction per call (tenancy/callTenancy): opened once with the call's scope, `READ ONLY`
 * with one snapshot when the call only reads, its nested transactions savepoints, a refusal
 * keeping what the call wrote and any other error none of it; PostgreSQL's aborts run the whole
 * call again. On PGlite, whose one connection every call shares, each statement is a
 * transaction of its own in the call's scope (db/createPgliteDb): the tests that need one
 * transaction across a handler run on PostgreSQL only.
 */
const onPostgres = inject('postgres') !== undefined;

/** The notes this test file's calls write, in a table of its own (a merchant table, under row-level security). */
const probe: Domain = {
    name: 'test-call-transaction',
    migrations: [
        {
            id: 'test-call-transaction-001',
            sql: `CREATE TABLE tx_notes (id serial PRIMARY KEY, suid text NOT NULL DEFAULT NULLIF(current_setting('mc.suid', true), ''), note text NOT NULL);`,
        },
    ],
    owners: { tx_notes: { owner: 'merchant', why: 'a test' } },
    tables: [],
    endpoints: [
        {
            method: 'GET',
            path: 'seller/test/TransactionMode',
            industries: 'all',
            anyRole: true,
            handler: async ctx =>
                (await ctx.db.query(`SELECT current_setting('transaction_isolation') AS isolation, current_setting('transaction_read_only') AS read_only`))
                    .rows[0],
        },
        {
            method: 'POST',
            path: 'seller/test/TransactionModeWriting',
            industries: 'all',
            anyRole: true,
            handler: async ctx =>
                (await ctx.db.query(`SELECT current_setting('transaction_isolation') AS isolation, current_setting('transaction_read_only') AS read_only`))
                    .rows[0],
        },
        {
            // A GET that writes without saying so: the database refuses it.
            method: 'GET',
            path: 'seller/test/WriteInGet',
            industries: 'all',
            anyRole: true,
            handler: async ctx => (await ctx.db.query(`INSERT INTO tx_notes (note) VALUES ('get') RETURNING id`)).rows,
        },
        {
            // Writes a note, then a second one in a nested transaction that refuses: the first stays.
            method: 'POST',
            path: 'seller/test/RefuseInNested',
            industries: 'all',
            anyRole: true,
            async handler(ctx) {
                await ctx.db.query(`INSERT INTO tx_notes (note) VALUES ('kept before the refusal')`);
                await ctx.db.transaction(async tx => {
                    await tx.query(`INSERT INTO tx_notes (note) VALUES ('rolled back with its savepoint')`);
                    throw new ProtocolError('请勿重复提交');
                });
            },
        },
        {
            // A nested transaction that fails on a duplicate, caught: the call goes on and commits the rest.
            method: 'POST',
            path: 'seller/test/CatchNested',
            industries: 'all',
            anyRole: true,
            async handler(ctx) {
                const { rows } = await ctx.db.query<{ id: number }>(`INSERT INTO tx_notes (note) VALUES ('before the caught failure') RETURNING id`);
                await ctx.db.transaction(tx => tx.query('INSERT INTO tx_notes (id, note) VALUES ($1, $2)', [rows[0].id, 'duplicate'])).catch(() => undefined);
                await ctx.db.query(`INSERT INTO tx_notes (note) VALUES ('after the caught failure')`);
                return null;
            },
        },
        {
            // A bug after a write: the call's transaction is rolled back whole.
            method: 'POST',
            path: 'seller/test/FailAfterWrite',
            industries: 'all',
            anyRole: true,
            async handler(ctx) {
                await ctx.db.query(`INSERT INTO tx_notes (note) VALUES ('written before a bug')`);
                throw new Error('a bug');
            },
        },
        {
            // Aborted once by PostgreSQL inside a nested transaction the handler catches: the whole call runs again.
            method: 'POST',
            path: 'seller/test/AbortOnce',
            industries: 'all',
            anyRole: true,
            async handler(ctx) {
                attempts++;
                await ctx.db.query('INSERT INTO tx_notes (note) VALUES ($1)', [`attempt ${attempts}`]);
                if (attempts === 1) {
                    await ctx.db
                        .transaction(tx => tx.exec("DO $$ BEGIN RAISE EXCEPTION 'deadlock detected' USING ERRCODE = '40P01'; END $$"))
                        .catch(() => undefined);
                }
                return attempts;
            },
        },
    ],
};
let attempts = 0;

let server: TestServer;
let admin: TestClient;

const notes = async () => (await server.owner.query<{ note: string }>('SELECT note FROM tx_notes ORDER BY id')).rows.map(row => row.note);

beforeAll(async () => {
    // Quiet background: the export queue looks for work once a minute at most.
    // No background work of its own commits while the transactions are counted: no live stream
    // (its pruning), no purge of revisions, no look for designs saved elsewhere.
    server = await startTestServer({
        domains: [...domains, probe],
        exportLeaseMs: 3_600_000,
        exportTtl: 3_600_000,
        live: false,
        historyDays: 0,
        designerPollMs: 3_600_000,
    });
    admin = await loggedIn(server, 'admin');
});
afterAll(() => server?.close());

describe(`one transaction per call (${engineName()})`, () => {
    it('a call that only reads is READ ONLY with one snapshot (REPEATABLE READ); one that may write is READ COMMITTED', async () => {
        expect(await admin.get('seller/test/TransactionMode')).toEqual({ isolation: 'repeatable read', read_only: 'on' });
        expect(await admin.post('seller/test/TransactionModeWriting')).toEqual({ isolation: 'read committed', read_only: 'off' });
    });

    it('a GET call that writes without saying so is refused by the database, and nothing is written', async () => {
        expect((await failure(admin.get('seller/test/WriteInGet'))).kind).toBe('http');
        expect(await notes()).not.toContain('get');
    });

    it('a refusal keeps what the call wrote; its nested transaction’s writes go with it', async () => {
        expect((await failure(admin.post('seller/test/RefuseInNested'))).message).toBe('请勿重复提交');
        const after = await notes();
        expect(after).toContain('kept before the refusal');
        expect(after).not.toContain('rolled back with its savepoint');
    });

    it('a nested transaction that fails and is caught leaves the call’s transaction usable', async () => {
        await admin.post('seller/test/CatchNested');
        expect(await notes()).toEqual(expect.arrayContaining(['before the caught failure', 'after the caught failure']));
    });

    it.runIf(onPostgres)('an error that is no refusal rolls the whole call back', async () => {
        expect((await failure(admin.post('seller/test/FailAfterWrite'))).kind).toBe('http');
        expect(await notes()).not.toContain('written before a bug');
    });

    it.runIf(onPostgres)('a call PostgreSQL aborts runs again whole, even when its handler caught the abort', async () => {
        attempts = 0;
        expect(await admin.post('seller/test/AbortOnce')).toBe(2);
        const written = (await notes()).filter(note => note.startsWith('attempt'));
        expect(written).toEqual(['attempt 2']);
    });

    it.runIf(onPostgres)(
        'a list page with its count and sums commits exactly one transaction (pg_stat_database.xact_commit)',
        async () => {
            const CALLS = 20;
            const list = () => firstPage(admin, 'seller/dealer/DealerList', { audit_status: 1, sort: 'deposit', order: false });
            const first = await list();
            expect(first.count).toBeGreaterThan(0);
            // Nothing else commits meanwhile: the session's last use is written at most once a
            // minute, so it is set an hour ahead, and the reader holds the export queue's table, so
            // the queue's once-a-minute look waits until the reader is done.
            await server.owner.query('UPDATE sessions SET last_used = extract(epoch FROM now())::bigint + 3600');
            // A superuser, so that it may end the server's connections; in a transaction it rolls
            // back, so that its own reads add no commit.
            const url = new URL(inject('postgres')!.url);
            url.pathname = new URL(server.config.ownerDatabaseUrl!).pathname;
            const reader = new pg.Client({ connectionString: url.toString() });
            await reader.connect();
            /**
             * The database's commits, exact. A connection's counters reach pg_stat_database when it
             * is idle, seconds later and later still on a loaded cluster, but at once when it ends:
             * so every other connection to the database is ended first (the server's pool opens
             * new ones). A connection's start is a transaction of its own, counted in `sessions`
             * too: what the calls commit is the commits less the connections opened.
             */
            const commits = async () => {
                for (let waited = 0; ; waited += 50) {
                    // The activity view is read once per transaction unless its snapshot is cleared.
                    await reader.query('SELECT pg_stat_clear_snapshot()');
                    const { rows } = await reader.query<{ pid: number; query: string; state: string; terminated: boolean }>(
                        `SELECT pid, query, state, pg_terminate_backend(pid) AS terminated FROM pg_stat_activity
                          WHERE datname = current_database() AND pid <> pg_backend_pid()`
                    );
                    if (!rows.length) break;
                    if (waited > 30_000) throw new Error(`connections to the database did not end: ${JSON.stringify(rows)}`);
                    await new Promise(resolve => setTimeout(resolve, 50));
                }
                const { rows } = await reader.query<{ commits: string; sessions: string }>(
                    'SELECT xact_commit AS commits, sessions FROM pg_stat_database WHERE datname = current_database()'
                );
                return Number(rows[0].commits) - Number(rows[0].sessions);
            };
            try {
                await reader.query('BEGIN');
                await reader.query('SET LOCAL stats_fetch_consistency = none');
                await reader.query('LOCK TABLE export_tasks IN EXCLUSIVE MODE');
                const before = await commits();
                for (let i = 0; i < CALLS; i++) await list();
                expect((await commits()) - before, `commits of ${CALLS} calls`).toBe(CALLS);
            } finally {
                await reader.query('ROLLBACK').catch(() => undefined);
                await reader.end();
            }
        },
        120_000
    );
});
