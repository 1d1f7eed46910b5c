import type { Db } from '../db/Db';
import { ProtocolError, type CallContext } from '../http/Endpoint';
import { columnSql, filterConditions } from './filterConditions';
import { SqlParams } from './SqlParams';
import type { TableSpec } from './TableSpec';

/** The row set a list call names: filters, scope and order, before paging. */
export interface ListQuery {
    spec: TableSpec;
    where: string;
    values: unknown[];
    orderBy: string;
}

const param = (value: unknown) => (value === undefined || value === null ? '' : String(value).trim());

const readOrder = (raw: string, fallback: 'asc' | 'desc'): 'asc' | 'desc' => {
    if (raw === '') return fallback;
    if (raw === 'true' || raw === 'asc' || raw === 'ascending') return 'asc';
    if (raw === 'false' || raw === 'desc' || raw === 'descending') return 'desc';
    throw new ProtocolError('参数错误：order 只能是 true 或 false');
};

/**
 * Builds the query from the call's parameters: `top_search` filters (or else a pk list, `ids`,
 * export type 2), the table's scope, and `sort`/`order` restricted to sortable
 * columns; the primary key breaks ties so pages never overlap.
 */
export const buildListQuery = (spec: TableSpec, ctx: CallContext, options: { ids?: string[] } = {}): ListQuery => {
    const params = new SqlParams();
    // A selection (export type 2) is kept across pages and filter changes: it replaces the filters.
    const conditions = options.ids ? [] : filterConditions(spec, ctx.params, params);
    const scope = spec.scope?.(ctx);
    if (scope) conditions.push(`(${params.addFragment(scope.sql, scope.params)})`);
    if (options.ids) conditions.push(`${columnSql(spec, spec.pk)}::text = ANY(${params.add(options.ids)}::text[])`);

    const sort = param(ctx.params.sort);
    let orderColumn = spec.defaultSort.column;
    let direction = spec.defaultSort.order;
    if (sort !== '') {
        if (!spec.columns[sort]?.sort) throw new ProtocolError(`参数错误：不能按“${sort.slice(0, 40)}”排序`);
        orderColumn = sort;
        direction = readOrder(param(ctx.params.order), 'asc');
    }
    const pk = columnSql(spec, spec.pk);
    const orderSql = columnSql(spec, orderColumn);
    const orderBy = orderSql === pk ? `${pk} ${direction}` : `${orderSql} ${direction} NULLS LAST, ${pk} ${direction}`;
    return { spec, where: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '', values: params.values, orderBy };
};

/** Columns selected for rows: every column of the spec, and the pk even when not shown. */
const selectList = (spec: TableSpec) => {
    const columns = Object.keys(spec.columns).map(name => `${columnSql(spec, name)} AS "${name}"`);
    if (!spec.columns[spec.pk]) columns.push(`${columnSql(spec, spec.pk)} AS "${spec.pk}"`);
    return columns.join(', ');
};

export const readRows = async (db: Db, query: ListQuery, limit: number, offset: number): Promise<Record<string, unknown>[]> => {
    const n = query.values.length;
    const sql = `SELECT ${selectList(query.spec)} FROM ${query.spec.from} ${query.where} ORDER BY ${query.orderBy} LIMIT $${n + 1} OFFSET $${n + 2}`;
    return (await db.query(sql, [...query.values, limit, offset])).rows;
};

/** `count` and `totalrow` (each `sum` column's total, in the column's units). */
export const countAndSum = async (db: Db, query: ListQuery) => {
    const sums = Object.entries(query.spec.columns).filter(([, column]) => column.sum);
    const select = ['count(*) AS "__count"', ...sums.map(([name]) => `coalesce(sum(${columnSql(query.spec, name)}), 0) AS "${name}"`)];
    const { rows } = await db.query(`SELECT ${select.join(', ')} FROM ${query.spec.from} ${query.where}`, query.values);
    const { __count, ...totalrow } = rows[0] ?? { __count: 0 };
    return { count: Number(__count), totalrow };
};

export const countRows = async (db: Db, query: ListQuery): Promise<number> => {
    const { rows } = await db.query<{ count: number }>(`SELECT count(*) AS count FROM ${query.spec.from} ${query.where}`, query.values);
    return Number(rows[0]?.count ?? 0);
};

/** `page` from 1 and `limit` capped by the configuration; defaults from the spec. */
export const readPaging = (spec: TableSpec, ctx: CallContext) => {
    const pageText = param(ctx.params.page) || '1';
    const limitText = param(ctx.params.limit) || String(spec.limit ?? 10);
    if (!/^\d{1,9}$/.test(pageText) || Number(pageText) < 1) throw new ProtocolError('参数错误：page 应为不小于1的整数');
    if (!/^\d{1,9}$/.test(limitText) || Number(limitText) < 1) throw new ProtocolError('参数错误：limit 应为不小于1的整数');
    const limit = Math.min(Number(limitText), ctx.config.maxPageSize);
    return { page: Number(pageText), limit, offset: (Number(pageText) - 1) * limit };
};

/** Every row of the query, read a batch at a time so exports of any size stay in bounded memory. */
export async function* iterateRows(db: Db, query: ListQuery, batchSize: number, max = Infinity): AsyncGenerator<Record<string, unknown>> {
    for (let offset = 0; offset < max; offset += batchSize) {
        const rows = await readRows(db, query, Math.min(batchSize, max - offset), offset);
        yield* rows;
        if (rows.length < batchSize) return;
    }
}
