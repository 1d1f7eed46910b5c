import type { Db } from '../core/Db';

/**
 * `VACUUM (ANALYZE)` of the given tables (or the whole database) after a large write. PGlite has
 * no autovacuum: without it the planner has no statistics and keeps a scan plus sort, dead rows
 * of bulk updates stay, and the visibility map that index-only scans need is never set. On
 * PostgreSQL it saves waiting for autovacuum after a seed or import.
 */
export const refreshStatistics = async (db: Pick<Db, 'exec'>, tables: string[] = []): Promise<void> => {
    const names = tables.length ? ` ${tables.join(', ')}` : '';
    await db.exec(`VACUUM (ANALYZE)${names}`);
    // Twice. VACUUM marks a page all-visible only when every row's inserting commit is already
    // hinted, and with synchronous_commit off (the throw-away test clusters; some deployments)
    // the hint waits for the WAL writer: measured at a million dealers, the pass right after the
    // insert marked 1,245 of 21,083 pages and counts fell back to a bitmap heap scan (84 ms);
    // the second pass marked all of them. It visits only the pages not yet marked.
    await db.exec(`VACUUM${names}`);
};
