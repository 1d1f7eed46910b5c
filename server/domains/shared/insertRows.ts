import type { Db } from '../../core/Db';

/** PostgreSQL allows 65535 bind parameters per statement. */
const MAX_PARAMS = 60_000;

/**
 * Inserts rows with multi-row INSERT statements. Seeds load through `Db.copyRows` (COPY), which
 * stores the same rows several times faster; this stays as the reference the bulk path is tested
 * against, and for callers that need INSERT semantics.
 */
export const insertRowsWithValues = async (db: Db, table: string, columns: readonly string[], source: Iterable<readonly unknown[]>): Promise<void> => {
    const rows = Array.from(source);
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

/**
 * Bulk load of seed rows: COPY on both engines. Large seeds pass a generator, so rows are made
 * as they are loaded and never all held at once.
 */
export const insertRows = (db: Db, table: string, columns: readonly string[], rows: Iterable<readonly unknown[]>): Promise<void> =>
    db.copyRows(table, columns, rows);

/** `count` rows made by `row(i)` one at a time as they are consumed, in order (seeds draw from one PRNG). */
export function* generate<T>(count: number, row: (index: number) => T): Generator<T> {
    for (let i = 0; i < count; i++) yield row(i);
}
