import type { Domain } from '../Domain';
import { MERCHANT_COLUMN } from '../../core/TableOwner';
import { CURRENT_MERCHANT_SQL } from '../../db/merchantScope';
import { REVISIONS_TABLE } from '../../db/recordHistory';

/**
 * Every record's revisions (server/README.md, "Record history"): one row per write of a record by
 * an account, written by the database in the write's own transaction (db/recordHistory). Merchant
 * data like any other: the writer's merchant, row-level security, indexes led by the merchant,
 * but the retention's, which looks across merchants by age.
 */
export const historyDomain: Domain = {
    name: 'history',
    migrations: [
        {
            id: 'history-001-record-revisions',
            sql: `
CREATE TABLE ${REVISIONS_TABLE} (
    id bigserial PRIMARY KEY,
    ${MERCHANT_COLUMN} text NOT NULL DEFAULT ${CURRENT_MERCHANT_SQL},
    table_name text NOT NULL,
    record_id bigint NOT NULL,
    action text NOT NULL,
    operation text NOT NULL,
    version integer,
    changes jsonb NOT NULL,
    account_id integer,
    account_name text NOT NULL DEFAULT '',
    call text NOT NULL DEFAULT '',
    reason text,
    created_at bigint NOT NULL
);
CREATE INDEX ${REVISIONS_TABLE}_record ON ${REVISIONS_TABLE} (${MERCHANT_COLUMN}, table_name, record_id, id);
CREATE INDEX ${REVISIONS_TABLE}_deleted ON ${REVISIONS_TABLE} (${MERCHANT_COLUMN}, table_name, id) WHERE action = 'delete';
CREATE INDEX ${REVISIONS_TABLE}_created ON ${REVISIONS_TABLE} (created_at);
`,
        },
    ],
    owners: {
        [REVISIONS_TABLE]: { owner: 'merchant', why: "every write of the merchant's records, field by field, with who and when: history and restore" },
    },
    tables: [],
    endpoints: [],
};
