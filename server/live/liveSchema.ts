import type { Db } from '../core/Db';
import { MERCHANT_COLUMN } from '../core/TableOwner';
import { MERCHANT_SETTING, WRITER_SETTINGS, quoteIdentifier } from '../db/merchantScope';
import { functionsToReplace, type TriggerFunction } from '../db/functionsInPlace';

/** Row keys an event names at most; more rows changed, it names none and says how many. */
export const LIVE_IDS_CAP = 50;

/** A NOTIFY payload must stay under 8000 bytes: a larger one carries only where to read the events. */
const NOTIFY_LIMIT = 7900;

/** The transaction-local setting that gathers a transaction's changes until it commits. */
const PENDING = 'mc.live_pending';

const TRIGGER_PREFIX = 'mc_live_';

/** A table the stream follows, as the database has it. */
export interface WatchedTable {
    table: string;
    /** Its one-column primary key, whose values the events name; absent for another kind of key. */
    pk?: string;
    /** Its rows carry their merchant (`suid`); otherwise they are nobody's (platform, shared). */
    merchant: boolean;
    /** It has a `_version` column, moved by every update. */
    version: boolean;
}

/** The channel of a schema: several schemas of one database (contract runs) must not hear each other. */
export const liveChannel = (schema: string) => (schema === 'public' ? 'mc_live' : `mc_live_${schema}`.replace(/[^a-z0-9_]/gi, '_').slice(0, 63));

const literal = (text: string) => `'${text.replace(/'/g, "''")}'`;

/**
 * A trigger function of the live machinery: it runs as the tables' owner (SECURITY DEFINER, on a
 * fixed search path), so the event tables need no grant to the role calls run as.
 */
const triggerFunction = (name: string, schema: string, body: string): TriggerFunction => ({ name, source: `\n${body}\nEND `, definer: schema });

/** `mc_live_<table>`, or a shortened name with a hash when the table's name is long. */
const functionName = (table: string) => {
    const name = `${TRIGGER_PREFIX}${table}`;
    if (name.length <= 63) return name;
    let hash = 0;
    for (const char of table) hash = (hash * 31 + char.charCodeAt(0)) >>> 0;
    return `${name.slice(0, 52)}_${hash.toString(16)}`;
};

/**
 * One statement's changed rows (`mc_new` or `mc_old`, its transition table), as comma-joined
 * JSON objects, one per merchant: the merchant, table, action, how many rows, their keys (up to
 * the cap) and, for a single row of a versioned table, its version.
 */
const changesSql = ({ table, pk, merchant, version }: WatchedTable, rows: 'mc_new' | 'mc_old', action: string) => {
    const ids = pk ? `CASE WHEN g.n <= ${LIVE_IDS_CAP} THEN g.ids END` : 'NULL';
    return `SELECT string_agg(json_build_object('m', g.m, 't', ${literal(table)}, 'a', '${action}', 'n', g.n, 'ids', ${ids}, 'v', g.v)::text, ',')
          FROM (SELECT ${merchant ? `coalesce(r.${quoteIdentifier(MERCHANT_COLUMN)}::text, '')` : "''"} AS m, count(*) AS n,
                       ${pk ? `(array_agg(r.${quoteIdentifier(pk)}))[1:${LIVE_IDS_CAP + 1}]` : 'NULL::text[]'} AS ids,
                       ${version ? 'CASE WHEN count(*) = 1 THEN max(r."_version")::bigint END' : 'NULL::bigint'} AS v
                  FROM ${rows} r GROUP BY 1) g`;
};

/** The statement trigger of one table: notes what the statement changed; the commit sends it. */
const tableFunctionSql = (watched: WatchedTable, schema: string) =>
    triggerFunction(
        functionName(watched.table),
        schema,
        `DECLARE
    found text;
    pending text;
BEGIN
    IF TG_OP = 'INSERT' THEN
        ${changesSql(watched, 'mc_new', 'created')} INTO found;
    ELSIF TG_OP = 'UPDATE' THEN
        ${changesSql(watched, 'mc_new', 'updated')} INTO found;
    ELSE
        ${changesSql(watched, 'mc_old', 'deleted')} INTO found;
    END IF;
    IF found IS NULL THEN
        RETURN NULL;
    END IF;
    pending := coalesce(current_setting('${PENDING}', true), '');
    IF pending = '' THEN
        INSERT INTO live_pending DEFAULT VALUES;
        PERFORM set_config('${PENDING}', found, true);
    ELSE
        PERFORM set_config('${PENDING}', pending || ',' || found, true);
    END IF;
    RETURN NULL;`
    );

