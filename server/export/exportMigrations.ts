/**
 * Export tasks shared by several instances on one database: the lease of a running task
 * (owner and heartbeat, renewed while it runs; only an expired lease is taken over), the runs
 * it has had, and the chunked files of `MC_FILE_STORE=postgres`.
 */
export const exportMigrations = [
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
];
