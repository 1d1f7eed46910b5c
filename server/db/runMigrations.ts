import type { Db } from '../core/Db';
import type { Migration } from './Migration';
import { ensureTableVersions, fromRelations } from './tableVersions';

/**
 * Applies every domain's migrations not yet recorded in `schema_migrations`, in list order,
 * each in its own transaction with its record, so a failed migration leaves nothing half done.
 * Then puts write counters on every table a domain's list reads (`ensureTableVersions`, for
 * the stored page positions of tables/pageAnchors). Answers the ids it applied.
 */
export const runMigrations = async (
    db: Db,
    domains: ReadonlyArray<{ name: string; migrations: Migration[]; tables?: ReadonlyArray<{ from: string; pageAnchors?: false }> }>
): Promise<string[]> => {
    await db.exec(`CREATE TABLE IF NOT EXISTS schema_migrations (
        id text PRIMARY KEY,
        applied_at timestamptz NOT NULL DEFAULT now()
    )`);
    const { rows } = await db.query<{ id: string }>('SELECT id FROM schema_migrations');
    const done = new Set(rows.map(row => row.id));
    const applied: string[] = [];
    const seen = new Set<string>();
    for (const domain of domains) {
        for (const migration of domain.migrations) {
            if (seen.has(migration.id)) throw new Error(`Migration id "${migration.id}" is used twice (domain ${domain.name})`);
            seen.add(migration.id);
            if (done.has(migration.id)) continue;
            try {
                await db.transaction(async tx => {
                    await tx.exec(migration.sql);
                    await tx.query('INSERT INTO schema_migrations (id) VALUES ($1)', [migration.id]);
                });
            } catch (error) {
                throw new Error(`Migration "${migration.id}" of domain ${domain.name} failed: ${(error as Error).message}`, { cause: error });
            }
            applied.push(migration.id);
        }
    }
    const listed = domains.flatMap(domain =>
        (domain.tables ?? []).filter(table => table.pageAnchors !== false).flatMap(table => fromRelations(table.from) ?? [])
    );
    await ensureTableVersions(db, listed);
    return applied;
};
