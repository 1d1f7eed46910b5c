/**
 * Accounts, roles, sessions and login bookkeeping, plus the export tasks of the generic table
 * protocol. Times are Unix seconds (bigint), like every time column the table engine serves.
 *
 * users: a merchant owner (`parent_id` null) or one of its operators (`parent_id` = owner id,
 * same `suid`). `roles` are the role names the console sees; `role_ids` point at `roles` rows
 * whose `path_arr`/`api_arr` grant the pages and calls of a restricted user.
 */
import { merchantColumn, merchantForeignKey, merchantIndex, merchantParentKey } from '../../db/merchantSchema';
import type { Migration } from '../../db/Migration';
import { replaceSortIndexes } from '../../db/sortIndexes';
import type { TableOwner } from '../../core/TableOwner';
import { exportManageTable } from '../../export/exportManageTable';

const now = `(extract(epoch from now())::bigint)`;

export const coreMigrations: Migration[] = [
    {
        id: 'core-001-accounts',
        sql: `
CREATE TABLE users (
    id serial PRIMARY KEY,
    username text NOT NULL UNIQUE,
    password_hash text NOT NULL,
    name text NOT NULL DEFAULT '',
    nickname text NOT NULL DEFAULT '',
    phone text NOT NULL DEFAULT '',
    avatar text NOT NULL DEFAULT '',
    introduction text NOT NULL DEFAULT '',
    industry_type text NOT NULL DEFAULT 'car',
    roles jsonb NOT NULL DEFAULT '[]',
    role_ids jsonb NOT NULL DEFAULT '[]',
    suid text NOT NULL,
    parent_id integer REFERENCES users(id) ON DELETE CASCADE,
    logo text NOT NULL DEFAULT '',
    is_bind_wx smallint NOT NULL DEFAULT 0,
    bind_wx_time bigint NOT NULL DEFAULT 0,
    status smallint NOT NULL DEFAULT 1,
    last_login_time bigint NOT NULL DEFAULT 0,
    last_login_ip text NOT NULL DEFAULT '',
    create_time bigint NOT NULL DEFAULT ${now}
);
CREATE INDEX users_phone ON users (phone);
CREATE INDEX users_suid ON users (suid);

CREATE TABLE roles (
    id serial PRIMARY KEY,
    suid text NOT NULL DEFAULT '',
    name text NOT NULL,
    description text NOT NULL DEFAULT '',
    path_arr jsonb NOT NULL DEFAULT '[]',
    api_arr jsonb NOT NULL DEFAULT '[]',
    create_time bigint NOT NULL DEFAULT ${now}
);

CREATE TABLE sessions (
    id serial PRIMARY KEY,
    user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    access_hash text NOT NULL UNIQUE,
    refresh_hash text NOT NULL UNIQUE,
    access_expire bigint NOT NULL,
    refresh_expire bigint NOT NULL,
    revoked_at bigint,
    ip text NOT NULL DEFAULT '',
    create_time bigint NOT NULL DEFAULT ${now}
);
CREATE INDEX sessions_user ON sessions (user_id);

CREATE TABLE login_failures (
    username text PRIMARY KEY,
    failures integer NOT NULL DEFAULT 0,
    last_time bigint NOT NULL DEFAULT ${now}
);

CREATE TABLE captchas (
    captcha_key text PRIMARY KEY,
    answer text NOT NULL,
    expire_time bigint NOT NULL
);

CREATE TABLE sms_codes (
    id serial PRIMARY KEY,
    phone text NOT NULL,
    code text NOT NULL,
    expire_time bigint NOT NULL,
    used smallint NOT NULL DEFAULT 0,
    create_time bigint NOT NULL DEFAULT ${now}
);
CREATE INDEX sms_codes_phone ON sms_codes (phone, create_time);

CREATE TABLE login_logs (
    id serial PRIMARY KEY,
    user_id integer REFERENCES users(id) ON DELETE SET NULL,
    username text NOT NULL,
    suid text NOT NULL DEFAULT '',
    success smallint NOT NULL,
    type smallint NOT NULL DEFAULT 1,
    ip text NOT NULL DEFAULT '',
    msg text NOT NULL DEFAULT '',
    create_time bigint NOT NULL DEFAULT ${now}
);
CREATE INDEX login_logs_time ON login_logs (create_time, id);
`,
    },
    {
        id: 'core-002-export-tasks',
        sql: `
CREATE TABLE export_tasks (
    id serial PRIMARY KEY,
    user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    api text NOT NULL,
    name text NOT NULL,
    params jsonb NOT NULL DEFAULT '{}',
    columns jsonb NOT NULL DEFAULT '[]',
    status smallint NOT NULL DEFAULT 0,
    file text,
    error text NOT NULL DEFAULT '',
    row_count integer NOT NULL DEFAULT 0,
    expire_time bigint NOT NULL DEFAULT 0,
    create_time bigint NOT NULL DEFAULT ${now},
    finish_time bigint NOT NULL DEFAULT 0
);
CREATE INDEX export_tasks_user ON export_tasks (user_id, create_time, id);
CREATE INDEX export_tasks_status ON export_tasks (status, id);
`,
    },
    {
        // Failed logins per client address, one row per failure: counted over a sliding window
        // (server/session/loginThrottle.ts) by every instance on the database.
        id: 'core-003-login-throttle',
        sql: `
CREATE TABLE login_address_failures (
    id bigserial PRIMARY KEY,
    ip text NOT NULL,
    fail_time bigint NOT NULL
);
CREATE INDEX login_address_failures_ip ON login_address_failures (ip, fail_time);
CREATE INDEX login_address_failures_time ON login_address_failures (fail_time);
`,
    },
    {
        // A sessions row is one sign-in on one device: refreshing rotates its tokens in place, and
        // the spent refresh tokens are kept (hashed) so that presenting one again ends the session.
        id: 'core-004-session-families',
        sql: `
ALTER TABLE sessions ADD COLUMN device text NOT NULL DEFAULT '';
ALTER TABLE sessions ADD COLUMN last_used bigint NOT NULL DEFAULT 0;
ALTER TABLE sessions ADD COLUMN revoked_reason text NOT NULL DEFAULT '';
UPDATE sessions SET last_used = create_time;
CREATE INDEX sessions_user_live ON sessions (user_id, last_used) WHERE revoked_at IS NULL;

CREATE TABLE spent_refresh_tokens (
    refresh_hash text PRIMARY KEY,
    session_id integer NOT NULL REFERENCES sessions(id) ON DELETE CASCADE,
    spent_at bigint NOT NULL
);
CREATE INDEX spent_refresh_tokens_session ON spent_refresh_tokens (session_id);
CREATE INDEX spent_refresh_tokens_time ON spent_refresh_tokens (spent_at);
`,
    },
    {
        // Every account, role, login line and export task belongs to a merchant: existing export
        // tasks to their user's. New rows take the writing caller's merchant, and references stay
        // within a merchant (db/merchantSchema). The sign-in's lookups by name and phone and the
        // export queue's by status look across merchants on purpose: their indexes stay as they are.
        id: 'core-004-merchant-owner',
        assignsMerchant: ['users', 'roles', 'login_logs', 'export_tasks'],
        sql: `
${merchantColumn('users', "''")}
${merchantColumn('roles', "''")}
${merchantColumn('login_logs', "''")}
${merchantColumn('export_tasks', '(SELECT u.suid FROM users u WHERE u.id = export_tasks.user_id)')}
${merchantParentKey('users')}
${merchantForeignKey('users', 'parent_id', 'users', 'CASCADE')}
${merchantForeignKey('login_logs', 'user_id', 'users', 'SET NULL')}
${merchantForeignKey('export_tasks', 'user_id', 'users', 'CASCADE')}
${merchantIndex('login_logs_time', 'login_logs', ['create_time', 'id'])}
DROP INDEX IF EXISTS export_tasks_user;
${replaceSortIndexes('export_tasks', [exportManageTable])}
`,
    },
    {
        // The legitimate race of a rotation (tabs refreshing with one token at once) lasts until the
        // new pair is first used: the session names the spent token it may still meet till then.
        id: 'core-005-refresh-race',
        sql: `ALTER TABLE sessions ADD COLUMN race_from text;`,
    },
];

