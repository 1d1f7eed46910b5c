import type { Db } from '../core/Db';
import type { CallContext } from '../core/CallContext';
import { ProtocolError } from '../core/ProtocolError';
import { columnSql, filterConditions } from './filterConditions';
import { SqlParams } from './SqlParams';
import { sortMayBeNull } from './sortMayBeNull';
import type { TableSpec } from './TableSpec';
import { message } from '../i18n/Message';

/** The row set a list call names: filters, scope and order, before paging. */
export interface ListQuery {
    spec: TableSpec;
    /** The WHERE conditions (joined with AND), and the same as a `WHERE …` clause or empty. */
    conditions: string[];
    where: string;
    values: unknown[];
    /** `"col" dir, "pk" dir` (or `"pk" dir` when sorting by the key). */
    orderBy: string;
    /** The sort column (its name in the rows) and direction; the key breaks ties in the same direction. */
    order: { column: string; direction: 'asc' | 'desc' };
}

const param = (value: unknown) => (value === undefined || value === null ? '' : String(value).trim());

const readOrder = (raw: string, fallback: 'asc' | 'desc'): 'asc' | 'desc' => {
    if (raw === '') return fallback;
    if (raw === 'true' || raw === 'asc' || raw === 'ascending') return 'asc';
    if (raw === 'false' || raw === 'desc' || raw === 'descending') return 'desc';
    throw new ProtocolError('参数错误：order 只能是 true 或 false');
};

/** Export type 2 pks: integers compare as bigint (so the pk index serves them), others as text. */
const pkList = (ids: string[], params: SqlParams) =>
    ids.every(id => /^-?\d{1,18}$/.test(id)) ? `ANY(${params.add(ids)}::bigint[])` : `ANY(${params.add(ids)}::text[])`;

/**
 * Builds the query from the call's parameters: the caller's merchant (a merchant's table), the
 * `top_search` filters (or else a pk list, `ids`, export type 2), the table's scope, and
 * `sort`/`order` restricted to sortable columns; the primary key breaks ties so pages never
 * overlap.
 *
 * The order carries no `NULLS LAST`: that clause would stop PostgreSQL from walking a `(col, pk)`
 * index backwards. NULLs therefore sort last ascending and first descending, as the index holds
 * them, and seeks past a position read them there (`afterParts`).
 */
export const buildListQuery = (spec: TableSpec, ctx: CallContext, options: { ids?: string[] } = {}): ListQuery => {
    const params = new SqlParams();
    // The caller's merchant first, whatever else the call asks: the sort indexes lead with it.
    const conditions = 'merchant' in spec.owner ? [`${columnSql(spec, spec.owner.merchant)} = ${params.add(ctx.user?.suid ?? '')}`] : [];
    // A selection (export type 2) is kept across pages and filter changes: it replaces the filters.
    if (!options.ids) conditions.push(...filterConditions(spec, ctx.params, params));
    const scope = spec.scope?.(ctx);
    if (scope) conditions.push(`(${params.addFragment(scope.sql, scope.params)})`);
    if (options.ids) conditions.push(`${columnSql(spec, spec.pk)} = ${pkList(options.ids, params)}`);

    const sort = param(ctx.params.sort);
    let column = spec.defaultSort.column;
    let direction = spec.defaultSort.order;
    if (sort !== '') {
        if (!Object.hasOwn(spec.columns, sort) || !spec.columns[sort].sort)
            throw new ProtocolError(message('参数错误：不能按“{column}”排序', { column: sort.slice(0, 40) }));
        column = sort;
        direction = readOrder(param(ctx.params.order), 'asc');
    }
    const pk = columnSql(spec, spec.pk);
    const orderSql = columnSql(spec, column);
    const orderBy = orderSql === pk ? `${pk} ${direction}` : `${orderSql} ${direction}, ${pk} ${direction}`;
    return {
        spec,
        conditions,
        where: conditions.length ? `WHERE ${conditions.join(' AND ')}` : '',
        values: params.values,
        orderBy,
        order: { column: orderSql === pk ? spec.pk : column, direction },
    };
};

