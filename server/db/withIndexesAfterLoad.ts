import type { Db } from '../core/Db';

const quoted = (name: string) => `"${name.replace(/"/g, '""')}"`;

/**
 * Runs a bulk load with the secondary indexes and foreign keys of the current schema dropped,
 * then builds them again: one sorted build per index is much faster than maintaining every index
 * row by row (sort, trigram and lookup indexes make a million-row load several times slower
 * otherwise), and one validating join per foreign key is much faster than a key lookup per
 * loaded row. Indexes that back constraints (primary keys, UNIQUE constraints) stay, since the
 * load and the foreign keys rely on them. Call it inside a transaction: a failed load, rebuild or
 * validation leaves the schema as it was.
 */
export const withIndexesAfterLoad = async <T>(tx: Db, load: () => Promise<T>): Promise<T> => {
    const { rows: indexes } = await tx.query<{ name: string; definition: string }>(
        `SELECT i.relname AS name, pg_get_indexdef(i.oid) AS definition
           FROM pg_index x
           JOIN pg_class i ON i.oid = x.indexrelid
           JOIN pg_class t ON t.oid = x.indrelid
          WHERE t.relnamespace = current_schema()::regnamespace
            AND NOT EXISTS (SELECT 1 FROM pg_constraint c WHERE c.conindid = i.oid)
          ORDER BY i.relname`
    );
    const { rows: foreignKeys } = await tx.query<{ table: string; name: string; definition: string }>(
        `SELECT t.relname AS table, c.conname AS name, pg_get_constraintdef(c.oid) AS definition
           FROM pg_constraint c
           JOIN pg_class t ON t.oid = c.conrelid
          WHERE c.contype = 'f' AND t.relnamespace = current_schema()::regnamespace
          ORDER BY t.relname, c.conname`
    );
    for (const { table, name } of foreignKeys) await tx.exec(`ALTER TABLE ${quoted(table)} DROP CONSTRAINT ${quoted(name)}`);
    for (const { name } of indexes) await tx.exec(`DROP INDEX ${quoted(name)}`);
    const result = await load();
    // Sorting a million keys in memory rather than in temporary files (for this transaction only).
    await tx.exec(`SET LOCAL maintenance_work_mem = '128MB'`);
    for (const { definition } of indexes) await tx.exec(definition);
    for (const { table, name, definition } of foreignKeys) {
        await tx.exec(`ALTER TABLE ${quoted(table)} ADD CONSTRAINT ${quoted(name)} ${definition}`);
    }
    return result;
};
