import { describe, expect, it } from 'vitest';
import type { Db } from '../../../server/core/Db';
import { coveredColumns, rebuildSortIndexes, sortIndexes, trigramIndexes } from '../../../server/db/sortIndexes';
import type { CallContext } from '../../../server/core/CallContext';
import { containsPattern, optionValueType } from '../../../server/tables/columnTypes/filterSql';
import { filterConditions } from '../../../server/tables/filterConditions';
import { iterateRows, keysetSql } from '../../../server/tables/iterateRows';
import { pageSql } from '../../../server/tables/listPage';
import { buildListQuery } from '../../../server/tables/listQuery';
import { afterParts, seekSql } from '../../../server/tables/seekSql';
import { SqlParams } from '../../../server/tables/SqlParams';
import type { TableSpec } from '../../../server/tables/TableSpec';

/** A dealers-like table: fixed conditions, integer and text options, a multi-valued checkbox. */
const spec: TableSpec = {
    api: 'test/List',
    industries: 'all',
    from: 'dealers',
    owner: { shared: 'a test list' },
    scope: () => ({ sql: 'kind = $1 AND is_black = 0', params: [1] }),
    fixedColumns: ['kind', 'is_black'],
    pk: 'id',
    columns: {
        id: { title: 'ID', sort: true },
        name: { title: { 'zh-cn': '名称' } },
        deposit: { title: { 'zh-cn': '保证金' }, type: 'number', sort: true, sum: true },
        audit_status: {
            title: { 'zh-cn': '审核' },
            type: 'select',
            sort: true,
            options: [
                { value: 0, label: { 'zh-cn': 'a' } },
                { value: 1, label: { 'zh-cn': 'b' } },
            ],
        },
        brand: { title: { 'zh-cn': '品牌' }, type: 'select', options: [{ value: '奥迪', label: { 'zh-cn': '奥迪' } }] },
        shown: { title: { 'zh-cn': '显示' }, sql: 'upper(name)', sort: true },
    },
    top_search: [
        { name: 'name', title: { 'zh-cn': '名称' } },
        {
            name: 'audit_status',
            title: { 'zh-cn': '审核' },
            type: 'select',
            options: [
                { value: 0, label: { 'zh-cn': 'a' } },
                { value: 1, label: { 'zh-cn': 'b' } },
            ],
        },
        { name: 'brand', title: { 'zh-cn': '品牌' }, type: 'select', options: [{ value: '奥迪', label: { 'zh-cn': '奥迪' } }] },
        {
            name: 'status',
            title: { 'zh-cn': '状态' },
            type: 'checkbox',
            options: [
                { value: 1, label: { 'zh-cn': 'x' } },
                { value: 2, label: { 'zh-cn': 'y' } },
            ],
        },
        { name: 'scope', title: { 'zh-cn': '范围' }, type: 'checkbox', options: [{ value: '1', label: { 'zh-cn': 'x' } }], multi: true },
        {
            name: 'province',
            title: { 'zh-cn': '地区' },
            type: 'cascade',
            options: [{ value: 11, label: { 'zh-cn': 'p' } }],
            cascades: { '11': [{ value: 1101, label: { 'zh-cn': 'c' } }] },
            second_name: 'city',
        },
        { name: 'deposit', title: { 'zh-cn': '保证金' }, type: 'number' },
    ],
    defaultSort: { column: 'id', order: 'desc' },
};

const ctx = (params: Record<string, unknown>): CallContext =>
    ({ params, config: { maxPageSize: 1000 }, user: undefined, ip: '', db: undefined as unknown as Db }) as unknown as CallContext;

const where = (input: Record<string, unknown>) => {
    const params = new SqlParams();
    return { sql: filterConditions(spec, input, params), values: params.values };
};

