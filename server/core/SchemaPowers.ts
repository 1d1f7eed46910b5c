import type { Connections, Db } from './Db';

/**
 * What the resource designer's calls need beyond a call's own handle (server/designer): the
 * tables' owner inside the start-up lock, to change the schema online as start-up does, and the
 * running server's routes, to serve what it saved at once. The app hands them to the dispatcher;
 * a server without them answers the designer's writes with a refusal.
 */
export interface SchemaPowers {
    /**
     * Runs fn as the tables' owner (every merchant's rows, the reason named) while holding the
     * start-up lock, in one transaction: all of it or nothing.
     */
    underStartupLock<T>(reason: string, fn: (tx: Db) => Promise<T>): Promise<T>;
    /**
     * The tables and call paths of the server's other domains, the tables declaration files
     * declare (with each file's declaration), and the built-in tables declared by the domains (with
     * the declaration of the first list over each): the designer may not take them.
     */
    reserved(): {
        tables: ReadonlySet<string>;
        paths: ReadonlySet<string>;
        files: ReadonlyMap<string, unknown>;
        builtin: ReadonlyMap<string, unknown>;
    };
    /** The owner's handle with a named reason (every merchant's rows): the designer's row counts. */
    acrossMerchants(reason: string): Db;
    /**
     * What follows a designed table's schema change in the same transaction: the live stream
     * follows the tables at once, and every instance (and every open stream) hears at commit that
     * the published definitions changed. Nothing on a server without the stream.
     */
    publish(tx: Db, tables: readonly string[]): Promise<void>;
    /** Serves, on this instance, the designed tables as the database holds them now. */
    reload(): Promise<void>;
    /** Who the server's connections are (row-level security on a new table names the calls' role). */
    connections: Connections;
}