/** Columns selected for rows: every column of the spec, and the pk even when not shown. */
const selectList = (spec: TableSpec) => {
    const columns = Object.keys(spec.columns).map(name => `${columnSql(spec, name)} AS "${name}"`);
    if (!spec.columns[spec.pk]) columns.push(`${columnSql(spec, spec.pk)} AS "${spec.pk}"`);
    return columns.join(', ');
};

/** The page's rows by key: `keys` (a query answering `"__pk"`) picks them, in the query's order. */
export const rowsByKeySql = (query: ListQuery, keys: string): string => {
    const { spec } = query;
    const pk = columnSql(spec, spec.pk);
    return `SELECT ${selectList(spec)} FROM ${spec.from} JOIN (${keys}) AS "__page" ON ${pk} = "__page"."__pk" ORDER BY ${query.orderBy}`;
};

/**
 * One page as a deferred join: the inner query picks the page's keys from the sort index alone
 * (an index-only scan skips `offset` entries without reading rows or evaluating joined columns),
 * then only those rows are fetched by key. Deep pages cost index entries, not rows.
 */
export const pageSql = (query: ListQuery, limit: number, offset: number): { sql: string; values: unknown[] } => {
    const n = query.values.length;
    const { spec } = query;
    const pk = columnSql(spec, spec.pk);
    const keys = `SELECT ${pk} AS "__pk" FROM ${spec.from} ${query.where} ORDER BY ${query.orderBy} LIMIT $${n + 1} OFFSET $${n + 2}`;
    return { sql: rowsByKeySql(query, keys), values: [...query.values, limit, offset] };
};

export const readRows = async (db: Db, query: ListQuery, limit: number, offset: number): Promise<Record<string, unknown>[]> => {
    const { sql, values } = pageSql(query, limit, offset);
    return (await db.query(sql, values)).rows;
};

/** One index range of the rows past a position: its condition (none: from the start) and order. */
export interface SeekPart {
    condition?: string;
    orderBy: string;
}

/**
 * The rows past the one whose sort value and key are given, in the query's order, as at most two
 * index ranges read one after the other. The order carries no NULLS clause, so NULLs sort as a
 * btree walks them: last ascending, first descending. Past a non-NULL value that is
 * `(sort, pk) > (…)` ascending and then, when the column may be NULL, the NULL tail by key;
 * `(sort, pk) < (…)` descending (the NULL head lies before). Past a NULL value: the NULLs after
 * that key, and descending then every non-NULL row. `pk > …` / `pk < …` when the key is the sort.
 */
export const afterParts = (query: ListQuery, params: SqlParams, sortValue: unknown, pkValue: unknown, mayBeNull = true): SeekPart[] => {
    const { spec, order } = query;
    const pk = columnSql(spec, spec.pk);
    const descending = order.direction === 'desc';
    const op = descending ? '<' : '>';
    if (order.column === spec.pk) return [{ condition: `${pk} ${op} ${params.add(pkValue)}`, orderBy: query.orderBy }];
    const column = columnSql(spec, order.column);
    const byKey = `${pk} ${order.direction}`;
    if (sortValue === null || sortValue === undefined) {
        const nulls = { condition: `${column} IS NULL AND ${pk} ${op} ${params.add(pkValue)}`, orderBy: byKey };
        return descending ? [nulls, { condition: `${column} IS NOT NULL`, orderBy: query.orderBy }] : [nulls];
    }
    const past = { condition: `(${column}, ${pk}) ${op} (${params.add(sortValue)}, ${params.add(pkValue)})`, orderBy: query.orderBy };
    return !descending && mayBeNull ? [past, { condition: `${column} IS NULL`, orderBy: byKey }] : [past];
};

/** What a seek selects: the SQL list, and the output names of all, of the sort value and of the key. */
export interface SeekSelect {
    sql: string;
    names: string[];
    sort: string;
    pk: string;
}

/**
 * `limit` rows after skipping `offset` of the query's rows within `parts`. One part is one index
 * range (`… LIMIT … OFFSET …`); two are each read for at most `limit + offset` entries and joined
 * in order (`"__part"` first, then the sort value and key), so a page still costs a bounded walk of
 * the index whatever its depth, and never a sort of the rows past it.
 */
