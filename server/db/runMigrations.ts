import type { Db } from '../core/Db';
import type { Migration } from './Migration';
import { createSortIndex, listSortIndexes, type IndexedTable } from './sortIndexes';
import { ensureTableVersions, fromRelations } from './tableVersions';

type ListedTable = IndexedTable & { indexOn: string };
/** A domain's list as the migrations read it: the relations it reads, and the indexes it implies. */
type DomainList = { from: string; pageAnchors?: false; indexOn?: string } & Partial<IndexedTable>;

/** PostgreSQL keeps the first 63 bytes of an identifier (NAMEDATALEN − 1); the sort indexes' names are ASCII. */
const storedName = (name: string) => name.slice(0, 63);

/**
 * The sort indexes the declared lists imply (`indexOn`): theirs, not a migration's, made at every
 * start and never dropped. An index whose columns are not all there yet (a database some of
 * whose migrations are still to come) waits for the start that has them. One catalogue query
 * reads the tables' columns and which of the names exist, so a start with every index in place
 * sends no DDL; `IF NOT EXISTS` still guards against an instance that made one meanwhile.
 */
const ensureListIndexes = async (db: Db, tables: readonly ListedTable[]): Promise<void> => {
    const indexes = listSortIndexes(tables);
    if (!indexes.length) return;
    const { rows } = await db.query<{ relation: string; column_name: string | null }>(
        `SELECT c.relname AS relation, a.attname AS column_name FROM pg_class c
           JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
          WHERE c.relnamespace = current_schema()::regnamespace AND c.relname = ANY($1::text[])
         UNION ALL
         SELECT c.relname, NULL FROM pg_class c WHERE c.relnamespace = current_schema()::regnamespace AND c.relname = ANY($2::text[])`,
        [[...new Set(indexes.map(index => index.table))], indexes.map(index => storedName(index.name))]
    );
    const present = new Set(rows.filter(row => row.column_name !== null).map(row => `${row.relation}.${row.column_name}`));
    const existing = new Set(rows.filter(row => row.column_name === null).map(row => row.relation));
    const ready = indexes.filter(
        index => !existing.has(storedName(index.name)) && [...index.columns, ...index.include].every(column => present.has(`${index.table}.${column}`))
    );
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
    // Made once: a start on an up-to-date database sends no DDL.
    const { rows: found } = await db.query<{ present: boolean }>(
        `SELECT EXISTS (SELECT 1 FROM pg_class WHERE relname = 'schema_migrations' AND relkind = 'r' AND relnamespace = current_schema()::regnamespace) AS present`
    );
    if (!found[0].present)
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
