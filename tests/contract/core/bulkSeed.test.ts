import { afterAll, describe, expect, it } from 'vitest';
import type { Database, Db } from '../../../server/core/Db';
import { runMigrations } from '../../../server/db/runMigrations';
import { seedDatabase } from '../../../server/db/seedDatabase';
import { domains } from '../../../server/domains';
import { insertRowsWithValues } from '../../../server/domains/shared/insertRows';
import { engineName, freshEngineDb } from '../support/freshEngineDb';

const engine = engineName();
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
});

const freshDb = async (): Promise<Database> => {
    const { db, drop } = await freshEngineDb('mc_bulk');
    cleanups.push(drop);
    return db;
};

/**
 * The same database, but bulk loads go through multi-row INSERTs (the path seeds took before
 * COPY). Notes which tables were bulk loaded.
 */
const insertingRows = (db: Db, loaded: Set<string>): Db => ({
    ...db,
    copyRows: (table, columns, rows) => {
        loaded.add(table);
        return insertRowsWithValues(db, table, columns, rows);
    },
    transaction: fn => db.transaction(tx => fn(insertingRows(tx, loaded))),
});
const loadingByInsert = (db: Database, loaded: Set<string>): Database => ({
    ...db,
    ...insertingRows(db, loaded),
    acrossMerchants: reason => insertingRows(db.acrossMerchants(reason), loaded),
});

/** Row count and a digest of every row's text, per table: equal digests mean equal contents, ids included. */
const tableDigests = async (db: Db) => {
    const { rows: tables } = await db.query<{ name: string }>(`SELECT tablename AS name FROM pg_tables WHERE schemaname = current_schema() ORDER BY tablename`);
    const digests: Record<string, string> = {};
    for (const { name } of tables) {
        const { rows } = await db.query<{ n: number; digest: string | null }>(
            `SELECT count(*)::int AS n, md5(string_agg(t::text, E'\\n' ORDER BY t::text)) AS digest FROM "${name}" t`
        );
        digests[name] = `${rows[0].n} ${rows[0].digest ?? ''}`;
    }
    return digests;
};

describe(`bulk seed by COPY (${engine})`, () => {
    it('stores exactly the rows the multi-row INSERT seed stored, ids included', async () => {
        const [byCopy, byInsert] = [await freshDb(), await freshDb()];
        const loaded = new Set<string>();
        for (const db of [byCopy, loadingByInsert(byInsert, loaded)]) {
            await runMigrations(db, domains);
            await seedDatabase(db, domains, { rows: 400 });
        }
        const [copied, inserted] = [await tableDigests(byCopy), await tableDigests(byInsert)];
        const count = (digests: Record<string, string>) => Object.fromEntries(Object.entries(digests).map(([table, d]) => [table, d.split(' ')[0]]));
        // Every table has as many rows either way…
        expect(count(copied)).toEqual(count(inserted));
        // The first car merchant holds the rows asked for, the second its own small business.
        const perMerchant = async (table: string) =>
            (await byCopy.query<{ suid: string; n: number }>(`SELECT suid, count(*)::int AS n FROM ${table} GROUP BY suid ORDER BY suid`)).rows;
        expect(await perMerchant('dealers')).toEqual([
            { suid: '10001', n: 400 },
            { suid: '10002', n: 40 },
        ]);
        expect(await perMerchant('vehicles')).toEqual([
            { suid: '10001', n: 400 },
            { suid: '10002', n: 40 },
        ]);
        // …and the bulk-loaded ones the same rows. (Accounts, migrations and roles are written one
        // by one with salted hashes and clock times, so they differ between any two seeds.)
        expect([...loaded]).toEqual(expect.arrayContaining(['dealers', 'vehicles', 'wallet_logs', 'members', 'auctions']));
        const pick = (digests: Record<string, string>) => Object.fromEntries([...loaded].map(table => [table, digests[table]]));
        expect(pick(copied)).toEqual(pick(inserted));
    }, 240_000);

    it('escapes tabs, newlines, backslashes, NULL and JSON in COPY text', async () => {
        const db = await freshDb();
        await db.exec('CREATE TABLE copy_probe (id serial PRIMARY KEY, a text, b bigint, c jsonb, d boolean)');
        const hostile = 'tab\there\nnew\\line\r\\N 车辆 \\t';
        await db.copyRows(
            'copy_probe',
            ['a', 'b', 'c', 'd'],
            [
                [hostile, '9007199254740993', { note: 'a\tb' }, true],
                [null, -5, null, false],
                ['', 0, [1, 2].length, undefined],
            ]
        );
        const { rows } = await db.query<{ a: string | null; b: string; c: unknown; d: boolean | null }>(
            'SELECT a, b::text AS b, c, d FROM copy_probe ORDER BY id'
        );
        expect(rows).toEqual([
            { a: hostile, b: '9007199254740993', c: { note: 'a\tb' }, d: true },
            { a: null, b: '-5', c: null, d: false },
            { a: '', b: '0', c: 2, d: null },
        ]);
        await expect(db.copyRows('copy_probe', ['a'], [[[1, 2]]])).rejects.toThrow(/not supported/);
    });
});