/** Whose rows the core tables hold (server/README.md, "Merchants"). */
export const coreOwners: Record<string, TableOwner> = {
    users: {
        owner: 'merchant',
        why: "a merchant's owner account and its operators; signing in finds an account by name across merchants (a named call)",
        secret: ['password_hash'],
    },
    roles: { owner: 'merchant', why: 'the roles a merchant gives its operators' },
    login_logs: { owner: 'merchant', why: "the merchant's console sign-ins (AdminLoginLog); a failed sign-in of an unknown name belongs to no merchant" },
    export_tasks: { owner: 'merchant', why: "a user's export tasks; the export queue claims them across merchants and runs each as its merchant" },
    sessions: { owner: 'server', why: 'access and refresh tokens of an account, reached only by the session layer' },
    login_failures: { owner: 'server', why: 'failed sign-ins per username (the captcha rule), before any merchant is known' },
    captchas: { owner: 'server', why: 'captcha answers, before any merchant is known' },
    sms_codes: { owner: 'server', why: 'sign-in codes sent to a phone, before any merchant is known' },
    login_address_failures: { owner: 'server', why: 'failed sign-ins per client address (the address throttle), before any merchant is known' },
    spent_refresh_tokens: { owner: 'server', why: "an account's spent refresh tokens (reuse ends the sign-in's family), reached only by the session layer" },
};
