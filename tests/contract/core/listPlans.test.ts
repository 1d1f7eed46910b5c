import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { inject } from 'vitest';
import type { Database, Db } from '../../../server/core/Db';
import { applyRowSecurity } from '../../../server/db/rowSecurity';
import { runMigrations } from '../../../server/db/runMigrations';
import { tableOwners } from '../../../server/domains/tableOwners';
import { seedDatabase } from '../../../server/db/seedDatabase';
import { domains } from '../../../server/domains';
import type { CallContext } from '../../../server/core/CallContext';
import { keysetSql } from '../../../server/tables/iterateRows';
import { pageSql } from '../../../server/tables/listPage';
import { buildListQuery } from '../../../server/tables/listQuery';
import { anchoredPageSql, anchorsSql, listRelations } from '../../../server/tables/pageAnchors';
import type { SearchSpec, TableSpec } from '../../../server/tables/TableSpec';
import { freshEngineDb } from '../support/freshEngineDb';

/**
 * The list plans, on the engine of the project (PGlite for `contract`, the throw-away cluster
 * for `contract-postgres`), with enough rows for the planner to prefer a sequential scan when no
 * index fits: every table's default list and each sortable column both ways, first and deep
 * pages and export batches, must not scan a main table sequentially. Every statement runs as a
 * merchant's calls run it: the application role under row-level security, in the first car
 * merchant's scope (which holds the rows asked for).
 */
const ROWS = 20_000;
/** Relations with at least this many rows are main tables: a sequential scan of one fails. */
const MAIN_TABLE_ROWS = 5_000;
const DEEP_OFFSET = 5_000;

const tables: TableSpec[] = domains.flatMap(domain => domain.tables);
const postgres = inject('postgres');

let owner: Database;
/** The first car merchant's handle, as its calls get it. */
let db: Db;
let drop = async () => {};
let mainTables = new Set<string>();
let ctxUser: CallContext['user'];

const openFreshDb = async (): Promise<Database> => {
    const fresh = await freshEngineDb('mc_plans');
    drop = fresh.drop;
    return fresh.db;
};

beforeAll(async () => {
    owner = await openFreshDb();
    await runMigrations(owner, domains);
    await applyRowSecurity(owner, tableOwners(domains), 'mc_app');
    await seedDatabase(owner, domains, { rows: ROWS });
    const { rows } = await owner.query<{ relname: string }>(
        `SELECT relname FROM pg_class WHERE relkind = 'r' AND relnamespace = 'public'::regnamespace AND reltuples >= $1`,
        [MAIN_TABLE_ROWS]
    );
    mainTables = new Set(rows.map(row => row.relname));
    const { rows: users } = await owner.query<{ id: number; suid: string }>(`SELECT id, suid FROM users WHERE suid <> '' ORDER BY id LIMIT 1`);
    ctxUser = { id: users[0].id, suid: users[0].suid } as CallContext['user'];
    db = owner.forMerchant({ suid: users[0].suid, platform: false });
}, 600_000);

afterAll(async () => {
    if (postgres) await drop();
    else await owner?.close();
});

const ctx = (params: Record<string, unknown>) => ({ db, config: { maxPageSize: 1000 }, params, user: ctxUser, ip: '' }) as unknown as CallContext;

interface PlanNode {
    'Node Type': string;
    'Relation Name'?: string;
    Plans?: PlanNode[];
}

const seqScans = (node: PlanNode): string[] => [
    ...(node['Node Type'] === 'Seq Scan' && node['Relation Name'] && mainTables.has(node['Relation Name']) ? [node['Relation Name']] : []),
    ...(node.Plans ?? []).flatMap(seqScans),
];

const explain = async (sql: string, values: unknown[]): Promise<PlanNode> => {
    const { rows } = await db.query<{ 'QUERY PLAN': unknown }>(`EXPLAIN (FORMAT JSON) ${sql}`, values);
    const plan = rows[0]['QUERY PLAN'];
    const parsed = (typeof plan === 'string' ? JSON.parse(plan) : plan) as { Plan: PlanNode }[];
    return parsed[0].Plan;
};

/** Every order a list offers: the default, and each sortable column both ways. */
const orders = (spec: TableSpec): Record<string, unknown>[] => [
    {},
    ...Object.entries(spec.columns)
        .filter(([, column]) => column.sort)
        .flatMap(([name]) => [
            { sort: name, order: 'true' },
            { sort: name, order: 'false' },
        ]),
];

/** A value of each filter's encoding, to check every filter is valid SQL on the engine. */
const sampleFilter = (search: SearchSpec): Record<string, unknown> => {
    const first = search.options?.[0]?.value;
    switch (search.type) {
        case 'select':
        case 'checkbox':
            return { [search.name]: String(first ?? '1') };
        case 'cascade': {
            const second = search.second_name ? Object.values(search.cascades ?? {})[0]?.[0]?.value : undefined;
            return { [search.name]: String(first ?? '1'), ...(second !== undefined ? { [search.second_name!]: String(second) } : {}) };
        }
        case 'datetime':
        case 'time':
        case 'date':
        case 'datemonth':
        case 'eqdate':
            return { [search.name]: '1700000000,1800000000' };
        case 'eqtime':
            return { [search.name]: '1700000000' };
        case 'number':
        case 'second':
            return { [search.name]: '1,100000' };
        default:
            return { [search.name]: '车a' };
    }
};

