import type { NamedAccessKey } from './NamedAccess';

/**
 * The database seam: PGlite (embedded, default) and node-postgres (`DATABASE_URL`) both
 * implement it with the same SQL ($1-style parameters). A `Db` runs statements and nothing
 * else: a call's handle is one, and it cannot close the pool or take the start-up lock (those
 * are the owner's, `Database`).
 */
export interface Db {
    query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<{ rows: T[] }>;
    /**
     * Bulk load of rows into a table by COPY (seeds, benchmarks): stores exactly what a multi-row
     * INSERT of the same values would, several times faster. Values are scalars or JSON objects;
     * `rows` may be a generator, consumed as the load goes (flat memory for a million rows).
     */
    copyRows(table: string, columns: readonly string[], rows: Iterable<readonly unknown[]>): Promise<void>;
    /** Several statements, no parameters (migrations). */
    exec(sql: string): Promise<void>;
    /**
     * Runs fn in one transaction: all of its writes or none. Inside a transaction (a call's, or
     * fn's own) it is a savepoint: fn's writes go if fn throws, the rest stays. On PostgreSQL a
     * transaction aborted by a deadlock or serialization failure runs again from its start
     * (db/retryAborted): the outermost one, which for a call is the whole call; so fn must have no
     * effect outside the database.
     */
    transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
    /** The same object for every handle on one database: per-database caches key on it. */
    readonly database: object;
}

/** Whose rows a merchant handle sees and writes (server/README.md, "Merchants"). */
export interface MerchantScope {
    /** The merchant (`suid`); null sees no merchant's rows at all. */
    suid: string | null;
    /** Whether the caller may write the platform's own data (the addon catalogue, platform settings, shared tables). */
    platform: boolean;
    /**
     * Who writes and through which call, for what the database records of a write itself (a
     * record's revisions, its change events): absent for writes no account makes.
     */
    writer?: { account: number; name: string; call: string };
    /**
     * The named cross-merchant access the transaction uses (`mc.reason`): the policies and
     * functions of that name only (core/NamedAccess).
     */
    named?: NamedAccessKey;
}

/** A call's transaction, as the application role: its scope may be entered once the call knows its merchant. */
export interface CallTransaction extends Db {
    /**
     * Sets the merchant, the platform switch, the writer and the named access for the rest of the
     * transaction: after the caller is known (its token), or the account a sign-in found.
     */
    enter(scope: MerchantScope): Promise<void>;
}

export interface CallOpening {
    /**
     * `READ ONLY` and one snapshot for the whole call (`REPEATABLE READ`, which never aborts a
     * transaction that only reads): a page, its count and its sums agree.
     */
    readOnly: boolean;
    /** The scope at BEGIN, in the same round trip; `enter` may set another later. */
    scope: MerchantScope;
}

/** Who the server's two connections are (server/README.md, "Merchants"). */
export interface Connections {
    /** `MC_OWNER_DATABASE_URL`'s role (or `DATABASE_URL`'s when it is the only one): owns the tables. */
    owner: string;
    /** The role the calls connect as: `DATABASE_URL`'s, or the owner's when there is one URL. */
    calls: string;
    /** Whether the calls have a connection of their own (two URLs). */
    separate: boolean;
    /** PGlite: one embedded database in this process, nothing to configure. */
    embedded: boolean;
}

/** What a LISTEN hears: each notification's payload, and the loss of its connection (then some may have been missed). */
export interface Listener {
    notify(payload: string): void;
    lost(error: unknown): void;
}

/**
 * The database as the server opens it. As a `Db` it is the owner's connection with no scope:
 * every merchant table has FORCE ROW LEVEL SECURITY, so those statements see no merchant's
 * rows (unless the owner is a superuser). Start-up and named work across merchants name their
 * reason (`acrossMerchants`); calls run on the calls' connection (`inCall`, `forMerchant`).
 */
export interface Database extends Db {
    /**
     * Runs fn while holding a lock named by `key` across every process on this database (a
     * PostgreSQL advisory lock): start-ups that meet take turns instead of migrating together.
     */
    exclusive<T>(key: number, fn: () => Promise<T>): Promise<T>;
    close(): Promise<void>;
    /**
     * The owner's handle with a named reason (`mc.reason`) in every transaction: it sees and
     * writes every merchant's rows (start-up, migrations, seeds, the platform's work on merchants).
     */
    acrossMerchants(reason: string): Db;
    /**
     * One call's transaction on the calls' connection, as the application role (not the tables'
     * owner, not a superuser), opened with its scope in transaction-local settings: row-level
     * security then shows and lets it change only that merchant's rows, whatever its SQL forgets
     * (db/rowSecurity). Resolves with fn's result once committed; fn throwing rolls it back. On
     * PostgreSQL an abort (deadlock, serialization) runs fn again from BEGIN. PGlite's one
     * connection is every call's, so there each statement of fn is a transaction of its own in
     * the same scope (db/createPgliteDb).
     */
    inCall<T>(opening: CallOpening, fn: (tx: CallTransaction) => Promise<T>): Promise<T>;
    /** A handle on the calls' connection whose every statement is its own transaction in this scope (background work). */
    forMerchant(scope: MerchantScope): Db;
    /**
     * LISTEN on `channel` (server/live): on PostgreSQL over one connection of its own, outside the
     * pool; on PGlite on its one in-process connection. Resolves once listening. After `lost` it
     * hears nothing more: the caller listens again and reads what it may have missed.
     */
    listen(channel: string, listener: Listener): Promise<{ close(): Promise<void> }>;
    readonly connections: Connections;
}
