import type { Db } from '../db/Db';
import type { Endpoint } from '../core/Endpoint';
import type { TableSpec } from '../tables/TableSpec';

/**
 * A slice of the reference server: its schema, demo data, generic tables and other calls.
 * `server/domains/index.ts` lists them; the app registers every table and endpoint.
 */
export interface Domain {
    name: string;
    /** Applied once each, in list order across domains, recorded by id. */
    migrations: Array<{ id: string; sql: string }>;
    /** Fills an empty database with deterministic demo data. */
    seed?(db: Db, options: SeedOptions): Promise<void>;
    tables: TableSpec[];
    endpoints: Endpoint[];
}

export interface SeedOptions {
    /** Rows for the main tables (benchmarks ask for 100k); each domain has its own default. */
    rows?: number;
}
