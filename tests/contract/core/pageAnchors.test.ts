import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CallContext } from '../../../server/core/CallContext';
import type { Database, Db } from '../../../server/core/Db';
import { runMigrations } from '../../../server/db/runMigrations';
import { ensureTableVersions } from '../../../server/db/tableVersions';
import { seedDatabase } from '../../../server/db/seedDatabase';
import { domains } from '../../../server/domains';
import { iterateRows } from '../../../server/tables/iterateRows';
import { readRows } from '../../../server/tables/listPage';
import { buildListQuery, type ListQuery } from '../../../server/tables/listQuery';
import { ANCHOR_STEP, readPage } from '../../../server/tables/pageAnchors';
import type { TableSpec } from '../../../server/tables/TableSpec';
import { engineName, freshEngineDb } from '../support/freshEngineDb';

/**
 * Deep pages read from stored positions (tables/pageAnchors) answer exactly what OFFSET answers:
 * at every depth, with ties in the sort column, both directions, through a joined `from`, and
 * after writes between two reads (a write moves the table's version, so stale positions are
 * never used). Runs on both engines.
 */
const ROWS = 3_000;
const tables: TableSpec[] = domains.flatMap(domain => domain.tables);
const spec = (api: string) => tables.find(table => table.api === api)!;

let engineDb: Database;
let drop = async () => {};
/** The engine's database, recording every statement (to tell an anchored read from OFFSET). */
const statements: string[] = [];
let db: Db;

beforeAll(async () => {
    const fresh = await freshEngineDb('mc_anchors');
    engineDb = fresh.db;
    drop = fresh.drop;
    await runMigrations(engineDb, domains);
    await seedDatabase(engineDb, domains, { rows: ROWS });
    db = {
        ...engineDb,
        query: (sql, params) => {
            statements.push(sql);
            return engineDb.query(sql, params);
        },
    };
}, 600_000);

afterAll(() => drop());

/** A call of the first car merchant's admin, which holds the rows asked for. */
const ctx = (params: Record<string, unknown>) => ({ db, config: { maxPageSize: 1000 }, params, user: { suid: '10001' }, ip: '' }) as unknown as CallContext;

const anchoredReads = () => statements.filter(sql => sql.startsWith('SELECT "__v"."__version"')).length;

/** Reads `offsets` by the anchored path and by OFFSET; answers the mismatching offsets. */
const compare = async (query: ListQuery, offsets: number[], limit = 10) => {
    const wrong: number[] = [];
    for (const offset of offsets) {
        const anchored = await readPage(db, query, limit, offset);
        const byOffset = await readRows(engineDb, query, limit, offset);
        if (JSON.stringify(anchored) !== JSON.stringify(byOffset)) wrong.push(offset);
    }
    return wrong;
};

const countOf = async (query: ListQuery) => {
    const { rows } = await engineDb.query<{ n: string | number }>(`SELECT count(*) AS "n" FROM ${query.spec.from} ${query.where}`, query.values);
    return Number(rows[0].n);
};

/** Offsets around every anchor, the last page and one past the end. */
const offsetsOf = (total: number) => {
    const offsets = new Set<number>([ANCHOR_STEP - 1, ANCHOR_STEP, total - 1, total - 10, total, total + 5]);
    for (let at = ANCHOR_STEP; at < total; at += ANCHOR_STEP) [at - 10, at - 1, at, at + 1, at + 7].forEach(offset => offsets.add(offset));
    return [...offsets].filter(offset => offset >= 0).sort((a, b) => b - a);
};

