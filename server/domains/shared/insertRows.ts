import type { Db } from '../../db/Db';

/** PostgreSQL allows 65535 bind parameters per statement. */
const MAX_PARAMS = 60_000;

/**
 * Inserts rows with multi-row INSERT statements: a 100k-row benchmark seed takes seconds this
 * way, where one statement per row takes minutes.
 */
export const insertRows = async (db: Db, table: string, columns: string[], rows: unknown[][]): Promise<void> => {
    const perBatch = Math.max(1, Math.floor(MAX_PARAMS / columns.length));
    for (let start = 0; start < rows.length; start += perBatch) {
        const batch = rows.slice(start, start + perBatch);
        const params: unknown[] = [];
        const tuples = batch.map(row => {
            const placeholders = row.map(value => {
                params.push(value);
                return `$${params.length}`;
            });
            return `(${placeholders.join(',')})`;
        });
        await db.query(`INSERT INTO ${table} (${columns.join(',')}) VALUES ${tuples.join(',')}`, params);
    }
};
