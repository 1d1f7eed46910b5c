import type { Db } from '../core/Db';
import { columnSql } from './columnSql';
import type { ListQuery } from './listQuery';
import type { TableSpec } from './TableSpec';
import { VERSION_COLUMN } from '../db/recordHistory';

/** Columns selected for rows: every column of the spec, and the pk even when not shown. */
export const selectList = (spec: TableSpec) =>
    selectNamesOf(spec)
        .map(name => `${columnSql(spec, name)} AS "${name}"`)
        .join(', ');

/** What a row holds: every column of the spec, the pk even when not shown, and a record's version. */
const selectNamesOf = (spec: TableSpec) => {
    const names = Object.keys(spec.columns);
    if (!spec.columns[spec.pk]) names.push(spec.pk);
    if (spec.versioned && !spec.columns[VERSION_COLUMN]) names.push(VERSION_COLUMN);
    return names;
};

/** The output names `selectList` gives the rows (`"name"`), in its order. */
export const selectNames = (spec: TableSpec) => selectNamesOf(spec).map(name => `"${name}"`);

/** The page's rows by key: `keys` (a query answering `"__pk"`) picks them, in the query's order. */
export const rowsByKeySql = (query: ListQuery, keys: string): string => {
    const { spec } = query;
    const pk = columnSql(spec, spec.pk);
    return `SELECT ${selectList(spec)} FROM ${spec.from} JOIN (${keys}) AS "__page" ON ${pk} = "__page"."__pk" ORDER BY ${query.orderBy}`;
};

/**
 * One page as a deferred join: the inner query picks the page's keys from the sort index alone
 * (an index-only scan skips `offset` entries without reading rows or evaluating joined columns),
 * then only those rows are fetched by key. Deep pages cost index entries, not rows; past
 * ANCHOR_STEP rows a page seeks from a stored position instead (pageAnchors.ts).
 */
export const pageSql = (query: ListQuery, limit: number, offset: number): { sql: string; values: unknown[] } => {
    const n = query.values.length;
    const { spec } = query;
    const pk = columnSql(spec, spec.pk);
    const keys = `SELECT ${pk} AS "__pk" FROM ${spec.from} ${query.where} ORDER BY ${query.orderBy} LIMIT $${n + 1} OFFSET $${n + 2}`;
    return { sql: rowsByKeySql(query, keys), values: [...query.values, limit, offset] };
};

/** One page by OFFSET (`pageSql`). */
export const readRows = async (db: Db, query: ListQuery, limit: number, offset: number): Promise<Record<string, unknown>[]> => {
    const { sql, values } = pageSql(query, limit, offset);
    return (await db.query(sql, values)).rows;
};