describe(`stored page positions on ${engineName()}`, () => {
    it.each([
        ['bench list: audit_status=1, deposit desc', 'seller/dealer/DealerList', { audit_status: 1, sort: 'deposit', order: false }],
        ['ties: audit_status asc (three values)', 'seller/dealer/DealerList', { sort: 'audit_status', order: true }],
        ['ties: audit_status desc', 'seller/dealer/DealerList', { sort: 'audit_status', order: false }],
        ['default order (key desc)', 'seller/dealer/DealerList', {}],
        ['key asc', 'seller/dealer/DealerList', { sort: 'id', order: true }],
        ['a joined from, default order', 'seller/cars/CarList', {}],
        ['a joined from, ascending on a column (may be NULL for all the server knows)', 'seller/cars/CarList', { sort: 'mileage', order: true }],
    ])('%s: every depth equals OFFSET, read from anchors', async (_name, api, params) => {
        const query = buildListQuery(spec(api), ctx(params));
        const total = await countOf(query);
        expect(total).toBeGreaterThan(2 * ANCHOR_STEP);
        const before = anchoredReads();
        expect(await compare(query, offsetsOf(total))).toEqual([]);
        expect(anchoredReads()).toBeGreaterThan(before);
    });

    it('a write between two reads: the second read sees it (stale positions are rebuilt)', async () => {
        const query = buildListQuery(spec('seller/dealer/DealerList'), ctx({ audit_status: 1, sort: 'deposit', order: false }));
        const offset = 2 * ANCHOR_STEP + 3;
        expect(await compare(query, [offset])).toEqual([]);
        // Rows move from deep in the order to its top: every page past the anchors shifts.
        await engineDb.exec(
            `UPDATE dealers SET deposit = deposit + 100000000 WHERE id IN (SELECT id FROM dealers WHERE kind = 1 AND is_black = 0 AND audit_status = 1 ORDER BY deposit, id LIMIT 7)`
        );
        expect(await compare(query, [offset, offset + ANCHOR_STEP])).toEqual([]);
        // Rows leave the list (blacklisted) from its top.
        await engineDb.exec(
            `UPDATE dealers SET is_black = 1 WHERE id IN (SELECT id FROM dealers WHERE kind = 1 AND is_black = 0 AND audit_status = 1 ORDER BY deposit DESC, id DESC LIMIT 3)`
        );
        expect(await compare(query, [offset])).toEqual([]);
        await engineDb.query(`INSERT INTO dealers (suid, kind, name, audit_status, deposit) VALUES ('10001', 1, '新车商', 1, 999999999)`);
        expect(await compare(query, [offset, ANCHOR_STEP])).toEqual([]);
    });

    it('a write to a joined table also moves the positions of a list that reads it', async () => {
        const query = buildListQuery(spec('seller/cars/CarList'), ctx({ sort: 'id', order: false }));
        const offset = ANCHOR_STEP + 1;
        expect(await compare(query, [offset])).toEqual([]);
        const before = statements.length;
        await engineDb.exec(`UPDATE vehicle_categories SET name = name || '′' WHERE id = (SELECT min(id) FROM vehicle_categories)`);
        expect(await compare(query, [offset])).toEqual([]);
        // The category write made the stored positions stale: they were walked again.
        expect(statements.slice(before).some(sql => sql.includes('row_number() OVER'))).toBe(true);
    });

    it('pages before the first anchor are plain OFFSET reads', async () => {
        const query = buildListQuery(spec('seller/dealer/DealerList'), ctx({}));
        const before = statements.length;
        await readPage(db, query, 10, ANCHOR_STEP - 10);
        expect(statements.slice(before).some(sql => sql.includes('"__version"'))).toBe(false);
    });

    it('puts no write counter on the append-only logs every write goes through (their lists page by OFFSET)', async () => {
        const { rows } = await engineDb.query<{ name: string }>(
            `SELECT c.relname AS name FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
              WHERE t.tgname = 'mc_table_version' AND c.relname IN ('operator_logs', 'login_logs', 'dealers')`
        );
        expect(rows.map(row => row.name)).toEqual(['dealers']);
        const query = buildListQuery(spec('seller/log/OperatorLogList'), ctx({}));
        const before = statements.length;
        await readPage(db, query, 10, ANCHOR_STEP * 2);
        expect(statements.slice(before).some(sql => sql.includes('"__version"'))).toBe(false);
    });
});

/**
 * A sort column with NULLs: PostgreSQL's default order (the index's) puts them last ascending and
 * first descending. Pages read from stored positions, including positions whose sort value is
 * NULL, and export batches give exactly what OFFSET gives, every row once, in both directions.
 */
