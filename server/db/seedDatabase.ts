import type { Database, Db } from '../core/Db';
import { refreshStatistics } from './refreshStatistics';
import type { SeedOptions } from './SeedOptions';
import { withIndexesAfterLoad } from './withIndexesAfterLoad';
import { withRowSecurityUnforced } from './withRowSecurityUnforced';

/** Seeds of at least this many rows per main table drop and rebuild the secondary indexes. */
const BULK_SEED_ROWS = 10_000;

/** A database without accounts has never been seeded (migrations alone create no users). */
export const isUnseeded = async (db: Db) => (await db.query<{ n: number }>('SELECT count(*) AS n FROM users')).rows[0].n === 0;

/**
 * Runs every domain's seed in list order inside one transaction, as the owner with its reason
 * (the seed writes every merchant's rows): a seed that fails half-way leaves the database
 * empty, so the next start seeds again instead of serving half the data. Large seeds build the
 * secondary indexes after the load. Then vacuums and analyzes, so the first lists already get
 * index plans.
 */
export const seedDatabase = async (
    db: Pick<Database, 'acrossMerchants' | 'exec'>,
    domains: ReadonlyArray<{ seed?(db: Db, options: SeedOptions): Promise<void> }>,
    options: SeedOptions = {}
) => {
    await db.acrossMerchants('seed').transaction(async tx => {
        const load = async () => {
            for (const domain of domains) await domain.seed?.(tx, options);
        };
        // Large seeds (benchmarks) build their indexes after the load; small ones need not bother.
        await withRowSecurityUnforced(tx, () => ((options.rows ?? 0) >= BULK_SEED_ROWS ? withIndexesAfterLoad(tx, load) : load()));
    });
    await refreshStatistics(db);
};
