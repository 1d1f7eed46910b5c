import type { Db } from '../core/Db';
import { MERCHANT_COLUMN } from '../core/TableOwner';
import { MERCHANT_SETTING, WRITER_SETTINGS } from './merchantScope';
import { functionsToReplace, type TriggerFunction } from './functionsInPlace';

/** The column every edited record carries: its version, moved by every write that changes the row. */
export const VERSION_COLUMN = '_version';

/** The table of every record's revisions (one row per write of a record by an account). */
export const REVISIONS_TABLE = 'record_revisions';

/** What kind of write a revision records. */
export type RevisionAction = 'create' | 'update' | 'delete' | 'import' | 'restore';

/**
 * What the statement did to the row, which says what `changes` holds: an update each changed
 * column's `[before, after]`, an insert or a delete the whole row.
 */
export type RevisionOperation = 'insert' | 'update' | 'delete';

/** One revision as stored. */
export interface Revision {
    id: number;
    action: RevisionAction;
    operation: RevisionOperation;
    /** The record's version after the write (before it, for a delete). */
    version: number | null;
    changes: Record<string, unknown>;
    account_id: number | null;
    account_name: string;
    call: string;
    reason: string | null;
    created_at: number;
}

/**
 * Transaction-local settings a write may set before it writes (`noteWrite`): the kind of write
 * when the statement alone does not say it (an import's inserts, a restore), and its reason (a
 * blacklist reason, an audit remark).
 */
const HISTORY_SETTINGS = { action: 'mc.history_action', reason: 'mc.history_reason' } as const;

const VERSION_TRIGGER = 'mc_record_version';
const REVISION_TRIGGER = 'mc_record_revision';

/**
 * The functions both triggers run. The version moves in the statement that writes the row (a
 * BEFORE trigger), and only when the row changes. A revision is written in the same
 * transaction as the write, by the writing role (row-level security holds it to the writer's
 * merchant), and only for a write an account makes (`mc.account`, set when a call's transaction
 * opens): seeds, migrations and start-up leave none.
 */
const FUNCTIONS: TriggerFunction[] = [
    {
        name: 'mc_bump_record_version',
        source: `
BEGIN
    NEW.${VERSION_COLUMN} := OLD.${VERSION_COLUMN} + 1;
    RETURN NEW;
END `,
    },
    {
        name: 'mc_record_revision',
        source: `
DECLARE
    account text := nullif(current_setting('${WRITER_SETTINGS.account}', true), '');
    noted text := nullif(current_setting('${HISTORY_SETTINGS.action}', true), '');
    secret text[] := coalesce(TG_ARGV, ARRAY[]::text[]);
    row_data jsonb;
    changes jsonb;
    merchant text;
    act text;
BEGIN
    IF account IS NULL THEN
        RETURN NULL;
    END IF;
    IF TG_OP = 'UPDATE' THEN
        row_data := to_jsonb(NEW) - secret;
        SELECT jsonb_object_agg(n.key, jsonb_build_array(o.value, n.value)) INTO changes
          FROM jsonb_each(row_data) n JOIN jsonb_each(to_jsonb(OLD) - secret) o ON o.key = n.key
         WHERE n.value IS DISTINCT FROM o.value AND n.key <> '${VERSION_COLUMN}';
        IF changes IS NULL THEN
            RETURN NULL;
        END IF;
        act := coalesce(noted, 'update');
    ELSIF TG_OP = 'INSERT' THEN
        row_data := to_jsonb(NEW) - secret;
        changes := row_data - '${VERSION_COLUMN}';
        act := coalesce(noted, 'create');
    ELSE
        row_data := to_jsonb(OLD) - secret;
        changes := row_data - '${VERSION_COLUMN}';
        act := 'delete';
    END IF;
    merchant := coalesce(row_data ->> '${MERCHANT_COLUMN}', nullif(current_setting('${MERCHANT_SETTING}', true), ''));
    IF merchant IS NULL THEN
        RETURN NULL;
    END IF;
    INSERT INTO ${REVISIONS_TABLE} (${MERCHANT_COLUMN}, table_name, record_id, action, operation, version, changes, account_id, account_name, call, reason, created_at)
    VALUES (merchant, TG_TABLE_NAME, (row_data ->> 'id')::bigint, act, lower(TG_OP), (row_data ->> '${VERSION_COLUMN}')::integer, changes, account::integer,
            coalesce(current_setting('${WRITER_SETTINGS.name}', true), ''), coalesce(current_setting('${WRITER_SETTINGS.call}', true), ''),
            nullif(current_setting('${HISTORY_SETTINGS.reason}', true), ''), extract(epoch FROM clock_timestamp())::bigint);
    RETURN NULL;
END `,
    },
];

/** A table whose records keep versions and revisions, and the columns its revisions leave out (TableOwner.secret). */
export interface HistoryTable {
    name: string;
    secret?: readonly string[];
}

/** A trigger's arguments as text[] (pg_trigger keeps them NUL-separated in a bytea). */
const TRIGGER_ARGS_SQL = `CASE WHEN t.tgnargs = 0 THEN ARRAY[]::text[] ELSE array_remove(string_to_array(encode(t.tgargs, 'escape'), '\\000'), '') END`;

