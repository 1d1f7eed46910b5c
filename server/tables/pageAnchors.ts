import type { Db } from '../core/Db';
import { relationNames, versionedTables } from '../db/tableVersions';
import { columnSql } from './columnSql';
import { readRows, rowsByKeySql } from './listPage';
import type { ListQuery } from './listQuery';
import { afterParts, seekSql } from './seekSql';
import { SqlParams } from './SqlParams';
import { sortMayBeNull } from './sortMayBeNull';

/**
 * Stored page positions: for each row set (table, filters, scope, sort) the sort value and key of
 * every ANCHOR_STEP-th row, tagged with the versions of the tables it reads. A page at offset
 * `o` seeks past the anchor before it, `(sort, pk) < anchor`, and skips fewer than ANCHOR_STEP
 * index entries, so its cost does not grow with its depth. The anchors are built by one walk of
 * the sort index up to the depth asked for, extended later from the last one; a write to any
 * table read (a trigger moves `table_versions` at commit, db/tableVersions) makes them stale.
 * Exact: each page reads the versions in the same statement (one snapshot) as its rows, and a
 * page read with stale anchors is thrown away and read again with fresh ones. NULL sort values
 * are positions like any other: the seek past one reads the NULLs where the index holds them
 * (`afterParts` in seekSql.ts).
 */
export const ANCHOR_STEP = 500;
/** Row sets remembered per database (least recently used dropped first). */
const MAX_SETS = 200;
/** Reads of one page that may meet a concurrent write before it falls back to OFFSET. */
const ATTEMPTS = 3;

export interface AnchorSet {
    /** `table:version,…` of the tables the row set reads, as `versionSql` reads it. */
    version: string;
    /** [sort value, key] as text (the value NULL when it is) of the rows at positions STEP·(i+1) − 1; [key] when the key is the sort. */
    anchors: (string | null)[][];
    /** The walk reached the end of the row set: no anchor lies beyond the last one. */
    complete: boolean;
}

interface DbAnchors {
    sets: Map<string, AnchorSet>;
    versioned: Promise<Set<string>>;
}

/** Keyed by the database, not the handle: every call's merchant handle on one database shares them. */
const perDb = new WeakMap<object, DbAnchors>();

const stateOf = (db: Db): DbAnchors => {
    let state = perDb.get(db.database);
    if (!state) {
        state = { sets: new Map(), versioned: versionedTables(db) };
        perDb.set(db.database, state);
    }
    return state;
};

/**
 * Conditions whose row set moves without a write (the clock, chance) cannot be anchored, nor
 * lists that read a setting of their transaction (the caller's merchant, when the list does not
 * name it as a parameter): their positions are not the same for every caller.
 */
