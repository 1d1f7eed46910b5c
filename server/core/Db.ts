/**
 * The database seam: PGlite (embedded, default) and node-postgres (`DATABASE_URL`) both
 * implement it with the same SQL ($1-style parameters).
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
     * Runs fn in one transaction: all of its writes or none. On PostgreSQL a transaction aborted
     * by a deadlock or serialization failure runs fn again from the start (db/retryAborted), so
     * fn must have no effect outside the database.
     */
    transaction<T>(fn: (tx: Db) => Promise<T>): Promise<T>;
    /**
     * Runs fn while holding a lock named by `key` across every process on this database (a
     * PostgreSQL advisory lock): start-ups that meet take turns instead of migrating together.
     */
    exclusive<T>(key: number, fn: () => Promise<T>): Promise<T>;
    close(): Promise<void>;
    /** The same object for every handle on one database: per-database caches key on it. */
    readonly database: object;
}

/** Whose rows a merchant handle sees and writes (server/README.md, "Merchants"). */
export interface MerchantScope {
    /** The merchant (`suid`); null sees no merchant's rows at all. */
    suid: string | null;
    /** Whether the caller may write the platform's own data (the addon catalogue, platform settings). */
    platform: boolean;
    /**
     * Who writes and through which call, for what the database records of a write itself (a
     * record's revisions, its change events): absent for writes no account makes.
     */
    writer?: { account: number; name: string; call: string };
}

/** What a LISTEN hears: each notification's payload, and the loss of its connection (then some may have been missed). */
export interface Listener {
    notify(payload: string): void;
    lost(error: unknown): void;
}

/**
 * The database as the server opens it, as its owner: migrations, seeds, start-up and the named
 * calls that look across merchants use it directly. Every other call gets `forMerchant`'s handle.
 */
export interface Database extends Db {
    /**
     * A handle whose every statement runs in a transaction as the application role (not the
     * tables' owner, not a superuser) with the scope in `mc.suid` and `mc.platform`: PostgreSQL's
     * row-level security then shows and lets it change only that merchant's rows, whatever its
     * SQL forgets (db/rowSecurity).
     */
    forMerchant(scope: MerchantScope): Db;
    /**
     * LISTEN on `channel` (server/live): on PostgreSQL over one connection of its own, outside the
     * pool; on PGlite on its one in-process connection. Resolves once listening. After `lost` it
     * hears nothing more: the caller listens again and reads what it may have missed.
     */
    listen(channel: string, listener: Listener): Promise<{ close(): Promise<void> }>;
}
