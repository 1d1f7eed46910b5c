import { rebuildSortIndexes, sortIndexes, trigramIndexes } from '../../db/sortIndexes';
import { adminLoginLogTable, operatorLogTable } from './settingTables';

/** The operator log every write appends to, and key/value platform settings. */
export const settingMigrations = [
    {
        id: 'setting-001-logs-settings',
        sql: `
CREATE TABLE operator_logs (
    id serial PRIMARY KEY,
    user_id integer REFERENCES users(id) ON DELETE SET NULL,
    suid text NOT NULL DEFAULT '',
    username text NOT NULL DEFAULT '',
    module text NOT NULL,
    content text NOT NULL,
    ip text NOT NULL DEFAULT '',
    create_time bigint NOT NULL
);
CREATE INDEX operator_logs_suid ON operator_logs (suid, create_time);
${sortIndexes('operator_logs', operatorLogTable)}

CREATE TABLE settings (
    key text PRIMARY KEY,
    value jsonb NOT NULL,
    update_time bigint NOT NULL
);

CREATE TABLE submit_guards (
    scope text NOT NULL,
    actor text NOT NULL,
    digest text NOT NULL,
    update_time bigint NOT NULL,
    PRIMARY KEY (scope, actor)
);
`,
    },
    {
        // The merchant's own logs sort within its suid; trigram indexes for their text searches.
        id: 'setting-002-list-plans',
        sql: `
${sortIndexes('operator_logs', operatorLogTable)}
${sortIndexes('login_logs', adminLoginLogTable)}
${trigramIndexes('operator_logs', ['username', 'module'])}
${trigramIndexes('login_logs', ['username'])}
`,
    },
    {
        // Sort indexes cover the summed and option-filtered columns (index-only pages and _count_sum);
        // the first scheme's (col, id) indexes that lists with fixed conditions no longer use go.
        id: 'setting-003-covering-sort-indexes',
        sql: `
${rebuildSortIndexes('operator_logs', [operatorLogTable])}
${rebuildSortIndexes('login_logs', [adminLoginLogTable])}
`,
    },
];
