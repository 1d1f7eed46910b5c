import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../server/core/Db';
import { builtinTable } from '../../../server/declared/builtinTable';
import { runMigrations } from '../../../server/db/runMigrations';
import { engineName, freshEngineDb } from '../support/freshEngineDb';

/**
 * A built-in list's sort indexes follow from its declaration (`indexOn`), made by runMigrations
 * after the migrations, on both engines: none is hand-listed in a migration. An index whose
 * columns a later migration adds (the merchant column) waits for the start that has them.
 */
let db: Db;
let drop = async () => {};

const notes = builtinTable(
    'tests/notes.json',
    {
        table: 'test_notes',
        why: 'a test table of one merchant',
        industry: 'car',
        api: { list: 'seller/test/NoteList' },
        columns: {
            id: { title: 'ID', sort: true },
            amount: { title: '变动金额', type: 'money', sort: true },
            status: { title: '状态', type: 'select', options: 'status', search: true },
            create_time: { title: '创建时间', type: 'datetime', sort: true },
        },
        defaultSort: { column: 'create_time', order: 'desc' },
    },
    { status: [{ value: 1, label: '正常' }] }
);

const table = `CREATE TABLE test_notes (id serial PRIMARY KEY, amount bigint NOT NULL, status smallint NOT NULL, create_time bigint NOT NULL);`;
const domain = (sql: string[]) => ({
    name: 'notes',
    migrations: sql.map((statement, i) => ({ id: `notes-00${i + 1}`, sql: statement })),
    tables: [notes.spec],
});

const sortIndexes = async () => {
    const { rows } = await db.query<{ name: string; definition: string }>(
        `SELECT indexname AS "name", indexdef AS "definition" FROM pg_indexes
          WHERE schemaname = current_schema() AND tablename = 'test_notes' AND indexname LIKE '%\\_sort' ORDER BY indexname`
    );
    return Object.fromEntries(rows.map(row => [row.name, row.definition]));
};

beforeAll(async () => {
    const fresh = await freshEngineDb('mc_list_indexes');
    db = fresh.db;
    drop = fresh.drop;
}, 300_000);

afterAll(() => drop());

describe(`a declared list's sort indexes on ${engineName()}`, () => {
    it('wait for the merchant column, then lead with it and cover the sums and option filters', async () => {
        await runMigrations(db, [domain([table])]);
        expect(await sortIndexes()).toEqual({});

        await runMigrations(db, [domain([table, `ALTER TABLE test_notes ADD COLUMN suid text NOT NULL DEFAULT ''`])]);
        const made = await sortIndexes();
        expect(Object.keys(made)).toEqual(['test_notes_suid_amount_sort', 'test_notes_suid_create_time_sort', 'test_notes_suid_id_sort']);
        expect(made.test_notes_suid_amount_sort).toMatch(/\(suid, amount, id\) INCLUDE \(status\)/);
        expect(made.test_notes_suid_create_time_sort).toMatch(/\(suid, create_time, id\) INCLUDE \(amount, status\)/);
        expect(made.test_notes_suid_id_sort).toMatch(/\(suid, id\) INCLUDE \(amount, status\)/);

        // Every start makes them again if they went, and changes nothing when they are there.
        await db.exec('DROP INDEX test_notes_suid_amount_sort');
        await runMigrations(db, [domain([table, 'SELECT 1'])]);
        expect(await sortIndexes()).toEqual(made);
    });
});
