import type { TableOwner } from '../../core/TableOwner';
import { merchantColumn, merchantForeignKey, merchantIndex, merchantParentKey } from '../../db/merchantSchema';
import type { Migration } from '../../db/Migration';
import { beforeMerchants, rebuildSortIndexes, replaceSortIndexes, sortIndexes, trigramIndexes } from '../../db/sortIndexes';
import { FIRST_CAR_MERCHANT_SQL } from '../shared/seedMerchants';
import { blackListTable, dealerListTable, storeListTable, visitListTable } from './dealerTables';

/**
 * Dealers and 4S stores share one table (`kind`); the blacklist is a flag on it. Amounts in
 * cents; defaults let the list's import insert name, contact, phone and address only.
 */
export const dealerMigrations: Migration[] = [
    {
        id: 'dealer-001-dealers',
        sql: `
CREATE TABLE dealers (
    id serial PRIMARY KEY,
    kind smallint NOT NULL DEFAULT 1,
    name text NOT NULL,
    contact text NOT NULL DEFAULT '',
    phone text NOT NULL DEFAULT '',
    province integer NOT NULL DEFAULT 0,
    city integer NOT NULL DEFAULT 0,
    address text NOT NULL DEFAULT '',
    logo text NOT NULL DEFAULT '',
    brand text NOT NULL DEFAULT '',
    business_scope text NOT NULL DEFAULT '',
    license_no text NOT NULL DEFAULT '',
    license_expire bigint NOT NULL DEFAULT 0,
    audit_status smallint NOT NULL DEFAULT 0,
    audit_remark text NOT NULL DEFAULT '',
    audit_time bigint NOT NULL DEFAULT 0,
    is_black smallint NOT NULL DEFAULT 0,
    black_reason text NOT NULL DEFAULT '',
    black_time bigint NOT NULL DEFAULT 0,
    deposit bigint NOT NULL DEFAULT 0,
    create_time bigint NOT NULL DEFAULT extract(epoch from now())::bigint
);
CREATE INDEX dealers_kind ON dealers (kind, is_black);
CREATE INDEX dealers_city ON dealers (province, city);
${sortIndexes('dealers', beforeMerchants(dealerListTable))}
${sortIndexes('dealers', beforeMerchants(storeListTable))}
${sortIndexes('dealers', beforeMerchants(blackListTable))}

CREATE TABLE dealer_visits (
    id serial PRIMARY KEY,
    dealer_id integer NOT NULL REFERENCES dealers(id) ON DELETE CASCADE,
    visitor text NOT NULL,
    visit_type smallint NOT NULL,
    visit_time bigint NOT NULL,
    duration integer NOT NULL DEFAULT 0,
    result text NOT NULL DEFAULT '',
    next_visit_date bigint NOT NULL DEFAULT 0,
    create_time bigint NOT NULL
);
CREATE INDEX dealer_visits_dealer ON dealer_visits (dealer_id);
${sortIndexes('dealer_visits', beforeMerchants(visitListTable))}
`,
    },
    {
        // Sort indexes leading with each list's fixed conditions; trigram indexes for name/phone search.
        id: 'dealer-002-list-plans',
        sql: `
${sortIndexes('dealers', beforeMerchants(dealerListTable))}
${sortIndexes('dealers', beforeMerchants(storeListTable))}
${sortIndexes('dealers', beforeMerchants(blackListTable))}
${trigramIndexes('dealers', ['name', 'phone'])}
${trigramIndexes('dealer_visits', ['visitor'])}
`,
    },
    {
        // Sort indexes cover the summed and option-filtered columns (index-only pages and _count_sum);
        // the first scheme's (col, id) indexes that lists with fixed conditions no longer use go.
        id: 'dealer-003-covering-sort-indexes',
        sql: `
${rebuildSortIndexes('dealers', [dealerListTable, storeListTable, blackListTable].map(beforeMerchants))}
${rebuildSortIndexes('dealer_visits', [visitListTable].map(beforeMerchants))}
`,
    },
    {
        // Dealers and their visits belong to a merchant (existing rows to the first car merchant);
        // every index leads with it.
        id: 'dealer-004-merchant-owner',
        assignsMerchant: ['dealers', 'dealer_visits'],
        sql: `
${merchantColumn('dealers', FIRST_CAR_MERCHANT_SQL)}
${merchantColumn('dealer_visits', FIRST_CAR_MERCHANT_SQL)}
${merchantParentKey('dealers')}
${merchantForeignKey('dealer_visits', 'dealer_id', 'dealers', 'CASCADE')}
DROP INDEX IF EXISTS dealer_visits_dealer;
DROP INDEX IF EXISTS dealers_kind;
${merchantIndex('dealers_city', 'dealers', ['province', 'city'])}
${replaceSortIndexes('dealers', [dealerListTable, storeListTable, blackListTable])}
${replaceSortIndexes('dealer_visits', [visitListTable])}
`,
    },
];

export const dealerOwners: Record<string, TableOwner> = {
    dealers: { owner: 'merchant', why: "the merchant's dealers and 4S stores, their audit, blacklist and deposit balance" },
    dealer_visits: { owner: 'merchant', why: "the merchant's staff visits to its dealers" },
};
