import type { CallContext } from '../core/CallContext';
import { ProtocolError } from '../core/ProtocolError';
import { columnSql } from './columnSql';
import { filterConditions } from './filterConditions';
import { paramText } from './paramText';
import { SqlParams } from './SqlParams';
import type { TableSpec } from './TableSpec';
import { message } from '../i18n/Message';

/**
 * The row set a list call names: filters, scope and order, before paging. Every read of a list
 * (a page, a seek, the count and sums, an export) starts from one, so its WHERE is built here
 * only.
 */
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
 * `top_search` filters (or else a pk list, `ids`, export type 2; or besides them the keys of
 * `only`, a live list's rows read again), the table's scope, and
 * `sort`/`order` restricted to sortable columns; the primary key breaks ties so pages never
 * overlap.
 *
 * The order carries no `NULLS LAST`: that clause would stop PostgreSQL from walking a `(col, pk)`
 * index backwards. NULLs therefore sort last ascending and first descending, as the index holds
 * them, and seeks past a position read them there (`afterParts` in seekSql.ts).
 */
export const buildListQuery = (spec: TableSpec, ctx: CallContext, options: { ids?: string[]; only?: string[] } = {}): ListQuery => {
    const params = new SqlParams();
    // The caller's merchant first, whatever else the call asks: the sort indexes lead with it.
    const conditions = 'merchant' in spec.owner ? [`${columnSql(spec, spec.owner.merchant)} = ${params.add(ctx.user?.suid ?? '')}`] : [];
    // A selection (export type 2) is kept across pages and filter changes: it replaces the filters.
    if (!options.ids) conditions.push(...filterConditions(spec, ctx.params, params));
    const scope = spec.scope?.(ctx);
    if (scope) conditions.push(`(${params.addFragment(scope.sql, scope.params)})`);
    if (options.ids) conditions.push(`${columnSql(spec, spec.pk)} = ${pkList(options.ids, params)}`);
    // The rows a live event names (`_ids`), within the filters: the list reads them again in place.
    // Keys that are not all integers compare as text (a hostile `_ids` on an integer key then matches none, rather than failing).
    if (options.only) {
        const key = columnSql(spec, spec.pk);
        const integers = options.only.every(id => /^-?\d{1,18}$/.test(id));
        conditions.push(integers ? `${key} = ${pkList(options.only, params)}` : `${key}::text = ANY(${params.add(options.only)}::text[])`);
    }

    const sort = paramText(ctx.params.sort);
    let column = spec.defaultSort.column;
    let direction = spec.defaultSort.order;
    if (sort !== '') {
        if (!Object.hasOwn(spec.columns, sort) || !spec.columns[sort].sort)
            throw new ProtocolError(message('参数错误：不能按“{column}”排序', { column: sort.slice(0, 40) }));
        column = sort;
        direction = readOrder(paramText(ctx.params.order), 'asc');
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
