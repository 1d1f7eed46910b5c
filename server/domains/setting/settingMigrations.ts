import { merchantColumn, merchantForeignKey } from '../../db/merchantSchema';
import type { Migration } from '../../db/Migration';
import { trigramIndexes } from '../../db/sortIndexes';
import type { TableOwner } from '../../core/TableOwner';

/** The operator log every write appends to, and key/value platform settings. */
export const settingMigrations: Migration[] = [
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
        // Trigram indexes for the logs' text searches.
        id: 'setting-002-list-plans',
        sql: `
${trigramIndexes('operator_logs', ['username', 'module'])}
${trigramIndexes('login_logs', ['username'])}
`,
    },
    {
        // Merchants' own settings (the union wallet) stay in `settings`, now by merchant; the
        // platform's own (system, copyright, holidays) move to `platform_settings`.
        id: 'setting-004-merchant-owner',
        assignsMerchant: ['settings'],
        sql: `
CREATE TABLE platform_settings (
    key text PRIMARY KEY,
    value jsonb NOT NULL,
    update_time bigint NOT NULL
);
INSERT INTO platform_settings (key, value, update_time)
    SELECT key, value, update_time FROM settings WHERE key IN ('system', 'copyright') OR key LIKE 'holiday:%';
DELETE FROM settings WHERE key IN ('system', 'copyright') OR key LIKE 'holiday:%';
${merchantColumn('settings', "coalesce((SELECT suid FROM users WHERE parent_id IS NULL AND industry_type = 'admin' AND roles @> '[\"supplier\"]' ORDER BY id LIMIT 1), '90002')")}
ALTER TABLE settings DROP CONSTRAINT settings_pkey, ADD PRIMARY KEY (suid, key);
${merchantColumn('operator_logs', "''")}
${merchantForeignKey('operator_logs', 'user_id', 'users', 'SET NULL')}
DROP INDEX IF EXISTS operator_logs_suid;
`,
    },
];

export const settingOwners: Record<string, TableOwner> = {
    settings: { owner: 'merchant', why: "a merchant's own settings (the union wallet's payment channels)" },
    platform_settings: { owner: 'platform', why: 'the /supertube/platform settings: site, copyright, holiday calendar' },
    submit_guards: { owner: 'server', why: 'the last guarded submission per account or phone (double submits), keyed by who sent it' },
};
