import type { Db } from '../../core/Db';
import type { ListQuery } from '../../tables/listQuery';
import { SqlParams } from '../../tables/SqlParams';

/**
 * The counts of several lists in one statement: what `countRows` answers for each query, in one
 * round trip and one snapshot instead of one per list (the overview counts up to seven lists).
 */
export const countLists = async (db: Db, queries: readonly ListQuery[]): Promise<number[]> => {
    if (!queries.length) return [];
    const params = new SqlParams();
    const counts = queries.map((query, i) => `(SELECT count(*) FROM ${query.spec.from} ${params.addFragment(query.where, query.values)}) AS c${i}`);
    const { rows } = await db.query<Record<string, string | number>>(`SELECT ${counts.join(', ')}`, params.values);
    return queries.map((_, i) => Number(rows[0][`c${i}`]));
};
