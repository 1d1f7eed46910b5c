import type { TableOwner } from '../core/TableOwner';

/** The tables the server keeps about itself, whatever its domains are. */
export const SERVER_TABLES: Record<string, TableOwner> = {
    schema_migrations: { owner: 'server', why: 'the migrations applied (start-up)' },
    table_versions: { owner: 'server', why: "write counters of the listed tables (stored page positions), moved by every merchant's writes" },
    table_version_pending: { owner: 'server', why: 'the transaction-local marker that moves those counters at commit' },
    declared_tables: { owner: 'server', why: 'which tables came from a declaration (start-up)' },
    live_events: {
        owner: 'server',
        why: "the live stream's recent events, each merchant's in its own sequence, read by the stream for its caller's merchant only (server/live)",
    },
    live_sequences: { owner: 'server', why: "each merchant's last live event number, moved at the commit of every followed write" },
    live_pruned: { owner: 'server', why: "how far each merchant's live events were pruned: a stream resuming from before it is reset" },
    live_pending: { owner: 'server', why: "the transaction-local marker that sends a transaction's live events at its commit" },
};
