import type { Db } from '../core/Db';
import type { Endpoint } from '../core/Endpoint';
import type { Migration } from '../db/Migration';
import type { TableOwner } from '../core/TableOwner';
import type { SeedOptions } from '../db/SeedOptions';
import type { TableSpec } from '../tables/TableSpec';
import type { Declaration } from '../declared/declaredColumns';

/**
 * A slice of the reference server: its schema, demo data, generic tables and other calls.
 * `server/domains/index.ts` lists them; the app registers every table and endpoint.
 */
export interface Domain {
    name: string;
    /** Applied once each, in list order across domains, recorded by id. */
    migrations: Migration[];
    /** Whose rows each database table its migrations create holds. */
    owners: Record<string, TableOwner>;
    /** Fills an empty database with deterministic demo data. */
    seed?(db: Db, options: SeedOptions): Promise<void>;
    tables: TableSpec[];
    /**
     * Generic tables (docs/protocol.md §9) that one of the domain's own endpoints answers rather
     * than the table dispatch: the platform's list of merchants, which reads across merchants as
     * a named call. Listed for what documents the tables (the route table's row keys); the route
     * registry does not serve them as tables.
     */
    servedTables?: TableSpec[];
    endpoints: Endpoint[];
    /** The declarations its built-in lists are read from (`tables/*.json`): the resource designer shows them read-only, as examples. */
    declarations?: readonly Declaration[];
}
