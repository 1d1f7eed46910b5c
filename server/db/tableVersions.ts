import type { Db } from '../core/Db';
import { functionsToReplace, triggerFunctionSql, type TriggerFunction } from './functionsInPlace';

/** The statement-level trigger that counts a table's writes in `table_versions`. */
export const VERSION_TRIGGER = 'mc_table_version';

/**
 * The plain relations an SQL fragment reads: names after `FROM` or `JOIN` that are not function
 * calls (`FROM unnest(…)`) nor subqueries. A name that is not a table (`extract(epoch FROM col)`
 * names `col`) has no version trigger, so a caller that needs every relation versioned simply
 * gets a "no"; a fragment that reads tables another way (comma joins) answers `undefined`.
 */
export const relationNames = (sql: string): string[] | undefined => {
    if (/\bfrom\s+[a-z_][a-z0-9_]*(\s+(as\s+)?[a-z_][a-z0-9_]*)?\s*,/i.test(sql)) return undefined;
    const names = new Set<string>();
    for (const match of sql.matchAll(/\b(?:from|join)\s+([a-z_][a-z0-9_]*)\b(?!\s*\()/gi)) names.add(match[1].toLowerCase());
    return [...names].sort();
};

/** The relations a table spec's `from` (a table name, or a parenthesised query with its alias) reads. */
export const fromRelations = (from: string): string[] | undefined => relationNames(`FROM ${from}`);

/** The transaction-local setting that lists the tables a transaction has written (`,a,b,`). */
const TOUCHED = 'mc.version_tables';

/** The body of the statement trigger's function: notes the table, and arms the commit-time trigger on the first write. */
const BUMP_SOURCE = `
DECLARE
    touched text := coalesce(nullif(current_setting('${TOUCHED}', true), ''), ',');
BEGIN
    IF position(',' || TG_TABLE_NAME || ',' IN touched) = 0 THEN
        IF touched = ',' THEN
            INSERT INTO table_version_pending DEFAULT VALUES;
        END IF;
        PERFORM set_config('${TOUCHED}', touched || TG_TABLE_NAME || ',', true);
    END IF;
    RETURN NULL;
END `;

/** The body of the deferred trigger's function: moves the noted tables' versions at commit. */
const APPLY_SOURCE = `
DECLARE
    touched text := coalesce(current_setting('${TOUCHED}', true), '');
    written text;
BEGIN
    -- One row at a time in name order: every committer locks version rows in the same order.
    FOR written IN SELECT DISTINCT t FROM unnest(string_to_array(touched, ',')) AS t WHERE t <> '' ORDER BY t LOOP
        INSERT INTO table_versions (name, version) VALUES (written, 1)
        ON CONFLICT (name) DO UPDATE SET version = table_versions.version + 1;
    END LOOP;
    -- A write after this point (another deferred trigger) arms a new round.
    PERFORM set_config('${TOUCHED}', '', true);
    DELETE FROM table_version_pending WHERE ctid = NEW.ctid;
    RETURN NULL;
END `;

const COUNTER_FUNCTIONS: TriggerFunction[] = [
    { name: 'mc_bump_table_version', source: BUMP_SOURCE },
    { name: 'mc_apply_table_versions', source: APPLY_SOURCE },
];

/** The counters' tables, functions and commit-time trigger; idempotent. */
const COUNTERS_SQL = `CREATE TABLE IF NOT EXISTS table_versions (
    name text PRIMARY KEY,
    version bigint NOT NULL
);
CREATE TABLE IF NOT EXISTS table_version_pending (armed boolean NOT NULL DEFAULT true);
${COUNTER_FUNCTIONS.map(triggerFunctionSql).join('\n')}
DO $$ BEGIN
    IF NOT EXISTS (SELECT 1 FROM pg_trigger WHERE tgname = 'mc_apply_table_versions' AND tgrelid = 'table_version_pending'::regclass) THEN
        CREATE CONSTRAINT TRIGGER mc_apply_table_versions AFTER INSERT ON table_version_pending
            DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION mc_apply_table_versions();
    END IF;
END $$;`;

/**
 * Installs the write counters list pages rely on (tables/pageAnchors): `table_versions` and an
 * `AFTER … FOR EACH STATEMENT` trigger on each named table that exists, so every committed write
 * (INSERT, UPDATE, DELETE, TRUNCATE, COPY) moves the table's version in the same transaction.
 * A reader that sees a version in its snapshot sees exactly the rows of that version, on any
 * number of server instances. Idempotent: run after the migrations at every start, where one
 * catalogue query finds what is missing, and a database that has it all gets no DDL (replacing
 * a function rewrites the catalogue and invalidates every cached plan that calls it).
 *
 * The statement trigger takes no lock: it only notes the table in a transaction-local setting
 * and, on the transaction's first write, arms a deferred constraint trigger (one row in
 * `table_version_pending`). At commit that trigger moves the version row of every noted table,
 * in name order. Version rows are locked only there, always in the same order, by transactions
 * that wait for nothing else, so two writers cannot deadlock on them (with a bump per statement,
 * two writing listed tables in opposite orders would each hold its first table's row while
 * waiting for the other's), and writers to one table queue on its row only for the length of a
 * commit.
 */
export const ensureTableVersions = async (db: Db, tables: readonly string[]): Promise<void> => {
    const wanted = [...new Set(tables)].filter(name => name !== 'table_versions' && name !== 'table_version_pending');
    // The counters are in place when both tables, both functions as wanted and the commit trigger are.
    const { rows } = await db.query<{ ready: boolean; unversioned: string[] | null }>(
        `SELECT EXISTS (SELECT 1 FROM pg_class WHERE relname = 'table_versions' AND relnamespace = current_schema()::regnamespace)
            AND EXISTS (SELECT 1 FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
                         WHERE t.tgname = 'mc_apply_table_versions' AND c.relname = 'table_version_pending' AND c.relnamespace = current_schema()::regnamespace) AS ready,
                (SELECT array_agg(c.relname::text) FROM pg_class c
                  WHERE c.relname = ANY($1::text[]) AND c.relkind = 'r' AND c.relnamespace = current_schema()::regnamespace
                    AND NOT EXISTS (SELECT 1 FROM pg_trigger t WHERE t.tgrelid = c.oid AND t.tgname = $2)) AS unversioned`,
        [wanted, VERSION_TRIGGER]
    );
    const statements = rows[0].ready && !(await functionsToReplace(db, COUNTER_FUNCTIONS)).length ? [] : [COUNTERS_SQL];
    for (const name of rows[0].unversioned ?? [])
        statements.push(
            `CREATE TRIGGER ${VERSION_TRIGGER} AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON "${name}" FOR EACH STATEMENT EXECUTE FUNCTION mc_bump_table_version();`
        );
    if (statements.length) await db.exec(statements.join('\n'));
};

/** The tables of the current schema that carry the version trigger. */
export const versionedTables = async (db: Db): Promise<Set<string>> => {
    const { rows } = await db.query<{ name: string }>(
        `SELECT c.relname AS name FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
          WHERE t.tgname = $1 AND c.relnamespace = current_schema()::regnamespace`,
        [VERSION_TRIGGER]
    );
    return new Set(rows.map(row => row.name));
};
