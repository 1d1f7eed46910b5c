import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Db } from '../../../server/core/Db';
import { ensureTableVersions } from '../../../server/db/tableVersions';
import { RETRIES } from '../../../server/db/retryAborted';
import { engineName, freshEngineDb } from '../support/freshEngineDb';

/**
 * Writers of listed tables and PostgreSQL's aborts: the version rows (db/tableVersions) are
 * locked only at commit and in name order, so two transactions writing two listed tables in
 * opposite orders no longer deadlock; transactions PostgreSQL still aborts (a deadlock on their
 * own rows, a serialization failure) are run again by `Db.transaction` (db/retryAborted) and both
 * writes land. PGlite has one connection and never deadlocks: there the pair simply takes turns.
 */
const onPostgres = inject('postgres') !== undefined;

let db: Db;
let drop = async () => {};

beforeAll(async () => {
    const fresh = await freshEngineDb('mc_txretry');
    db = fresh.db;
    drop = fresh.drop;
    await db.exec(`CREATE TABLE tx_x (id serial PRIMARY KEY, note text NOT NULL);
CREATE TABLE tx_y (id serial PRIMARY KEY, note text NOT NULL);
CREATE TABLE tx_z (id serial PRIMARY KEY, n int NOT NULL);`);
    // The write counters every listed table carries: each writing statement locks its table's row.
    await ensureTableVersions(db, ['tx_x', 'tx_y']);
    await db.exec("INSERT INTO tx_x (note) VALUES ('seed'); INSERT INTO tx_y (note) VALUES ('seed');");
}, 120_000);

afterAll(() => drop());

/** Resolves once `parties` callers have arrived. */
const barrier = (parties: number) => {
    let arrived = 0;
    let open = () => {};
    const opened = new Promise<void>(resolve => (open = resolve));
    return () => {
        if (++arrived === parties) open();
        return opened;
    };
};

const versions = async (on: Db = db) => {
    const { rows } = await on.query<{ name: string; version: string | number }>("SELECT name, version FROM table_versions WHERE name IN ('tx_x', 'tx_y')");
    return Object.fromEntries(rows.map(row => [row.name, Number(row.version)])) as Record<string, number>;
};

/** The notes of `table` but for the seeded row's. */
const notes = async (table: string) =>
    (await db.query<{ note: string }>(`SELECT note FROM ${table} WHERE note NOT LIKE 'seed%' ORDER BY note`)).rows.map(row => row.note);

