import type { Db } from '../core/Db';
import { selectList, selectNames } from './listPage';
import type { ListQuery } from './listQuery';
import { afterParts, seekSql } from './seekSql';
import { sortMayBeNull } from './sortMayBeNull';
import { SqlParams } from './SqlParams';

/**
 * The batch after `after` (a row of the previous batch) by keyset: `(sort, pk)` past the last
 * row's values, so each batch seeks in the sort index instead of re-reading every row before it.
 */
export const keysetSql = (query: ListQuery, limit: number, after?: Record<string, unknown>, mayBeNull = true): { sql: string; values: unknown[] } => {
    const { spec, order } = query;
    const params = new SqlParams();
    params.values.push(...query.values);
    const parts = after ? afterParts(query, params, after[order.column], after[spec.pk], mayBeNull) : [{ orderBy: query.orderBy }];
    const select = { sql: selectList(spec), names: selectNames(spec), sort: `"${order.column}"`, pk: `"${spec.pk}"` };
    return { sql: seekSql(query, params, parts, select, limit), values: params.values };
};

/**
 * Every row of the query (at most `max`), a keyset batch at a time: memory stays bounded and
 * each batch costs the same whatever its depth (OFFSET batches would make a large export
 * quadratic).
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
