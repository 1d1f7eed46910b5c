import { describe, expect, it } from 'vitest';
import type { CallContext } from '../../../server/core/CallContext';
import type { Db } from '../../../server/core/Db';
import { fromRelations, relationNames } from '../../../server/db/tableVersions';
import { buildListQuery } from '../../../server/tables/listQuery';
import { ANCHOR_STEP, anchoredPageSql, anchorsSql, listRelations, readPage } from '../../../server/tables/pageAnchors';
import type { TableSpec } from '../../../server/tables/TableSpec';

const spec: TableSpec = {
    api: 'test/List',
    industries: 'all',
    from: 'dealers',
    owner: { shared: 'a test list' },
    scope: () => ({ sql: 'kind = 1 AND is_black = 0', params: [] }),
    fixedColumns: ['kind', 'is_black'],
    pk: 'id',
    columns: {
        id: { title: 'ID', sort: true },
        deposit: { title: { 'zh-cn': '保证金' }, type: 'number', sort: true, sum: true },
        audit_status: { title: { 'zh-cn': '审核' }, type: 'select', sort: true, options: [{ value: 1, label: { 'zh-cn': 'b' } }] },
    },
    top_search: [{ name: 'audit_status', title: { 'zh-cn': '审核' }, type: 'select', options: [{ value: 1, label: { 'zh-cn': 'b' } }] }],
    defaultSort: { column: 'id', order: 'desc' },
};

const ctx = (params: Record<string, unknown>): CallContext =>
    ({ params, config: { maxPageSize: 1000 }, user: undefined, ip: '', db: undefined as unknown as Db }) as unknown as CallContext;

const benchQuery = () => buildListQuery(spec, ctx({ audit_status: '1', sort: 'deposit', order: 'false' }));

describe('the relations a list reads', () => {
    it('a table name, the tables of a joined query, never a function or a column', () => {
        expect(fromRelations('dealers')).toEqual(['dealers']);
        expect(fromRelations('(SELECT v.*, d.name FROM vehicles v LEFT JOIN dealers d ON d.id = v.dealer_id) AS cars')).toEqual(['dealers', 'vehicles']);
        expect(relationNames('SELECT x FROM unnest($1::int[]) AS u')).toEqual([]);
        expect(relationNames('extract(epoch FROM create_time)')).toEqual(['create_time']);
    });

    it('comma joins and clock-dependent conditions cannot be versioned', () => {
        expect(relationNames('SELECT * FROM a x, b y')).toBeUndefined();
        const query = buildListQuery({ ...spec, scope: () => ({ sql: 'create_time > extract(epoch from now())', params: [] }) }, ctx({}));
        expect(listRelations(query)).toBeUndefined();
        expect(listRelations(benchQuery())).toEqual(['dealers']);
    });
});

describe('anchorsSql: one walk numbers the keys and keeps every step-th', () => {
    it('from the start: the list order, a LIMIT of the steps asked, the versions in the same statement', () => {
        const { sql, values } = anchorsSql(benchQuery(), ['dealers'], 3);
        expect(sql).toContain(
            'FROM (SELECT "deposit" AS "__k0", "id" AS "__k1" FROM dealers WHERE "audit_status" = $1::bigint AND (kind = 1 AND is_black = 0) ORDER BY "deposit" desc, "id" desc LIMIT $2) AS "__keys"'
        );
        expect(sql).toContain('row_number() OVER (ORDER BY "__k0" desc, "__k1" desc) AS "__n"');
        expect(sql).toContain(`FILTER (WHERE "__n" % ${ANCHOR_STEP} = 0)`);
        expect(sql).toContain('FROM table_versions WHERE name = ANY($3::text[])');
        expect(sql).not.toMatch(/OFFSET/);
        expect(values).toEqual(['1', 3 * ANCHOR_STEP, ['dealers']]);
    });

    it('after the last anchor: seeks past it in the order direction', () => {
        const { sql, values } = anchorsSql(benchQuery(), ['dealers'], 2, ['150000', '42']);
        expect(sql).toContain('AND ("deposit", "id") < ($2, $3) ORDER BY "deposit" desc, "id" desc LIMIT $4');
        expect(values).toEqual(['1', '150000', '42', 2 * ANCHOR_STEP, ['dealers']]);
        const ascending = anchorsSql(buildListQuery(spec, ctx({ sort: 'id', order: 'true' })), ['dealers'], 1, ['42']);
        expect(ascending.sql).toContain('AND "id" > $1 ORDER BY "id" asc LIMIT $2');
        expect(ascending.sql).toContain('json_build_array("__k0"::text)');
    });
});

