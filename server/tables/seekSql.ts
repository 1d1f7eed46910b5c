import { columnSql } from './columnSql';
import type { ListQuery } from './listQuery';
import type { SqlParams } from './SqlParams';

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