describe('filterConditions compare in the column type', () => {
    it('integer options compare as bigint, never by casting the column to text', () => {
        expect(where({ audit_status: '1' })).toEqual({ sql: ['"audit_status" = $1::bigint'], values: ['1'] });
        expect(where({ status: '1,2' })).toEqual({ sql: ['"status" = ANY($1::bigint[])'], values: [['1', '2']] });
        expect(where({ province: '11', city: '1101' })).toEqual({ sql: ['"province" = $1::bigint', '"city" = $2::bigint'], values: ['11', '1101'] });
    });

    it('text options compare as text; a multi-valued column is split', () => {
        expect(where({ brand: '奥迪' })).toEqual({ sql: ['"brand" = $1::text'], values: ['奥迪'] });
        expect(where({ scope: '1,3' })).toEqual({ sql: [`string_to_array("scope", ',') && $1::text[]`], values: [['1', '3']] });
    });

    it('a value that cannot be an integer option matches nothing and never reaches SQL', () => {
        expect(where({ audit_status: '1 OR 1=1' })).toEqual({ sql: ['FALSE'], values: [] });
        expect(where({ status: "x', 2" })).toEqual({ sql: ['"status" = ANY($1::bigint[])'], values: [['2']] });
        expect(where({ status: 'x,y' })).toEqual({ sql: ['FALSE'], values: [] });
        expect(where({ province: '11', city: "1' --" })).toEqual({ sql: ['"province" = $1::bigint', 'FALSE'], values: ['11'] });
    });

    it('number bounds: integers as bigint (index-friendly), fractions as numeric', () => {
        expect(where({ deposit: '100,2.5' })).toEqual({ sql: ['"deposit" >= $1::bigint', '"deposit" <= $2::numeric'], values: ['100', '2.5'] });
    });

    it('text search is ILIKE on the bare column (a trigram index serves it), the value escaped', () => {
        expect(where({ name: '50%_a\\b' })).toEqual({ sql: ['"name" ILIKE $1'], values: ['%50\\%\\_a\\\\b%'] });
        expect(containsPattern('车商')).toBe('%车商%');
    });

    it('option types: numbers only → bigint, anything else → text', () => {
        expect(optionValueType([{ value: 1, label: { 'zh-cn': '' } }])).toBe('bigint');
        expect(
            optionValueType([
                { value: 1, label: { 'zh-cn': '' } },
                { value: '2', label: { 'zh-cn': '' } },
            ])
        ).toBe('text');
        expect(optionValueType([])).toBe('text');
    });
});

describe('buildListQuery order', () => {
    it('orders by the column and the key in one direction, without NULLS LAST', () => {
        const query = buildListQuery(spec, ctx({ sort: 'deposit', order: 'false' }));
        expect(query.orderBy).toBe('"deposit" desc, "id" desc');
        expect(query.orderBy).not.toMatch(/NULLS/i);
        expect(query.order).toEqual({ column: 'deposit', direction: 'desc' });
        expect(buildListQuery(spec, ctx({})).orderBy).toBe('"id" desc');
    });

    it('the scope joins the filters with its parameters renumbered', () => {
        const query = buildListQuery(spec, ctx({ audit_status: '1' }));
        expect(query.where).toBe('WHERE "audit_status" = $1::bigint AND (kind = $2 AND is_black = 0)');
        expect(query.values).toEqual(['1', 1]);
    });

    it('a pk selection compares as bigint when every id is an integer, else as text', () => {
        expect(buildListQuery(spec, ctx({}), { ids: ['3', '5'] }).conditions).toContain('"id" = ANY($2::bigint[])');
        expect(buildListQuery(spec, ctx({}), { ids: ['a'] }).conditions).toContain('"id" = ANY($2::text[])');
    });

    it('refuses a column that is not sortable, including inherited names', () => {
        expect(() => buildListQuery(spec, ctx({ sort: 'name' }))).toThrow(/不能按“name”排序/);
        expect(() => buildListQuery(spec, ctx({ sort: 'constructor' }))).toThrow(/排序/);
    });
});

