import type { Db } from '../core/Db';
import type { Migration } from './Migration';

/**
 * Applies every domain's migrations not yet recorded in `schema_migrations`, in list order,
 * each in its own transaction with its record, so a failed migration leaves nothing half done.
 * Answers the ids it applied.
 */
export const runMigrations = async (db: Db, domains: ReadonlyArray<{ name: string; migrations: Migration[] }>): Promise<string[]> => {
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
    return applied;
};
