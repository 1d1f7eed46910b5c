import { merchantColumn, merchantForeignKey, merchantIndex, merchantParentKey } from '../../db/merchantSchema';
import type { Migration } from '../../db/Migration';
import { FIRST_BANK_SQL } from '../shared/seedMerchants';

/** Agricultural bank (offlinepay): staff with a collection balance, its log and withdrawals. Cents. */
export const offlinepayMigrations: Migration[] = [
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
`,
    },
    {
        // The staff and their logs are the bank's (existing rows to the first offlinepay merchant);
        // a job number is unique within its merchant.
        id: 'offlinepay-004-merchant-owner',
        assignsMerchant: ['ngp_staff', 'ngp_balance_logs', 'ngp_cash_logs'],
        sql: `
${merchantColumn('ngp_staff', FIRST_BANK_SQL)}
${merchantColumn('ngp_balance_logs', FIRST_BANK_SQL)}
${merchantColumn('ngp_cash_logs', FIRST_BANK_SQL)}
ALTER TABLE ngp_staff DROP CONSTRAINT IF EXISTS ngp_staff_job_no_key;
${merchantIndex('ngp_staff_job_no_key', 'ngp_staff', ['job_no'], true)}
${merchantParentKey('ngp_staff')}
${merchantForeignKey('ngp_balance_logs', 'staff_id', 'ngp_staff', 'CASCADE')}
${merchantForeignKey('ngp_cash_logs', 'staff_id', 'ngp_staff', 'CASCADE')}
DROP INDEX IF EXISTS ngp_balance_logs_staff;
DROP INDEX IF EXISTS ngp_cash_logs_staff;
`,
    },
];