describe('pageSql: deferred join', () => {
    it('picks the page keys in an inner query, then fetches those rows by key', () => {
        const query = buildListQuery(spec, ctx({ sort: 'deposit', order: 'false' }));
        const { sql, values } = pageSql(query, 10, 5000);
        expect(sql).toContain(
            'JOIN (SELECT "id" AS "__pk" FROM dealers WHERE (kind = $1 AND is_black = 0) ORDER BY "deposit" desc, "id" desc LIMIT $2 OFFSET $3) AS "__page" ON "id" = "__page"."__pk"'
        );
        expect(sql).toMatch(/ORDER BY "deposit" desc, "id" desc$/);
        expect(sql.startsWith('SELECT "id" AS "id", "name" AS "name"')).toBe(true);
        expect(values).toEqual([1, 10, 5000]);
    });
});

describe('keysetSql: export batches seek past the previous one', () => {
    const query = buildListQuery(spec, ctx({ sort: 'deposit', order: 'false', audit_status: '1' }));

    it('the first batch has no key condition and no OFFSET', () => {
        const { sql, values } = keysetSql(query, 500);
        expect(sql).toMatch(/WHERE "audit_status" = \$1::bigint AND \(kind = \$2 AND is_black = 0\) ORDER BY "deposit" desc, "id" desc LIMIT \$3$/);
        expect(sql).not.toMatch(/OFFSET/);
        expect(values).toEqual(['1', 1, 500]);
    });

    it('later batches compare (sort, key) with the last row, in the order direction', () => {
        const { sql, values } = keysetSql(query, 500, { id: 42, deposit: 7000 });
        expect(sql).toContain('AND ("deposit", "id") < ($3, $4) ORDER BY');
        expect(values).toEqual(['1', 1, 7000, 42, 500]);
        const ascending = keysetSql(buildListQuery(spec, ctx({ sort: 'shown', order: 'true' })), 10, { id: 1, shown: 'A' }, false);
        expect(ascending.sql).toContain('WHERE (kind = $1 AND is_black = 0) AND (upper(name), "id") > ($2, $3) ORDER BY upper(name) asc, "id" asc LIMIT $4');
        const byKey = keysetSql(buildListQuery(spec, ctx({})), 10, { id: 9 });
        expect(byKey.sql).toContain('AND "id" < $2 ORDER BY "id" desc LIMIT $3');
    });

    it('iterateRows reads keyset batches until a short one, never by OFFSET', async () => {
        const all = Array.from({ length: 5 }, (_, i) => ({ id: 5 - i, deposit: 100 }));
        const calls: { sql: string; values: unknown[] }[] = [];
        const db = {
            async query(sql: string, values: unknown[] = []) {
                calls.push({ sql, values });
                const limit = values[values.length - 1] as number;
                const after = sql.includes('("deposit", "id") <') ? (values[values.length - 2] as number) : Infinity;
                return { rows: all.filter(row => row.id < after).slice(0, limit) };
            },
        } as unknown as Db;
        const read: unknown[] = [];
        for await (const row of iterateRows(db, query, 2)) read.push(row);
        expect(read).toEqual(all);
        expect(calls).toHaveLength(3);
        expect(calls.every(call => !/OFFSET/.test(call.sql))).toBe(true);
        expect(calls[1].values.slice(-3)).toEqual([100, 4, 2]);
    });
});