const quoteLiteral = (text: string) => `'${text.replace(/'/g, "''")}'`;

/**
 * Versions and revisions on every table whose records the calls edit (server/README.md, "Record
 * history"): the `_version` column (1 for rows that exist; adding a column with a constant
 * default rewrites nothing), the BEFORE UPDATE trigger that moves it, and the AFTER trigger that
 * writes each revision, given the table's secret columns to leave out. Idempotent, run at every
 * start in the start-up lock after the migrations; a table that does not exist (yet) is skipped,
 * and a trigger is made again only when its secret columns changed.
 */
export const ensureRecordHistory = async (db: Db, tables: readonly HistoryTable[]): Promise<void> => {
    const functions = await functionsToReplace(db, FUNCTIONS);
    const wanted = new Map(tables.filter(table => table.name !== REVISIONS_TABLE).map(table => [table.name, [...(table.secret ?? [])].sort()]));
    const { rows } = await db.query<{ name: string; versioned: boolean; bumped: boolean; args: string[] | null }>(
        `SELECT c.relname AS name,
                EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = $2 AND NOT a.attisdropped) AS versioned,
                EXISTS (SELECT 1 FROM pg_trigger t WHERE t.tgrelid = c.oid AND t.tgname = $3) AS bumped,
                (SELECT ${TRIGGER_ARGS_SQL} FROM pg_trigger t WHERE t.tgrelid = c.oid AND t.tgname = $4) AS args
           FROM pg_class c
          WHERE c.relname = ANY($1::text[]) AND c.relkind = 'r' AND c.relnamespace = current_schema()::regnamespace`,
        [[...wanted.keys()], VERSION_COLUMN, VERSION_TRIGGER, REVISION_TRIGGER]
    );
    const statements = functions.concat(
        rows.flatMap(({ name, versioned, bumped, args }) => {
            const secret = wanted.get(name) ?? [];
            const current = args ? [...args].sort() : undefined;
            return [
                ...(versioned ? [] : [`ALTER TABLE "${name}" ADD COLUMN ${VERSION_COLUMN} integer NOT NULL DEFAULT 1;`]),
                ...(bumped
                    ? []
                    : [
                          `CREATE TRIGGER ${VERSION_TRIGGER} BEFORE UPDATE ON "${name}" FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*) EXECUTE FUNCTION mc_bump_record_version();`,
                      ]),
                ...(current && current.join(',') === secret.join(',')
                    ? []
                    : [
                          `CREATE OR REPLACE TRIGGER ${REVISION_TRIGGER} AFTER INSERT OR UPDATE OR DELETE ON "${name}" FOR EACH ROW EXECUTE FUNCTION mc_record_revision(${secret.map(quoteLiteral).join(', ')});`,
                      ]),
            ];
        })
    );
    if (statements.length) await db.exec(statements.join('\n'));
};

/** The columns a table's revisions leave out, as its revision trigger was given them. */
export const secretColumns = async (db: Db, table: string): Promise<string[]> => {
    const { rows } = await db.query<{ args: string[] | null }>(
        `SELECT ${TRIGGER_ARGS_SQL} AS args FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
          WHERE c.relname = $1 AND c.relnamespace = current_schema()::regnamespace AND t.tgname = $2`,
        [table, REVISION_TRIGGER]
    );
    return rows[0]?.args ?? [];
};

/**
 * Says what the rest of this transaction writes, for its revisions: the kind of write (when the
 * statement alone does not say it) and its reason. Transaction-local: gone at COMMIT.
 */
export const noteWrite = async (tx: Db, note: { action?: RevisionAction; reason?: string }): Promise<void> => {
    const settings = [
        ...(note.action ? [[HISTORY_SETTINGS.action, note.action]] : []),
        ...(note.reason !== undefined ? [[HISTORY_SETTINGS.reason, note.reason]] : []),
    ];
    if (!settings.length) return;
    await tx.query(
        `SELECT ${settings.map(([name], i) => `set_config('${name}', $${i + 1}, true)`).join(', ')}`,
        settings.map(([, value]) => value)
    );
};

/**
 * The columns the writes after version `since` changed in a record now at `current`, from its
 * revisions; undefined when they do not account for every version in between (a write no
 * account made, or revisions past the retention), so that nothing is ever said unchanged
 * that may have changed.
 */
export const changedSince = async (
    db: Db,
    { table, id, merchant, since, current }: { table: string; id: number; merchant?: string; since: number; current: number }
): Promise<string[] | undefined> => {
    if (!(current > since)) return undefined;
    const { rows } = await db.query<{ version: number | null; changes: Record<string, unknown> }>(
        `SELECT version, changes FROM ${REVISIONS_TABLE}
          WHERE ${MERCHANT_COLUMN} = coalesce($1, NULLIF(current_setting('${MERCHANT_SETTING}', true), ''))
            AND table_name = $2 AND record_id = $3 AND version > $4 AND version <= $5 AND operation <> 'delete'
          ORDER BY id`,
        [merchant ?? null, table, id, since, current]
    );
    const versions = new Set(rows.map(row => row.version));
    if (versions.size < current - since) return undefined;
    return [...new Set(rows.flatMap(row => Object.keys(row.changes ?? {})))];
};