export const seekSql = (query: ListQuery, params: SqlParams, parts: SeekPart[], select: SeekSelect, limit: number, offset?: number): string => {
    const range = (part: SeekPart, extra: string) => {
        const conditions = part.condition ? [...query.conditions, part.condition] : query.conditions;
        const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
        return `SELECT ${select.sql}${extra} FROM ${query.spec.from} ${where} ORDER BY ${part.orderBy}`;
    };
    const page = () => {
        const limitParam = params.add(limit);
        return offset === undefined ? `LIMIT ${limitParam}` : `LIMIT ${limitParam} OFFSET ${params.add(offset)}`;
    };
    if (parts.length === 1) return `${range(parts[0], '')} ${page()}`;
    const each = params.add(limit + (offset ?? 0));
    const direction = query.order.direction;
    const joined = parts.map((part, i) => `(${range(part, `, ${i} AS "__part"`)} LIMIT ${each})`).join(' UNION ALL ');
    return `SELECT ${select.names.join(', ')} FROM (${joined}) AS "__parts" ORDER BY "__part", ${select.sort} ${direction}, ${select.pk} ${direction} ${page()}`;
};

/**
 * The batch after `after` (a row of the previous batch) by keyset: `(sort, pk)` past the last
 * row's values, so each batch seeks in the sort index instead of re-reading every row before it.
 */
export const keysetSql = (query: ListQuery, limit: number, after?: Record<string, unknown>, mayBeNull = true): { sql: string; values: unknown[] } => {
    const { spec, order } = query;
    const params = new SqlParams();
    params.values.push(...query.values);
    const parts = after ? afterParts(query, params, after[order.column], after[spec.pk], mayBeNull) : [{ orderBy: query.orderBy }];
    const names = Object.keys(spec.columns);
    if (!spec.columns[spec.pk]) names.push(spec.pk);
    const select = { sql: selectList(spec), names: names.map(name => `"${name}"`), sort: `"${order.column}"`, pk: `"${spec.pk}"` };
    return { sql: seekSql(query, params, parts, select, limit), values: params.values };
};

/** `count` and `totalrow` (each `sum` column's total, in the column's units). */
export const countAndSum = async (db: Db, query: ListQuery) => {
    const sums = Object.entries(query.spec.columns).filter(([, column]) => column.sum);
    const select = ['count(*) AS "__count"', ...sums.map(([name]) => `coalesce(sum(${columnSql(query.spec, name)}), 0) AS "${name}"`)];
    const { rows } = await db.query(`SELECT ${select.join(', ')} FROM ${query.spec.from} ${query.where}`, query.values);
    const { __count, ...totalrow } = rows[0] ?? { __count: 0 };
    return { count: Number(__count), totalrow };
};

/** The list's row count alone (the Workbench's to-do figures: the same count the list shows). */
export const countRows = async (db: Db, query: ListQuery): Promise<number> => {
    const { rows } = await db.query<{ count: string | number }>(`SELECT count(*) AS "count" FROM ${query.spec.from} ${query.where}`, query.values);
    return Number(rows[0]?.count ?? 0);
};

/** Whether the query names any row: stops at the first one instead of counting them all. */
export const hasRows = async (db: Db, query: ListQuery): Promise<boolean> => {
    const { rows } = await db.query(`SELECT 1 AS "one" FROM ${query.spec.from} ${query.where} LIMIT 1`, query.values);
    return rows.length > 0;
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

/**
 * Every row of the query (at most `max`), a keyset batch at a time: memory stays bounded and
 * each batch costs the same whatever its depth (OFFSET batches made a large export quadratic).
 */
export async function* iterateRows(db: Db, query: ListQuery, batchSize: number, max = Infinity): AsyncGenerator<Record<string, unknown>> {
    let after: Record<string, unknown> | undefined;
    let mayBeNull: boolean | undefined;
    for (let read = 0; read < max;) {
        const size = Math.min(batchSize, max - read);
        // Asked only when a later batch seeks ascending: descending, the NULLs come first.
        if (after && query.order.direction === 'asc') mayBeNull ??= await sortMayBeNull(db, query);
        const { sql, values } = keysetSql(query, size, after, mayBeNull);
        const { rows } = await db.query(sql, values);
        yield* rows;
        read += rows.length;
        if (rows.length < size) return;
        after = rows[rows.length - 1];
    }
}