describe('index SQL', () => {
    it('sort indexes lead with the fixed columns and end with the key; the key order gets one too', () => {
        expect(sortIndexes('dealers', spec).split('\n')).toEqual([
            'CREATE INDEX IF NOT EXISTS dealers_kind_is_black_deposit_sort ON dealers (kind, is_black, deposit, id) INCLUDE (audit_status, brand, status, province, city);',
            'CREATE INDEX IF NOT EXISTS dealers_kind_is_black_audit_status_sort ON dealers (kind, is_black, audit_status, id) INCLUDE (deposit, brand, status, province, city);',
            'CREATE INDEX IF NOT EXISTS dealers_kind_is_black_id_sort ON dealers (kind, is_black, id) INCLUDE (deposit, audit_status, brand, status, province, city);',
        ]);
        expect(sortIndexes('dealers', { ...spec, fixedColumns: undefined })).not.toMatch(/_id_sort/);
    });

    it('sort indexes cover the summed columns and the columns option filters compare, not multi-valued or computed ones', () => {
        expect(coveredColumns(spec)).toEqual(['deposit', 'audit_status', 'brand', 'status', 'province', 'city']);
        expect(coveredColumns({ pk: 'id', columns: { id: { sort: true }, n: { sort: true } } })).toEqual([]);
        expect(
            coveredColumns({ pk: 'id', columns: { total: { sum: true, sql: 'a + b' } }, top_search: [{ name: 'x', type: 'select', sql: 'lower(x)' }] })
        ).toEqual([]);
        expect(sortIndexes('t', { pk: 'id', columns: { id: { sort: true }, n: { sort: true } } })).toBe('CREATE INDEX IF NOT EXISTS t_n_sort ON t (n, id);');
    });

    it('the clean-up drops the (col, id) indexes of the first scheme that lists with fixed conditions left, and rebuilds covering ones', () => {
        const blackList = { ...spec, fixedColumns: ['is_black'], top_search: [] };
        const sql = rebuildSortIndexes('dealers', [spec, blackList]).split('\n');
        expect(sql.slice(0, 2)).toEqual(['DROP INDEX IF EXISTS dealers_deposit_sort;', 'DROP INDEX IF EXISTS dealers_audit_status_sort;']);
        // Every DROP of a current index is followed by its CREATE: running it twice ends the same.
        const at = sql.indexOf('DROP INDEX IF EXISTS dealers_kind_is_black_deposit_sort;');
        expect(sql[at + 1]).toBe(
            'CREATE INDEX IF NOT EXISTS dealers_kind_is_black_deposit_sort ON dealers (kind, is_black, deposit, id) INCLUDE (audit_status, brand, status, province, city);'
        );
        expect(sql.filter(line => line.startsWith('DROP')).length).toBe(sql.filter(line => line.startsWith('CREATE')).length + 2);
        // Lists sharing an index: it covers what each needs (the blacklist's key order covers deposit).
        expect(sql).toContain('CREATE INDEX IF NOT EXISTS dealers_is_black_id_sort ON dealers (is_black, id) INCLUDE (deposit);');
        // A table whose lists have no fixed conditions keeps its (col, id) indexes.
        expect(rebuildSortIndexes('t', [{ pk: 'id', columns: { n: { sort: true } } }])).toBe('');
    });

    it('trigram indexes come with their extension', () => {
        expect(trigramIndexes('vehicles', ['title'])).toBe(
            'CREATE EXTENSION IF NOT EXISTS pg_trgm;\nCREATE INDEX IF NOT EXISTS vehicles_title_trgm ON vehicles USING gin (title gin_trgm_ops);'
        );
    });
});