/**
 * At commit (a deferred constraint trigger, armed by the transaction's first noted change): the
 * changes of one (merchant, table, action) merged, numbered in each merchant's own sequence, kept
 * in `live_events` for resuming streams, and notified, one NOTIFY per merchant. Locking the
 * merchant's sequence row until the commit ends numbers a merchant's events in commit order, the
 * order NOTIFY delivers them in. A rolled-back transaction never gets here: it notifies nothing.
 */
const commitFunctionSql = (schema: string, channel: string) =>
    triggerFunction(
        'mc_live_commit',
        schema,
        `DECLARE
    pending text := coalesce(current_setting('${PENDING}', true), '');
    account text := coalesce(current_setting('${WRITER_SETTINGS.account}', true), '');
    at bigint := floor(extract(epoch FROM clock_timestamp()))::bigint;
    writer jsonb;
    batch record;
    first bigint;
    message text;
BEGIN
    PERFORM set_config('${PENDING}', '', true);
    DELETE FROM live_pending WHERE ctid = NEW.ctid;
    IF pending = '' THEN
        RETURN NULL;
    END IF;
    IF account ~ '^[0-9]{1,15}$' THEN
        writer := jsonb_build_object('id', account::bigint, 'name', coalesce(current_setting('${WRITER_SETTINGS.name}', true), ''),
            'suid', coalesce(current_setting('${MERCHANT_SETTING}', true), ''), 'call', coalesce(current_setting('${WRITER_SETTINGS.call}', true), ''));
    END IF;
    FOR batch IN
        WITH parts AS (
            SELECT p.e->>'m' AS m, p.e->>'t' AS t, p.e->>'a' AS a, (p.e->>'n')::bigint AS n, p.e->'ids' AS ids, (p.e->>'v')::bigint AS v, p.ord
              FROM jsonb_array_elements(('[' || pending || ']')::jsonb) WITH ORDINALITY AS p(e, ord)
        ), merged AS (
            SELECT m, t, a, sum(n) AS n, min(ord) AS ord,
                   CASE WHEN sum(n) <= ${LIVE_IDS_CAP} AND bool_and(jsonb_typeof(ids) = 'array')
                        THEN ('[' || string_agg(trim(both '[]' FROM ids::text), ',' ORDER BY ord) || ']')::jsonb END AS ids,
                   CASE WHEN count(*) = 1 THEN min(v) END AS v
              FROM parts GROUP BY m, t, a
        )
        SELECT m, jsonb_agg(jsonb_strip_nulls(jsonb_build_object('t', t, 'a', a, 'n', n, 'ids', ids, 'v', v)) ORDER BY ord) AS events, count(*)::bigint AS k
          FROM merged GROUP BY m ORDER BY m
    LOOP
        INSERT INTO live_sequences AS s (suid, seq) VALUES (batch.m, batch.k)
            ON CONFLICT (suid) DO UPDATE SET seq = s.seq + batch.k
            RETURNING s.seq - batch.k INTO first;
        INSERT INTO live_events (suid, seq, body)
            SELECT batch.m, first + x.i, (x.e || jsonb_strip_nulls(jsonb_build_object('by', writer, 'at', at)))::text
              FROM jsonb_array_elements(batch.events) WITH ORDINALITY AS x(e, i);
        message := jsonb_strip_nulls(jsonb_build_object('k', 'e', 'm', batch.m, 's', first, 'by', writer, 'at', at, 'e', batch.events))::text;
        IF octet_length(message) > ${NOTIFY_LIMIT} THEN
            message := jsonb_build_object('k', 'e', 'm', batch.m, 's', first, 'c', batch.k)::text;
        END IF;
        PERFORM pg_notify(${literal(channel)}, message);
    END LOOP;
    RETURN NULL;`
    );

/** A revoked or deleted session is notified at commit (nothing is kept: a revoked session cannot resume). */
const sessionFunctionSql = (schema: string, channel: string) =>
    triggerFunction(
        'mc_live_sessions',
        schema,
        `DECLARE
    ended bigint[];
    i integer := 1;
BEGIN
    IF TG_OP = 'UPDATE' THEN
        SELECT array_agg(n.id) INTO ended FROM mc_new n JOIN mc_old o ON o.id = n.id WHERE o.revoked_at IS NULL AND n.revoked_at IS NOT NULL;
    ELSE
        SELECT array_agg(o.id) INTO ended FROM mc_old o WHERE o.revoked_at IS NULL;
    END IF;
    WHILE ended IS NOT NULL AND i <= cardinality(ended) LOOP
        PERFORM pg_notify(${literal(channel)}, json_build_object('k', 's', 'ids', ended[i:i + 499])::text);
        i := i + 500;
    END LOOP;
    RETURN NULL;`
    );

