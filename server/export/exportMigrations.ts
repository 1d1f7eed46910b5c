/**
 * Export tasks shared by several instances on one database: the lease of a running task
 * (owner and heartbeat, renewed while it runs; only an expired lease is taken over), the runs
 * it has had, and the chunked files of `MC_FILE_STORE=postgres`.
 */
import { merchantColumn } from '../db/merchantSchema';
import type { Migration } from '../db/Migration';
import type { TableOwner } from '../core/TableOwner';

export const exportMigrations: Migration[] = [
    {
        id: 'core-003-export-leases-and-stored-files',
        sql: `
ALTER TABLE export_tasks ADD COLUMN locked_by text;
ALTER TABLE export_tasks ADD COLUMN locked_until timestamptz;
ALTER TABLE export_tasks ADD COLUMN attempts integer NOT NULL DEFAULT 0;

CREATE TABLE stored_file_chunks (
    key text NOT NULL,
    seq integer NOT NULL,
    data bytea NOT NULL,
    PRIMARY KEY (key, seq)
);
CREATE TABLE stored_files (
    key text PRIMARY KEY,
    size bigint NOT NULL,
    chunks integer NOT NULL,
    create_time timestamptz NOT NULL DEFAULT now()
);
`,
    },
    {
        // A kept file belongs to the merchant whose export task wrote it; a file no task names
        // (swept soon anyway) to the first merchant.
        id: 'core-005-merchant-export-files',
        assignsMerchant: ['stored_files', 'stored_file_chunks'],
        sql: `
${merchantColumn('stored_files', "coalesce((SELECT t.suid FROM export_tasks t WHERE t.file = stored_files.key LIMIT 1), (SELECT suid FROM users ORDER BY id LIMIT 1), '')")}
${merchantColumn('stored_file_chunks', "coalesce((SELECT f.suid FROM stored_files f WHERE f.key = stored_file_chunks.key), (SELECT suid FROM users ORDER BY id LIMIT 1), '')")}
`,
    },
];

export const exportOwners: Record<string, TableOwner> = {
    stored_files: {
        owner: 'merchant',
        why: "an export task's file (MC_FILE_STORE=postgres), written as the task's merchant; the sweep removes expired ones across merchants",
    },
    stored_file_chunks: { owner: 'merchant', why: 'the chunks of those files' },
};
