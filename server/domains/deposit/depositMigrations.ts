import { merchantColumn, merchantForeignKey } from '../../db/merchantSchema';
import type { Migration } from '../../db/Migration';
import { trigramIndexes } from '../../db/sortIndexes';
import { FIRST_CAR_MERCHANT_SQL } from '../shared/seedMerchants';

/** Deposits (保证金): dealers' wallet log, buyers' recharges and their refund requests. Cents. */
export const depositMigrations: Migration[] = [
    {
        id: 'deposit-001-wallets',
        sql: `
CREATE TABLE wallet_logs (
    id serial PRIMARY KEY,
    dealer_id integer NOT NULL REFERENCES dealers(id) ON DELETE CASCADE,
    order_sn text NOT NULL,
    type smallint NOT NULL,
    amount bigint NOT NULL,
    balance bigint NOT NULL,
    remark text NOT NULL DEFAULT '',
    create_time bigint NOT NULL
);
CREATE INDEX wallet_logs_dealer ON wallet_logs (dealer_id, id);

CREATE TABLE member_recharges (
    id serial PRIMARY KEY,
    member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
    order_sn text NOT NULL,
    amount bigint NOT NULL,
    pay_type smallint NOT NULL,
    status smallint NOT NULL,
    pay_time bigint NOT NULL DEFAULT 0,
    create_time bigint NOT NULL
);
CREATE INDEX member_recharges_member ON member_recharges (member_id);

CREATE TABLE deposit_refunds (
    id serial PRIMARY KEY,
    member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
    amount bigint NOT NULL,
    reason text NOT NULL DEFAULT '',
    status smallint NOT NULL DEFAULT 0,
    apply_time bigint NOT NULL,
    audit_time bigint NOT NULL DEFAULT 0,
    audit_remark text NOT NULL DEFAULT ''
);
CREATE INDEX deposit_refunds_member ON deposit_refunds (member_id);
`,
    },
    {
        // Trigram index for the wallet log's order number search.
        id: 'deposit-002-list-plans',
        sql: `
${trigramIndexes('wallet_logs', ['order_sn'])}
`,
    },
    {
        id: 'deposit-004-merchant-owner',
        assignsMerchant: ['wallet_logs', 'member_recharges', 'deposit_refunds'],
        sql: `
${merchantColumn('wallet_logs', FIRST_CAR_MERCHANT_SQL)}
${merchantColumn('member_recharges', FIRST_CAR_MERCHANT_SQL)}
${merchantColumn('deposit_refunds', FIRST_CAR_MERCHANT_SQL)}
${merchantForeignKey('wallet_logs', 'dealer_id', 'dealers', 'CASCADE')}
${merchantForeignKey('member_recharges', 'member_id', 'members', 'CASCADE')}
${merchantForeignKey('deposit_refunds', 'member_id', 'members', 'CASCADE')}
DROP INDEX IF EXISTS wallet_logs_dealer;
DROP INDEX IF EXISTS member_recharges_member;
DROP INDEX IF EXISTS deposit_refunds_member;
`,
    },
];