const TABLES_SQL = `CREATE TABLE IF NOT EXISTS live_sequences (
    suid text PRIMARY KEY,
    seq bigint NOT NULL
);
CREATE TABLE IF NOT EXISTS live_events (
    suid text NOT NULL,
    seq bigint NOT NULL,
    at timestamptz NOT NULL DEFAULT now(),
    body text NOT NULL,
    PRIMARY KEY (suid, seq)
);
CREATE INDEX IF NOT EXISTS live_events_at ON live_events (at);
CREATE TABLE IF NOT EXISTS live_pruned (
    suid text PRIMARY KEY,
    seq bigint NOT NULL
);
CREATE UNLOGGED TABLE IF NOT EXISTS live_pending (armed boolean NOT NULL DEFAULT true);`;

/** The relations TABLES_SQL makes: when all are there it has nothing to do. */
const LIVE_RELATIONS = ['live_sequences', 'live_events', 'live_events_at', 'live_pruned', 'live_pending'];

const TRIGGERS = [
    { name: `${TRIGGER_PREFIX}insert`, on: 'INSERT', referencing: 'NEW TABLE AS mc_new' },
    { name: `${TRIGGER_PREFIX}update`, on: 'UPDATE', referencing: 'OLD TABLE AS mc_old NEW TABLE AS mc_new' },
    { name: `${TRIGGER_PREFIX}delete`, on: 'DELETE', referencing: 'OLD TABLE AS mc_old' },
] as const;

const SESSION_TRIGGERS = [
    { name: `${TRIGGER_PREFIX}session_update`, on: 'UPDATE', referencing: 'OLD TABLE AS mc_old NEW TABLE AS mc_new' },
    { name: `${TRIGGER_PREFIX}session_delete`, on: 'DELETE', referencing: 'OLD TABLE AS mc_old' },
] as const;

/** The tables of the schema with the columns the events read, for the named tables that exist. */
const describeTables = async (db: Db, tables: readonly string[]): Promise<WatchedTable[]> => {
    const { rows } = await db.query<{ table: string; keys: string[] | null; merchant: boolean; version: boolean }>(
        `SELECT c.relname AS "table",
                (SELECT array_agg(a.attname::text) FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY(i.indkey)
                  WHERE i.indrelid = c.oid AND i.indisprimary) AS keys,
                EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = $2 AND a.attnum > 0 AND NOT a.attisdropped) AS merchant,
                EXISTS (SELECT 1 FROM pg_attribute a WHERE a.attrelid = c.oid AND a.attname = '_version' AND a.attnum > 0 AND NOT a.attisdropped) AS version
           FROM pg_class c
          WHERE c.relname = ANY($1::text[]) AND c.relkind = 'r' AND c.relnamespace = current_schema()::regnamespace
          ORDER BY c.relname`,
        [[...new Set(tables)], MERCHANT_COLUMN]
    );
    return rows.map(row => ({
        table: row.table,
        ...(row.keys?.length === 1 ? { pk: row.keys[0] } : {}),
        merchant: row.merchant,
        version: row.version,
    }));
};

/** The triggers' names already on the schema's tables. */
const existingTriggers = async (db: Db) =>
    (
        await db.query<{ table: string; trigger: string }>(
            `SELECT c.relname AS "table", t.tgname AS trigger FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid
              WHERE t.tgname LIKE '${TRIGGER_PREFIX}%' AND c.relnamespace = current_schema()::regnamespace`
        )
    ).rows;

/** The triggers each watched table lacks. */
const tableTriggersSql = (watched: readonly WatchedTable[], existing: ReadonlyArray<{ table: string; trigger: string }>) =>
    watched.flatMap(table =>
        TRIGGERS.filter(({ name }) => !existing.some(row => row.table === table.table && row.trigger === name)).map(
            ({ name, on, referencing }) =>
                `CREATE TRIGGER ${name} AFTER ${on} ON ${quoteIdentifier(table.table)} REFERENCING ${referencing} FOR EACH STATEMENT EXECUTE FUNCTION ${quoteIdentifier(functionName(table.table))}();`
        )
    );

/**
 * Puts the stream's source into the database (server/live/README.md), idempotent, inside the
 * start-up lock: the event tables, the commit function and, on each named table that exists, a
 * statement trigger per write kind with its transition table; on `sessions`, the revocation
 * trigger. With `enabled` false it removes every such trigger instead, so writes notify nothing.
 * Answers the tables it watches.
 */
