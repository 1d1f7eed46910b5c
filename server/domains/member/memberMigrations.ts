import type { TableOwner } from '../../core/TableOwner';
import { merchantColumn, merchantForeignKey, merchantIndex, merchantParentKey } from '../../db/merchantSchema';
import type { Migration } from '../../db/Migration';
import { beforeMerchants, rebuildSortIndexes, replaceSortIndexes, sortIndexes, trigramIndexes } from '../../db/sortIndexes';
import { FIRST_CAR_MERCHANT_SQL } from '../shared/seedMerchants';
import { memberLoginLogTable } from './memberLoginLogTable';

/** The marketplace's buyers: they bid, pay auction deposits and sell their own cars. */
export const memberMigrations: Migration[] = [
    {
        id: 'member-001-members',
        sql: `
CREATE TABLE members (
    id serial PRIMARY KEY,
    nickname text NOT NULL,
    name text NOT NULL DEFAULT '',
    phone text NOT NULL,
    avatar text NOT NULL DEFAULT '',
    province integer NOT NULL DEFAULT 0,
    city integer NOT NULL DEFAULT 0,
    deposit bigint NOT NULL DEFAULT 0,
    status smallint NOT NULL DEFAULT 1,
    create_time bigint NOT NULL
);
CREATE UNIQUE INDEX members_phone ON members (phone);

CREATE TABLE member_login_logs (
    id serial PRIMARY KEY,
    member_id integer NOT NULL REFERENCES members(id) ON DELETE CASCADE,
    device smallint NOT NULL,
    login_type smallint NOT NULL,
    ip text NOT NULL,
    city integer NOT NULL DEFAULT 0,
    success smallint NOT NULL DEFAULT 1,
    login_time bigint NOT NULL
);
CREATE INDEX member_login_logs_member ON member_login_logs (member_id);
${sortIndexes('member_login_logs', beforeMerchants(memberLoginLogTable))}
`,
    },
    {
        // Trigram index for the phone search of member-joined lists.
        id: 'member-002-list-plans',
        sql: `
${trigramIndexes('members', ['phone'])}
`,
    },
    {
        // Sort indexes cover the summed and option-filtered columns (index-only pages and _count_sum);
        // the first scheme's (col, id) indexes that lists with fixed conditions no longer use go.
        id: 'member-003-covering-sort-indexes',
        sql: `
${rebuildSortIndexes('member_login_logs', [memberLoginLogTable].map(beforeMerchants))}
`,
    },
    {
        // Members are a merchant's buyers: a phone is unique within its merchant.
        id: 'member-004-merchant-owner',
        assignsMerchant: ['members', 'member_login_logs'],
        sql: `
${merchantColumn('members', FIRST_CAR_MERCHANT_SQL)}
${merchantColumn('member_login_logs', FIRST_CAR_MERCHANT_SQL)}
${merchantParentKey('members')}
${merchantIndex('members_phone', 'members', ['phone'], true)}
${merchantForeignKey('member_login_logs', 'member_id', 'members', 'CASCADE')}
DROP INDEX IF EXISTS member_login_logs_member;
${replaceSortIndexes('member_login_logs', [memberLoginLogTable])}
`,
    },
];

export const memberOwners: Record<string, TableOwner> = {
    members: { owner: 'merchant', why: "the merchant's buyers, their deposit balance" },
    member_login_logs: { owner: 'merchant', why: "its buyers' sign-ins" },
};