describe(`list plans on ${postgres ? 'PostgreSQL' : 'PGlite'} with ${ROWS} rows`, () => {
    it('the seed made main tables for the planner to care about', () => {
        expect(mainTables.has('dealers')).toBe(true);
        expect(mainTables.has('vehicles')).toBe(true);
    });

    it.each(tables.map(spec => [spec.api, spec] as const))('%s: no sequential scan of a main table, any order, any depth', async (_api, spec) => {
        const failures: string[] = [];
        for (const params of orders(spec)) {
            const query = buildListQuery(spec, ctx(params));
            const label = params.sort ? `${params.sort} ${params.order === 'true' ? 'asc' : 'desc'}` : 'default';
            const first = pageSql(query, 10, 0);
            const deep = pageSql(query, 10, DEEP_OFFSET);
            for (const [what, { sql, values }] of [
                ['page 1', first],
                [`offset ${DEEP_OFFSET}`, deep],
            ] as const) {
                const scanned = seqScans(await explain(sql, values));
                if (scanned.length) failures.push(`${label}, ${what}: Seq Scan on ${scanned.join(', ')}`);
            }
        }
        expect(failures).toEqual([]);
    });

    it.each(tables.map(spec => [spec.api, spec] as const))('%s: a page read from a stored position seeks, no sequential scan', async (_api, spec) => {
        const failures: string[] = [];
        for (const params of orders(spec)) {
            const query = buildListQuery(spec, ctx(params));
            const tables = listRelations(query) ?? [];
            const { rows } = await db.query(pageSql(query, 1, DEEP_OFFSET - 1).sql, pageSql(query, 1, DEEP_OFFSET - 1).values);
            const anchor = rows[0] && [String(rows[0][query.order.column]), String(rows[0][spec.pk])];
            if (!anchor || rows[0][query.order.column] === null) continue;
            const { sql, values } = anchoredPageSql(query, tables, query.order.column === spec.pk ? [anchor[1]] : anchor, 10, 250);
            const scanned = seqScans(await explain(sql, values));
            if (scanned.length) failures.push(`${JSON.stringify(params)}: Seq Scan on ${scanned.join(', ')}`);
            // The walk that stores positions is valid SQL on the engine (its plan may rightly scan).
            await explain(anchorsSql(query, tables, 3).sql, anchorsSql(query, tables, 3).values);
        }
        expect(failures).toEqual([]);
    });

    it('page 1 with count and sums of the bench list is counted and summed from an index alone', async () => {
        const dealers = tables.find(spec => spec.api === 'seller/dealer/DealerList')!;
        for (const params of [{}, { audit_status: '1' }]) {
            const query = buildListQuery(dealers, ctx(params));
            const plan = JSON.stringify(await explain(`SELECT count(*), coalesce(sum("deposit"), 0) FROM ${dealers.from} ${query.where}`, query.values));
            expect(plan, JSON.stringify(params)).toMatch(/Index Only Scan/);
            expect(plan, JSON.stringify(params)).not.toMatch(/Seq Scan/);
        }
    });

    it.each(tables.map(spec => [spec.api, spec] as const))('%s: an export batch seeks past the last row, the same rows as OFFSET', async (_api, spec) => {
        for (const params of orders(spec)) {
            const query = buildListQuery(spec, ctx(params));
            const label = `${spec.api} ${JSON.stringify(params)}`;
            const before = await db.query(pageSql(query, 1, 99).sql, pageSql(query, 1, 99).values);
            if (!before.rows.length) continue;
            const { sql, values } = keysetSql(query, 100, before.rows[0]);
            const byOffset = await db.query(pageSql(query, 100, 100).sql, pageSql(query, 100, 100).values);
            expect((await db.query(sql, values)).rows, label).toEqual(byOffset.rows);
            // A batch of a plain table seeks in its index; joined ones may rightly hash a joined table.
            if (/^\w+$/.test(spec.from)) expect(seqScans(await explain(sql, values)), label).toEqual([]);
        }
    });

    it.each(tables.map(spec => [spec.api, spec] as const))('%s: every filter is valid SQL in the column type', async (_api, spec) => {
        for (const search of spec.top_search) {
            const { sql, values } = pageSql(buildListQuery(spec, ctx(sampleFilter(search))), 10, 0);
            await expect(explain(sql, values), `${spec.api} ${search.name}`).resolves.toBeDefined();
        }
    });

    it('sortable plain columns are NOT NULL (the order has no NULLS LAST and keyset compares rows)', async () => {
        const nullable: string[] = [];
        for (const spec of tables.filter(table => /^\w+$/.test(table.from))) {
            const sortable = Object.entries(spec.columns)
                .filter(([, column]) => column.sort && !column.sql)
                .map(([name]) => name);
            const { rows } = await db.query<{ column_name: string }>(
                `SELECT column_name FROM information_schema.columns WHERE table_schema = 'public' AND table_name = $1 AND is_nullable = 'YES' AND column_name = ANY($2::text[])`,
                [spec.from, sortable]
            );
            nullable.push(...rows.map(row => `${spec.from}.${row.column_name}`));
        }
        expect(nullable).toEqual([]);
    });

    it('text search on the main tables goes through a trigram index', async () => {
        const dealers = tables.find(spec => spec.api === 'seller/dealer/DealerList')!;
        const { sql, values } = pageSql(buildListQuery(dealers, ctx({ name: '不存在的某某汽车贸易有限公司' })), 10, 0);
        expect(JSON.stringify(await explain(sql, values))).toMatch(/dealers_name_trgm/);
    });
});