describe(`aborted transactions on ${engineName()}`, () => {
    it.runIf(onPostgres)('two transactions writing two listed tables in opposite orders no longer deadlock on version rows', async () => {
        const meet = barrier(2);
        const attempts = { a: 0, b: 0 };
        const writer = (name: 'a' | 'b', first: string, second: string) =>
            db.transaction(async tx => {
                attempts[name]++;
                await tx.query(`INSERT INTO ${first} (note) VALUES ($1)`, [name]);
                // Both have written their first table before either writes its second.
                if (attempts[name] === 1) await meet();
                await tx.query(`INSERT INTO ${second} (note) VALUES ($1)`, [name]);
                return name;
            });
        const before = await versions();
        const results = await Promise.all([writer('a', 'tx_x', 'tx_y'), writer('b', 'tx_y', 'tx_x')]);
        expect(results).toEqual(['a', 'b']);
        // Version rows are locked only at commit, in name order: nobody was aborted.
        expect(attempts).toEqual({ a: 1, b: 1 });
        expect(await notes('tx_x')).toEqual(['a', 'b']);
        expect(await notes('tx_y')).toEqual(['a', 'b']);
        expect(await versions()).toEqual({ tx_x: (before.tx_x ?? 0) + 2, tx_y: (before.tx_y ?? 0) + 2 });
    });

    it.runIf(onPostgres)('two transactions updating rows in opposite orders deadlock once, are run again, and both writes land', async () => {
        const { rows } = await db.query<{ x: number; y: number }>(
            "SELECT (SELECT id FROM tx_x WHERE note = 'seed') AS x, (SELECT id FROM tx_y WHERE note = 'seed') AS y"
        );
        const { x, y } = rows[0];
        const meet = barrier(2);
        const attempts = { c: 0, d: 0 };
        const writer = (name: 'c' | 'd', first: [string, number], second: [string, number]) =>
            db.transaction(async tx => {
                attempts[name]++;
                await tx.query(`UPDATE ${first[0]} SET note = note || $2 WHERE id = $1`, [first[1], name]);
                if (attempts[name] === 1) await meet();
                await tx.query(`UPDATE ${second[0]} SET note = note || $2 WHERE id = $1`, [second[1], name]);
            });
        await Promise.all([writer('c', ['tx_x', x], ['tx_y', y]), writer('d', ['tx_y', y], ['tx_x', x])]);
        // PostgreSQL aborted exactly one of them (40P01), which ran again after the other committed.
        expect(attempts.c + attempts.d).toBe(3);
        const after = await db.query<{ x: string; y: string }>(
            'SELECT (SELECT note FROM tx_x WHERE id = $1) AS x, (SELECT note FROM tx_y WHERE id = $2) AS y',
            [x, y]
        );
        expect([...after.rows[0].x.slice(4)].sort().join('')).toBe('cd');
        expect([...after.rows[0].y.slice(4)].sort().join('')).toBe('cd');
    });

    it.runIf(onPostgres)('a serialization failure (40001) of SERIALIZABLE transactions is run again too', async () => {
        const meet = barrier(2);
        const attempts = [0, 0];
        // Write skew: each inserts the count it read; serially the second sees the first's row.
        const writer = (i: number) =>
            db.transaction(async tx => {
                attempts[i]++;
                await tx.exec('SET TRANSACTION ISOLATION LEVEL SERIALIZABLE');
                const { rows } = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM tx_z');
                if (attempts[i] === 1) await meet();
                await tx.query('INSERT INTO tx_z (n) VALUES ($1)', [rows[0].n]);
            });
        await Promise.all([writer(0), writer(1)]);
        expect(attempts[0] + attempts[1]).toBe(3);
        const { rows } = await db.query<{ n: number }>('SELECT n FROM tx_z ORDER BY n');
        expect(rows.map(row => row.n)).toEqual([0, 1]);
    });

    it.runIf(onPostgres)(`gives up after ${RETRIES} reruns: the deadlock error goes out and nothing is written`, async () => {
        let attempts = 0;
        const error = await db
            .transaction(async tx => {
                attempts++;
                await tx.query("INSERT INTO tx_x (note) VALUES ('never')");
                await tx.exec("DO $$ BEGIN RAISE EXCEPTION 'deadlock detected' USING ERRCODE = '40P01'; END $$");
            })
            .catch((caught: unknown) => caught);
        expect(attempts).toBe(RETRIES + 1);
        expect((error as { code?: string }).code).toBe('40P01');
        expect(await notes('tx_x')).not.toContain('never');
    });

    it.runIf(onPostgres)('a single statement outside a transaction is run again too (it is its own transaction)', async () => {
        // A sequence is not rolled back: it counts the runs of the aborted statement.
        await db.exec('CREATE SEQUENCE tx_runs');
        const error = await db
            .query("DO $$ BEGIN PERFORM nextval('tx_runs'); RAISE EXCEPTION 'deadlock detected' USING ERRCODE = '40P01'; END $$")
            .catch((caught: unknown) => caught);
        expect((error as { code?: string }).code).toBe('40P01');
        const { rows } = await db.query<{ runs: string | number }>('SELECT last_value AS runs FROM tx_runs');
        expect(Number(rows[0].runs)).toBe(RETRIES + 1);
    });

    it.runIf(onPostgres)('an abort the body catches is not committed as if nothing happened: the body runs again', async () => {
        let attempts = 0;
        await db.transaction(async tx => {
            attempts++;
            await tx.query('INSERT INTO tx_y (note) VALUES ($1)', [`caught ${attempts}`]);
            if (attempts === 1) await tx.exec("DO $$ BEGIN RAISE EXCEPTION 'deadlock' USING ERRCODE = '40P01'; END $$").catch(() => undefined);
        });
        expect(attempts).toBe(2);
        expect((await notes('tx_y')).filter(note => note.startsWith('caught'))).toEqual(['caught 2']);
    });

    it('a transaction moves the version of each table it wrote once, at commit; a rolled-back one moves none', async () => {
        const before = await versions();
        await db.transaction(async tx => {
            await tx.query("INSERT INTO tx_x (note) VALUES ('v1')");
            await tx.query("UPDATE tx_x SET note = 'v2' WHERE note = 'v1'");
            // Not even in the writer's own transaction: the bump happens at commit.
            expect(await versions(tx)).toEqual(before);
        });
        expect(await versions()).toEqual({ ...before, tx_x: before.tx_x + 1 });
        await db.query("DELETE FROM tx_y WHERE note = 'none'");
        expect(await versions()).toEqual({ tx_x: before.tx_x + 1, tx_y: before.tx_y + 1 });
        await db
            .transaction(async tx => {
                await tx.query("INSERT INTO tx_x (note) VALUES ('gone')");
                throw new Error('refused');
            })
            .catch(() => undefined);
        expect(await versions()).toEqual({ tx_x: before.tx_x + 1, tx_y: before.tx_y + 1 });
        const pending = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM table_version_pending');
        expect(pending.rows[0].n).toBe(0);
    });

    it('other errors are not run again', async () => {
        let attempts = 0;
        const error = await db
            .transaction(async tx => {
                attempts++;
                await tx.query('INSERT INTO tx_x (id, note) VALUES (1, $1)', ['dup']);
                await tx.query('INSERT INTO tx_x (id, note) VALUES (1, $1)', ['dup']);
            })
            .catch((caught: unknown) => caught);
        expect(attempts).toBe(1);
        expect((error as { code?: string }).code).toBe('23505');
    });

    it.runIf(!onPostgres)('PGlite: the same pair of opposite-order writers takes turns and both land', async () => {
        const writer = (name: string, first: string, second: string) =>
            db.transaction(async tx => {
                await tx.query(`INSERT INTO ${first} (note) VALUES ($1)`, [name]);
                await tx.query(`INSERT INTO ${second} (note) VALUES ($1)`, [name]);
            });
        await Promise.all([writer('pa', 'tx_x', 'tx_y'), writer('pb', 'tx_y', 'tx_x')]);
        expect((await notes('tx_x')).filter(note => note.startsWith('p'))).toEqual(['pa', 'pb']);
        expect((await notes('tx_y')).filter(note => note.startsWith('p'))).toEqual(['pa', 'pb']);
    });
});