describe(`stored page positions over a nullable sort column on ${engineName()}`, () => {
    const NULL_ROWS = 2_600;
    const plain: TableSpec = {
        api: 'test/NullableList',
        industries: 'all',
        from: 'nullable_items',
        owner: { shared: 'a test table' },
        pk: 'id',
        columns: { id: { title: 'ID', sort: true }, rank: { title: { 'zh-cn': '名次' }, type: 'number', sort: true }, grp: { title: { 'zh-cn': '组' } } },
        top_search: [],
        defaultSort: { column: 'id', order: 'desc' },
    };
    const joined: TableSpec = {
        ...plain,
        api: 'test/NullableJoinedList',
        from: 'nullable_items n LEFT JOIN nullable_groups g ON g.id = n.grp',
        columns: {
            id: { title: 'ID', sort: true, sql: 'n.id' },
            rank: { title: { 'zh-cn': '名次' }, type: 'number', sort: true, sql: 'n.rank' },
            group_name: { title: { 'zh-cn': '组' }, sql: 'g.name' },
        },
    };
    /**
     * A database of its own as the page positions see it: they remember the stored positions and
     * the versioned tables per database (`Db.database`), and these tables are versioned after the
     * tests above first asked.
     */
    let nullDb: Db;
    const reads: string[] = [];

    beforeAll(async () => {
        // Every third row NULL, spread over the keys so NULLs and values interleave by key; ranks tie.
        await engineDb.exec(`CREATE TABLE nullable_groups (id int PRIMARY KEY, name text NOT NULL);
INSERT INTO nullable_groups SELECT g, '组' || g FROM generate_series(0, 6) AS g;
CREATE TABLE nullable_items (id serial PRIMARY KEY, rank int, grp int NOT NULL REFERENCES nullable_groups (id));
INSERT INTO nullable_items (rank, grp) SELECT CASE WHEN i % 3 = 0 THEN NULL ELSE (i * 7919) % 400 END, i % 7 FROM generate_series(1, ${NULL_ROWS}) AS i;
CREATE INDEX nullable_items_rank ON nullable_items (rank, id);
ANALYZE nullable_items;`);
        await ensureTableVersions(engineDb, ['nullable_items', 'nullable_groups']);
        nullDb = {
            ...engineDb,
            database: {},
            query: (sql, params) => {
                reads.push(sql);
                return engineDb.query(sql, params);
            },
        };
    });

    const nullCtx = (params: Record<string, unknown>) => ({ ...ctx(params), db: nullDb }) as CallContext;
    const anchored = () => reads.filter(sql => sql.startsWith('SELECT "__v"."__version"')).length;

    it.each([
        ['ascending (NULLs last)', plain, { sort: 'rank', order: true }],
        ['descending (NULLs first)', plain, { sort: 'rank', order: false }],
        ['a joined from, ascending', joined, { sort: 'rank', order: true }],
        ['a joined from, descending', joined, { sort: 'rank', order: false }],
    ])('%s: every page and every export batch equals OFFSET, each row once', async (_name, table, params) => {
        const query = buildListQuery(table, nullCtx(params));
        const everything = await readRows(engineDb, query, NULL_ROWS + 10, 0);
        expect(everything).toHaveLength(NULL_ROWS);
        expect(everything.filter(row => row.rank === null)).toHaveLength(Math.floor(NULL_ROWS / 3));
        const before = anchored();
        // Pages of 50 through the whole list: their sum is the OFFSET read of everything.
        const paged: Record<string, unknown>[] = [];
        for (let offset = 0; offset < NULL_ROWS + 50; offset += 50) paged.push(...(await readPage(nullDb, query, 50, offset)));
        expect(paged).toEqual(everything);
        expect(new Set(paged.map(row => row.id)).size).toBe(NULL_ROWS);
        // Pages that straddle an anchor or the border between values and NULLs, at odd offsets.
        const border = everything.findIndex(row => (row.rank === null) !== (everything[0].rank === null));
        for (const offset of [...offsetsOf(NULL_ROWS), border - 3, border - 1, border, border + 1]) {
            expect(await readPage(nullDb, query, 7, offset), `offset ${offset}`).toEqual(everything.slice(offset, offset + 7));
        }
        expect(anchored()).toBeGreaterThan(before);
        // Export batches by keyset, across the border and through the NULLs.
        const exported: Record<string, unknown>[] = [];
        for await (const row of iterateRows(nullDb, query, 97)) exported.push(row);
        expect(exported).toEqual(everything);
    });

    it('an anchor whose sort value is NULL is a position like any other', async () => {
        for (const order of [true, false]) {
            const query = buildListQuery(plain, nullCtx({ sort: 'rank', order }));
            const everything = await readRows(engineDb, query, NULL_ROWS, 0);
            // Ascending the NULL tail holds the last third, descending the NULL head the first.
            const inNulls = order ? NULL_ROWS - 300 : 600;
            expect(everything[inNulls].rank).toBeNull();
            const before = anchored();
            expect(await readPage(nullDb, query, 10, inNulls)).toEqual(everything.slice(inNulls, inNulls + 10));
            expect(anchored()).toBeGreaterThan(before);
        }
    });
});