const VOLATILE = /\b(now|random|clock_timestamp|statement_timestamp|timeofday|current_setting)\s*\(|\bcurrent_(date|time|timestamp)\b|\blocaltime/i;

/** The tables a list's rows depend on, or undefined when they cannot all be named. */
export const listRelations = (query: ListQuery): string[] | undefined => {
    const sql = ['FROM', query.spec.from, query.where, query.orderBy].join(' ');
    if (VOLATILE.test(sql)) return undefined;
    return relationNames(sql);
};

/** The versions of `tables` as one text, read in the statement's own snapshot. */
export const versionSql = (tablesParam: string) =>
    `(SELECT coalesce(string_agg(name || ':' || version, ',' ORDER BY name), '') FROM table_versions WHERE name = ANY(${tablesParam}::text[]))`;

/** The sort column and key (or the key alone) as the list orders them. */
const sortColumns = (query: ListQuery) => {
    const { spec, order } = query;
    const pk = columnSql(spec, spec.pk);
    return order.column === spec.pk ? [pk] : [columnSql(spec, order.column), pk];
};

/**
 * The anchors after `after` (or from the start): the rows of the next `count` steps are numbered
 * in the list's order and every ANCHOR_STEP-th one kept, with the tables' versions and how many
 * rows were read (fewer than asked: the walk reached the end).
 */
export const anchorsSql = (
    query: ListQuery,
    tables: string[],
    count: number,
    after?: (string | null)[],
    mayBeNull = true
): { sql: string; values: unknown[] } => {
    const params = new SqlParams();
    params.values.push(...query.values);
    const parts = after ? afterParts(query, params, after[0], after[after.length - 1], mayBeNull) : [{ orderBy: query.orderBy }];
    const columns = sortColumns(query);
    const names = columns.map((_, i) => `"__k${i}"`);
    const select = { sql: columns.map((column, i) => `${column} AS "__k${i}"`).join(', '), names, sort: names[0], pk: names[names.length - 1] };
    const numbered = names.map(name => `${name} ${query.order.direction}`).join(', ');
    const anchor = names.map(name => `${name}::text`).join(', ');
    // The keys come sorted from the index; numbering them in the same order (NULLs where the
    // index has them: last ascending, first descending) adds no sort.
    const walk = `SELECT ${names.join(', ')}, row_number() OVER (ORDER BY ${numbered}) AS "__n" FROM (${seekSql(query, params, parts, select, count * ANCHOR_STEP)}) AS "__keys"`;
    const version = versionSql(params.add(tables));
    return {
        sql:
            `SELECT ${version} AS "__version", count(*) AS "__read", ` +
            `coalesce(json_agg(json_build_array(${anchor}) ORDER BY "__n") FILTER (WHERE "__n" % ${ANCHOR_STEP} = 0), '[]') AS "__anchors" ` +
            `FROM (${walk}) AS "__walk"`,
        values: params.values,
    };
};

/**
 * One page past an anchor, `skip` rows after it, with the tables' versions of the same snapshot:
 * the deferred join of `pageSql` under a one-row `LEFT JOIN`, so an empty page still answers the
 * versions (its one row has a NULL key).
 */
export const anchoredPageSql = (
    query: ListQuery,
    tables: string[],
    anchor: (string | null)[],
    limit: number,
    skip: number,
    mayBeNull = true
): { sql: string; values: unknown[] } => {
    const { spec, order } = query;
    const params = new SqlParams();
    params.values.push(...query.values);
    const parts = afterParts(query, params, anchor[0], anchor[anchor.length - 1], mayBeNull);
    const pk = columnSql(spec, spec.pk);
    // Two ranges are joined in order by their sort value too; one comes in order from its index.
    const keySelect =
        parts.length === 1
            ? { sql: `${pk} AS "__pk"`, names: ['"__pk"'], sort: '"__pk"', pk: '"__pk"' }
            : { sql: `${pk} AS "__pk", ${columnSql(spec, order.column)} AS "__s"`, names: ['"__pk"'], sort: '"__s"', pk: '"__pk"' };
    const page = rowsByKeySql(query, seekSql(query, params, parts, keySelect, limit, skip));
    const version = versionSql(params.add(tables));
    const orderBy =
        order.column === spec.pk
            ? `"__r"."${spec.pk}" ${order.direction}`
            : `"__r"."${order.column}" ${order.direction}, "__r"."${spec.pk}" ${order.direction}`;
    return {
        sql: `SELECT "__v"."__version", "__r".* FROM (SELECT ${version} AS "__version") AS "__v" LEFT JOIN (${page}) AS "__r" ON true ORDER BY ${orderBy}`,
        values: params.values,
    };
};

const remember = (state: DbAnchors, key: string, set: AnchorSet) => {
    state.sets.delete(key);
    state.sets.set(key, set);
    if (state.sets.size > MAX_SETS) state.sets.delete(state.sets.keys().next().value as string);
};

/** Extends (or starts over) the anchors of `key` so that anchor `needed − 1` exists or the set is complete. */
const buildAnchors = async (db: Db, query: ListQuery, tables: string[], needed: number, mayBeNull: boolean, known?: AnchorSet): Promise<AnchorSet> => {
    const from = known && !known.complete ? known : undefined;
    const have = from?.anchors.length ?? 0;
    const { sql, values } = anchorsSql(query, tables, needed - have, from?.anchors[have - 1], mayBeNull);
    const { rows } = await db.query<{ __version: string; __read: string | number; __anchors: (string | null)[][] | string }>(sql, values);
    const row = rows[0];
    const found = typeof row.__anchors === 'string' ? (JSON.parse(row.__anchors) as (string | null)[][]) : row.__anchors;
    const complete = Number(row.__read) < (needed - have) * ANCHOR_STEP;
    if (from && row.__version !== from.version) return buildAnchors(db, query, tables, needed, mayBeNull);
    return { version: row.__version, anchors: [...(from?.anchors ?? []), ...found], complete };
};

/**
 * One page of a list (docs/protocol.md §9.3 rows): pages before the first anchor, and lists whose
 * tables are not all versioned, read by OFFSET (`readRows` in listPage.ts); deeper ones seek from an anchor.
 */
export const readPage = async (db: Db, query: ListQuery, limit: number, offset: number): Promise<Record<string, unknown>[]> => {
    if (offset < ANCHOR_STEP) return readRows(db, query, limit, offset);
    const tables = listRelations(query);
    const state = stateOf(db);
    const versioned = await state.versioned;
    if (!tables?.length || !tables.every(table => versioned.has(table))) return readRows(db, query, limit, offset);
    // Only an ascending seek past a value reads a NULL tail; descending, the NULLs come first.
    const mayBeNull = query.order.direction === 'asc' && (await sortMayBeNull(db, query));

    const key = JSON.stringify([query.spec.from, query.where, query.values, query.orderBy]);
    const step = Math.floor(offset / ANCHOR_STEP);
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
        let set = state.sets.get(key);
        if (!set || (set.anchors.length < step && !set.complete)) set = await buildAnchors(db, query, tables, step, mayBeNull, set);
        remember(state, key, set);
        const use = Math.min(step, set.anchors.length);
        // Fewer rows than one step: OFFSET is exact and cheap enough.
        if (use === 0) return readRows(db, query, limit, offset);
        const { sql, values } = anchoredPageSql(query, tables, set.anchors[use - 1], limit, offset - use * ANCHOR_STEP, mayBeNull);
        const { rows } = await db.query<Record<string, unknown> & { __version: string }>(sql, values);
        if (rows[0]?.__version === set.version) {
            return rows.filter(row => row[query.spec.pk] !== null).map(({ __version: _version, ...row }) => row);
        }
        state.sets.delete(key);
    }
    return readRows(db, query, limit, offset);
};
