import { rebuildSortIndexes, sortIndexes } from '../../db/sortIndexes';
import { balanceLogTable, cashLogTable, staffListTable } from './offlinepayTables';

/** Agricultural bank (offlinepay): staff with a collection balance, its log and withdrawals. Cents. */
export const offlinepayMigrations = [
    {
        id: 'offlinepay-001-staff',
        sql: `
CREATE TABLE ngp_staff (
    id serial PRIMARY KEY,
    name text NOT NULL,
    job_no text NOT NULL UNIQUE,
    phone text NOT NULL,
    branch text NOT NULL DEFAULT '营业部',
    position smallint NOT NULL DEFAULT 1,
    avatar text NOT NULL DEFAULT '',
    balance bigint NOT NULL DEFAULT 0,
    status smallint NOT NULL DEFAULT 1,
    entry_date bigint NOT NULL DEFAULT 0,
    create_time bigint NOT NULL DEFAULT extract(epoch from now())::bigint
);
${sortIndexes('ngp_staff', staffListTable)}

CREATE TABLE ngp_balance_logs (
    id serial PRIMARY KEY,
    staff_id integer NOT NULL REFERENCES ngp_staff(id) ON DELETE CASCADE,
    type smallint NOT NULL,
    amount bigint NOT NULL,
    balance bigint NOT NULL,
    remark text NOT NULL DEFAULT '',
    create_time bigint NOT NULL
);
CREATE INDEX ngp_balance_logs_staff ON ngp_balance_logs (staff_id);
${sortIndexes('ngp_balance_logs', balanceLogTable)}

CREATE TABLE ngp_cash_logs (
    id serial PRIMARY KEY,
    staff_id integer NOT NULL REFERENCES ngp_staff(id) ON DELETE CASCADE,
    amount bigint NOT NULL,
    fee bigint NOT NULL DEFAULT 0,
    actual bigint NOT NULL,
    bank_card text NOT NULL,
    status smallint NOT NULL DEFAULT 0,
    apply_time bigint NOT NULL,
    finish_time bigint NOT NULL DEFAULT 0
);
CREATE INDEX ngp_cash_logs_staff ON ngp_cash_logs (staff_id);
${sortIndexes('ngp_cash_logs', cashLogTable)}
`,
    },
    {
        // Sort indexes cover the summed and option-filtered columns (index-only pages and _count_sum);
        // the first scheme's (col, id) indexes that lists with fixed conditions no longer use go.
        id: 'offlinepay-003-covering-sort-indexes',
        sql: `
${rebuildSortIndexes('ngp_staff', [staffListTable])}
${rebuildSortIndexes('ngp_balance_logs', [balanceLogTable])}
${rebuildSortIndexes('ngp_cash_logs', [cashLogTable])}
`,
    },
];