export const installLive = async (db: Db, tables: readonly string[], { enabled }: { enabled: boolean }): Promise<WatchedTable[]> => {
    const { rows: found } = await db.query<{ schema: string }>('SELECT current_schema() AS schema');
    const schema = found[0].schema;
    const channel = liveChannel(schema);
    const existing = await existingTriggers(db);
    const watched = enabled
        ? await describeTables(
              db,
              tables.filter(table => !table.startsWith('live_'))
          )
        : [];
    const keep = new Set(watched.map(({ table }) => table));
    const statements: string[] = [];
    // Triggers of a table no longer followed (or of all tables, when off) go first; the stream's own stay while it is on.
    for (const { table, trigger } of existing) {
        const wanted = table === 'sessions' || table === 'live_pending' ? enabled : keep.has(table);
        if (!wanted) statements.push(`DROP TRIGGER IF EXISTS ${quoteIdentifier(trigger)} ON ${quoteIdentifier(table)};`);
    }
    if (enabled) {
        const has = (table: string, trigger: string) => existing.some(row => row.table === table && row.trigger === trigger);
        const { rows: relations } = await db.query<{ name: string; kind: string }>(
            `SELECT relname AS name, relkind::text AS kind FROM pg_class WHERE relname = ANY($1::text[]) AND relnamespace = current_schema()::regnamespace`,
            [[...LIVE_RELATIONS, 'sessions']]
        );
        const present = new Set(relations.map(({ name, kind }) => (name === 'sessions' && kind !== 'r' ? '' : name)));
        if (!LIVE_RELATIONS.every(name => present.has(name))) statements.push(TABLES_SQL);
        const functions = [commitFunctionSql(schema, channel), sessionFunctionSql(schema, channel), ...watched.map(table => tableFunctionSql(table, schema))];
        statements.push(...(await functionsToReplace(db, functions)));
        if (!has('live_pending', `${TRIGGER_PREFIX}commit`))
            statements.push(`DO $$ BEGIN
    IF NOT EXISTS (SELECT 1 FROM pg_trigger WHERE tgname = '${TRIGGER_PREFIX}commit' AND tgrelid = 'live_pending'::regclass) THEN
        CREATE CONSTRAINT TRIGGER ${TRIGGER_PREFIX}commit AFTER INSERT ON live_pending DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION mc_live_commit();
    END IF;
END $$;`);
        statements.push(...tableTriggersSql(watched, existing));
        if (present.has('sessions')) {
            for (const { name, on, referencing } of SESSION_TRIGGERS) {
                if (has('sessions', name)) continue;
                statements.push(
                    `CREATE TRIGGER ${name} AFTER ${on} ON sessions REFERENCING ${referencing} FOR EACH STATEMENT EXECUTE FUNCTION mc_live_sessions();`
                );
            }
        }
    }
    if (statements.length) await db.exec(statements.join('\n'));
    return watched;
};

/** The channel this database's live triggers notify on. */
export const liveChannelOf = async (db: Db) => liveChannel((await db.query<{ schema: string }>('SELECT current_schema() AS schema')).rows[0].schema);

/**
 * Follows these tables too, at once (a table the resource designer has just made or changed), in
 * the caller's transaction: their statement triggers, as start-up's `installLive` gives them,
 * without touching any other table's. Nothing when the stream's machinery is not installed
 * (`MC_LIVE=off`). Answers the tables it follows.
 */
export const followTables = async (db: Db, tables: readonly string[]): Promise<WatchedTable[]> => {
    const { rows } = await db.query<{ schema: string; installed: boolean }>(
        `SELECT current_schema() AS schema, EXISTS (SELECT 1 FROM pg_proc WHERE proname = 'mc_live_commit' AND pronamespace = current_schema()::regnamespace) AS installed`
    );
    if (!rows[0].installed) return [];
    const watched = await describeTables(
        db,
        tables.filter(table => !table.startsWith('live_'))
    );
    const statements = [
        ...(await functionsToReplace(
            db,
            watched.map(table => tableFunctionSql(table, rows[0].schema))
        )),
        ...tableTriggersSql(watched, await existingTriggers(db)),
    ];
    if (statements.length) await db.exec(statements.join('\n'));
    return watched;
};

/** The tables of these that exist, as the stream follows them (another instance's view after a designer save). */
export const watchedTables = describeTables;

/** Table names one catalogue notification carries at most (a NOTIFY stays under 8000 bytes). */
const CATALOGUE_NAMES_PER_NOTIFY = 100;

/**
 * Tells every instance, when the caller's transaction commits (never if it rolls back), that the
 * published definitions of these tables changed: each instance serves them again and sends every
 * stream a `catalogue` event.
 */
export const notifyCatalogue = async (db: Db, tables: readonly string[]) => {
    const channel = await liveChannelOf(db);
    for (let i = 0; i < tables.length; i += CATALOGUE_NAMES_PER_NOTIFY) {
        await db.query(`SELECT pg_notify($1, json_build_object('k', 'c', 't', $2::text[], 'at', floor(extract(epoch FROM now())))::text)`, [
            channel,
            tables.slice(i, i + CATALOGUE_NAMES_PER_NOTIFY),
        ]);
    }
};
