import type { Db } from '../core/Db';
import type { Migration } from './Migration';
import { createSortIndex, listSortIndexes, type IndexedTable } from './sortIndexes';
import { ensureTableVersions, fromRelations } from './tableVersions';

type ListedTable = IndexedTable & { indexOn: string };
/** A domain's list as the migrations read it: the relations it reads, and the indexes it implies. */
type DomainList = { from: string; pageAnchors?: false; indexOn?: string } & Partial<IndexedTable>;

/**
 * The sort indexes the declared lists imply (`indexOn`): theirs, not a migration's, made at every
 * start and never dropped. An index whose columns are not all there yet (a database some of
 * whose migrations are still to come) waits for the start that has them.
 */
const ensureListIndexes = async (db: Db, tables: readonly ListedTable[]): Promise<void> => {
    const indexes = listSortIndexes(tables);
    if (!indexes.length) return;
    const { rows } = await db.query<{ table_name: string; column_name: string }>(
        `SELECT table_name, column_name FROM information_schema.columns WHERE table_schema = current_schema() AND table_name = ANY($1)`,
        [[...new Set(indexes.map(index => index.table))]]
    );
    const present = new Set(rows.map(row => `${row.table_name}.${row.column_name}`));
    const ready = indexes.filter(index => [...index.columns, ...index.include].every(column => present.has(`${index.table}.${column}`)));
    if (ready.length) await db.exec(ready.map(createSortIndex).join('\n'));
};

/**
 * Applies every domain's migrations not yet recorded in `schema_migrations`, in list order,
 * each in its own transaction with its record, so a failed migration leaves nothing half done.
 * Then makes the sort indexes the declared lists imply (`indexOn`, db/sortIndexes), and puts
 * write counters on every table a domain's list reads (`ensureTableVersions`, for the stored
 * page positions of tables/pageAnchors). Answers the ids it applied.
 */
export const runMigrations = async (
    db: Db,
    domains: ReadonlyArray<{
        name: string;
        migrations: Migration[];
        tables?: ReadonlyArray<DomainList>;
    }>
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
    const lists = domains.flatMap(domain => domain.tables ?? []);
    await ensureListIndexes(
        db,
        lists.filter((table): table is DomainList & ListedTable => !!table.indexOn && !!table.columns && !!table.pk)
    );
    await ensureTableVersions(
        db,
        lists.filter(table => table.pageAnchors !== false).flatMap(table => fromRelations(table.from) ?? [])
    );
    return applied;
};
