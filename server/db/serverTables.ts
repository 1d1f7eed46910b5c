import type { TableOwner } from '../core/TableOwner';

/** The tables the server keeps about itself, whatever its domains are. */
export const SERVER_TABLES: Record<string, TableOwner> = {
    schema_migrations: { owner: 'server', why: 'the migrations applied (start-up)' },
    table_versions: { owner: 'server', why: "write counters of the listed tables (stored page positions), moved by every merchant's writes" },
    table_version_pending: { owner: 'server', why: 'the transaction-local marker that moves those counters at commit' },
    declared_tables: { owner: 'server', why: 'which tables came from a declaration (start-up)' },
};