describe('anchoredPageSql: a page seeks past its anchor and skips less than a step', () => {
    it('the deferred join with the anchor condition, a short OFFSET, and the versions read with it', () => {
        const { sql, values } = anchoredPageSql(benchQuery(), ['dealers'], ['150000', '42'], 10, 123);
        expect(sql).toMatch(
            /^SELECT "__v"\."__version", "__r"\.\* FROM \(SELECT \(SELECT .* FROM table_versions WHERE name = ANY\(\$6::text\[\]\)\) AS "__version"\) AS "__v" LEFT JOIN \(/
        );
        expect(sql).toContain(
            '(SELECT "id" AS "__pk" FROM dealers WHERE "audit_status" = $1::bigint AND (kind = 1 AND is_black = 0) AND ("deposit", "id") < ($2, $3) ORDER BY "deposit" desc, "id" desc LIMIT $4 OFFSET $5)'
        );
        expect(sql).toMatch(/ON true ORDER BY "__r"\."deposit" desc, "__r"\."id" desc$/);
        expect(values).toEqual(['1', '150000', '42', 10, 123, ['dealers']]);
    });
});

describe('anchoredPageSql over a sort column that may be NULL', () => {
    it('past a NULL anchor, descending: the NULLs after its key, then every value, each range bounded', () => {
        const query = buildListQuery(spec, ctx({ sort: 'deposit', order: 'false' }));
        const { sql, values } = anchoredPageSql(query, ['dealers'], [null, '42'], 10, 123);
        expect(sql).toContain(
            'JOIN (SELECT "__pk" FROM ((SELECT "id" AS "__pk", "deposit" AS "__s", 0 AS "__part" FROM dealers WHERE (kind = 1 AND is_black = 0) AND "deposit" IS NULL AND "id" < $1 ORDER BY "id" desc LIMIT $2)' +
                ' UNION ALL (SELECT "id" AS "__pk", "deposit" AS "__s", 1 AS "__part" FROM dealers WHERE (kind = 1 AND is_black = 0) AND "deposit" IS NOT NULL ORDER BY "deposit" desc, "id" desc LIMIT $2))' +
                ' AS "__parts" ORDER BY "__part", "__s" desc, "__pk" desc LIMIT $3 OFFSET $4) AS "__page"'
        );
        expect(values).toEqual(['42', 133, 10, 123, ['dealers']]);
    });

    it('past a value, ascending on a NOT NULL column: one range as before', () => {
        const query = buildListQuery(spec, ctx({ sort: 'deposit', order: 'true' }));
        const { sql } = anchoredPageSql(query, ['dealers'], ['7000', '42'], 10, 5, false);
        expect(sql).not.toContain('UNION ALL');
        expect(sql).toContain('AND ("deposit", "id") > ($1, $2) ORDER BY "deposit" asc, "id" asc LIMIT $3 OFFSET $4');
    });
});

/** A database answering the statements readPage makes (the versions its walks and its pages see), recording them. */
const fakeDb = (walkVersions: string[], pageVersions: string[]) => {
    const calls: string[] = [];
    let walks = 0;
    let pages = 0;
    const next = (list: string[], at: number) => list[Math.min(at, list.length - 1)];
    const db = {
        database: {},
        query: async (sql: string) => {
            calls.push(sql);
            if (sql.includes('pg_trigger')) return { rows: [{ name: 'dealers' }] };
            if (sql.includes('row_number() OVER')) {
                const anchors = Array.from({ length: 4 }, (_, i) => [String(1000 - i), String(i + 1)]);
                return { rows: [{ __version: next(walkVersions, walks++), __read: 4 * ANCHOR_STEP, __anchors: anchors }] };
            }
            if (sql.startsWith('SELECT "__v"')) return { rows: [{ __version: next(pageVersions, pages++), id: 7, deposit: 5 }] };
            return { rows: [{ id: 8, deposit: 4 }] };
        },
    } as unknown as Db;
    return { db, calls };
};

describe('readPage', () => {
    it('pages before the first anchor read by OFFSET; deeper ones from an anchor, without the version column', async () => {
        const { db, calls } = fakeDb(['dealers:1'], ['dealers:1']);
        expect(await readPage(db, benchQuery(), 10, ANCHOR_STEP - 10)).toEqual([{ id: 8, deposit: 4 }]);
        expect(calls).toHaveLength(1);
        expect(await readPage(db, benchQuery(), 10, 2 * ANCHOR_STEP + 5)).toEqual([{ id: 7, deposit: 5 }]);
        // A second deep page reuses the stored anchors: one statement.
        const before = calls.length;
        await readPage(db, benchQuery(), 10, 3 * ANCHOR_STEP);
        expect(calls.length - before).toBe(1);
    });

    it('every call’s handle on one database shares the stored anchors (each call gets a handle of its own)', async () => {
        const { db, calls } = fakeDb(['dealers:1'], ['dealers:1']);
        await readPage(db, benchQuery(), 10, 2 * ANCHOR_STEP + 5);
        const nextCall = { ...db, query: db.query.bind(db) } as Db;
        const before = calls.length;
        await readPage(nextCall, benchQuery(), 10, 3 * ANCHOR_STEP);
        expect(calls.slice(before).filter(sql => sql.includes('row_number() OVER'))).toEqual([]);
    });

    it('a page read under another version is thrown away and read again with fresh anchors', async () => {
        const { db, calls } = fakeDb(['dealers:1', 'dealers:2'], ['dealers:2']);
        expect(await readPage(db, benchQuery(), 10, ANCHOR_STEP)).toEqual([{ id: 7, deposit: 5 }]);
        expect(calls.filter(sql => sql.includes('row_number() OVER'))).toHaveLength(2);
    });

    it('versions that keep moving end in an OFFSET read', async () => {
        const { db, calls } = fakeDb(['v1', 'v2', 'v3', 'v4'], ['v2', 'v3', 'v4', 'v5']);
        expect(await readPage(db, benchQuery(), 10, ANCHOR_STEP)).toEqual([{ id: 8, deposit: 4 }]);
        expect(calls[calls.length - 1]).toMatch(/OFFSET \$\d+\)/);
    });
});
