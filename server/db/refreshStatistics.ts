import type { Db } from '../core/Db';

/**
 * `VACUUM (ANALYZE)` of the given tables (or the whole database) after a large write. PGlite has
 * no autovacuum: without it the planner has no statistics and keeps a scan plus sort, dead rows
 * of bulk updates stay, and the visibility map that index-only scans need is never set. On
 * PostgreSQL it saves waiting for autovacuum after a seed or import.
 */
export const refreshStatistics = async (db: Db, tables: string[] = []): Promise<void> => {
    await db.exec(`VACUUM (ANALYZE)${tables.length ? ` ${tables.join(', ')}` : ''}`);
};
