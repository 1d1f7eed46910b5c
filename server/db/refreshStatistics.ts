import type { Db } from '../core/Db';

/**
 * `VACUUM (ANALYZE)` of the given tables (or the whole database) after a large write. PGlite has
 * no autovacuum: without it the planner has no statistics and keeps a scan plus sort, dead rows
 * of bulk updates stay, and the visibility map that index-only scans need is never set. On
 * PostgreSQL it saves waiting for autovacuum after a seed or import.
 */
export const refreshStatistics = async (db: Db, tables: string[] = []): Promise<void> => {
    const names = tables.length ? ` ${tables.join(', ')}` : '';
    await db.exec(`VACUUM (ANALYZE)${names}`);
    // Twice. Measured on PostgreSQL after a 20k-row seed: the first pass left half of the dealers'
    // pages not all-visible (a snapshot still open when it ran; autovacuum, launched by the load,
    // is the likely holder), so page 1 with counts and sums fell back to a sequential scan; the
    // second pass marked every page. It costs little: it visits only the pages not yet marked.
    await db.exec(`VACUUM${names}`);
};