describe('afterParts: the rows past a position, NULLs where the index holds them', () => {
    const parts = (params: Record<string, unknown>, sortValue: unknown, mayBeNull = true) => {
        const sqlParams = new SqlParams();
        return { parts: afterParts(buildListQuery(spec, ctx(params)), sqlParams, sortValue, 42, mayBeNull), values: sqlParams.values };
    };

    it('ascending past a value: the greater (value, key) pairs, then the NULL tail by key', () => {
        expect(parts({ sort: 'deposit', order: 'true' }, 7000)).toEqual({
            parts: [
                { condition: '("deposit", "id") > ($1, $2)', orderBy: '"deposit" asc, "id" asc' },
                { condition: '"deposit" IS NULL', orderBy: '"id" asc' },
            ],
            values: [7000, 42],
        });
        // A NOT NULL column has no tail to read.
        expect(parts({ sort: 'deposit', order: 'true' }, 7000, false).parts).toEqual([
            { condition: '("deposit", "id") > ($1, $2)', orderBy: '"deposit" asc, "id" asc' },
        ]);
    });

    it('ascending past a NULL: the NULLs with a greater key only', () => {
        expect(parts({ sort: 'deposit', order: 'true' }, null).parts).toEqual([{ condition: '"deposit" IS NULL AND "id" > $1', orderBy: '"id" asc' }]);
    });

    it('descending past a value: the smaller pairs (the NULL head lies before)', () => {
        expect(parts({ sort: 'deposit', order: 'false' }, 7000).parts).toEqual([
            { condition: '("deposit", "id") < ($1, $2)', orderBy: '"deposit" desc, "id" desc' },
        ]);
    });

    it('descending past a NULL: the NULLs with a smaller key, then every value', () => {
        expect(parts({ sort: 'shown', order: 'false' }, undefined).parts).toEqual([
            { condition: 'upper(name) IS NULL AND "id" < $1', orderBy: '"id" desc' },
            { condition: 'upper(name) IS NOT NULL', orderBy: 'upper(name) desc, "id" desc' },
        ]);
    });

    it('by the key: one range, never NULL', () => {
        expect(parts({ sort: 'id', order: 'true' }, 42).parts).toEqual([{ condition: '"id" > $1', orderBy: '"id" asc' }]);
    });
});

describe('seekSql: one index range, or two read for a bounded length each and joined in order', () => {
    const query = buildListQuery(spec, ctx({ sort: 'deposit', order: 'true' }));
    const select = { sql: '"id" AS "__pk", "deposit" AS "__s"', names: ['"__pk"'], sort: '"__s"', pk: '"__pk"' };

    it('one range: LIMIT and OFFSET on the range itself', () => {
        const params = new SqlParams();
        params.values.push(...query.values);
        const sql = seekSql(query, params, afterParts(query, params, 7000, 42, false), select, 10, 123);
        expect(sql).toBe(
            'SELECT "id" AS "__pk", "deposit" AS "__s" FROM dealers WHERE (kind = $1 AND is_black = 0) AND ("deposit", "id") > ($2, $3) ORDER BY "deposit" asc, "id" asc LIMIT $4 OFFSET $5'
        );
        expect(params.values).toEqual([1, 7000, 42, 10, 123]);
    });

    it('two ranges: each LIMIT limit + offset, then ordered by part, value and key', () => {
        const params = new SqlParams();
        params.values.push(...query.values);
        const sql = seekSql(query, params, afterParts(query, params, 7000, 42), select, 10, 123);
        expect(sql).toBe(
            'SELECT "__pk" FROM (' +
                '(SELECT "id" AS "__pk", "deposit" AS "__s", 0 AS "__part" FROM dealers WHERE (kind = $1 AND is_black = 0) AND ("deposit", "id") > ($2, $3) ORDER BY "deposit" asc, "id" asc LIMIT $4)' +
                ' UNION ALL ' +
                '(SELECT "id" AS "__pk", "deposit" AS "__s", 1 AS "__part" FROM dealers WHERE (kind = $1 AND is_black = 0) AND "deposit" IS NULL ORDER BY "id" asc LIMIT $4)' +
                ') AS "__parts" ORDER BY "__part", "__s" asc, "__pk" asc LIMIT $5 OFFSET $6'
        );
        expect(params.values).toEqual([1, 7000, 42, 133, 10, 123]);
    });

    it('an export batch past a row of a column that may be NULL reads the NULL tail too, without OFFSET', () => {
        const { sql, values } = keysetSql(query, 500, { id: 42, deposit: 7000 });
        expect(sql).toMatch(/^SELECT "id", "name", "deposit", "audit_status", "brand", "shown" FROM \(\(SELECT /);
        expect(sql).toContain('AND "deposit" IS NULL ORDER BY "id" asc LIMIT $4)');
        expect(sql).toMatch(/ORDER BY "__part", "deposit" asc, "id" asc LIMIT \$5$/);
        expect(sql).not.toMatch(/OFFSET/);
        expect(values).toEqual([1, 7000, 42, 500, 500]);
    });
});
