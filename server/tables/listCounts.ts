import type { Db } from '../core/Db';
import { columnSql } from './columnSql';
import type { ListQuery } from './listQuery';

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
