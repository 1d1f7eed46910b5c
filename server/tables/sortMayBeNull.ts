import type { Db } from '../core/Db';
import type { ListQuery } from './listQuery';

/** Keyed by the database, not the handle: every call's merchant handle on one database shares it. */
const known = new WeakMap<object, Map<string, Promise<boolean>>>();

/**
 * Whether the list's sort column may hold NULL, which decides whether a seek past a position
 * must also read the NULL tail (`afterParts` in seekSql.ts). The key never is; a column of a plain
 * table is when it lacks NOT NULL; a column of a joined `from` or an SQL expression is taken to
 * be (a LEFT JOIN can make any of them NULL). Asked once per database and column.
 */
export const sortMayBeNull = (db: Db, query: ListQuery): Promise<boolean> => {
    const { spec, order } = query;
    if (order.column === spec.pk) return Promise.resolve(false);
    if (!/^[a-z_][a-z0-9_]*$/i.test(spec.from) || spec.columns[order.column]?.sql) return Promise.resolve(true);
    let columns = known.get(db.database);
    if (!columns) known.set(db.database, (columns = new Map()));
    const key = `${spec.from}.${order.column}`;
    let answer = columns.get(key);
    if (!answer) {
        answer = db
            .query<{ notnull: boolean }>(`SELECT attnotnull AS "notnull" FROM pg_attribute WHERE attrelid = to_regclass($1) AND attname = $2`, [
                spec.from,
                order.column,
            ])
            .then(({ rows }) => rows[0]?.notnull !== true);
        columns.set(key, answer);
    }
    return answer;
};
