import type { Db } from './Db';

/**
 * Runs a bulk load with the secondary indexes of the current schema dropped, then builds them
 * again: one sorted build per index is much faster than maintaining every index row by row
 * (sort, trigram and lookup indexes make a million-row load several times slower otherwise).
 * Indexes that back constraints (primary keys, UNIQUE constraints) stay, since the load may rely
 * on them. Call it inside a transaction: a failed load or rebuild leaves the indexes as they were.
 */
export const withIndexesAfterLoad = async <T>(tx: Db, load: () => Promise<T>): Promise<T> => {
    const { rows } = await tx.query<{ name: string; definition: string }>(
        `SELECT i.relname AS name, pg_get_indexdef(i.oid) AS definition
           FROM pg_index x
           JOIN pg_class i ON i.oid = x.indexrelid
           JOIN pg_class t ON t.oid = x.indrelid
          WHERE t.relnamespace = current_schema()::regnamespace
            AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.oid)
          ORDER BY i.relname`
    );
    for (const { name } of rows) await tx.exec(`DROP INDEX "${name.replace(/"/g, '""')}"`);
    const result = await load();
    for (const { definition } of rows) await tx.exec(definition);
    return result;
};
