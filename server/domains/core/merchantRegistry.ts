import type { Migration } from '../../db/Migration';
import type { TableOwner } from '../../core/TableOwner';
import { MERCHANT_STATUS } from '../../core/merchantStatus';

/**
 * The platform's registry of merchants (server/README.md, "Merchants"): one row per seller
 * organisation, its name, industry and state. A merchant's own business lives in the merchant
 * tables under its `suid`; this row is the platform's decision about it (active, suspended, being
 * removed), so only the platform writes it and sign-in, every call's caller and the business entry
 * pages read it.
 *
 * Every merchant that has an owner account gets its registry row: named after the owner's
 * nickname (or login name), a name two owners share made unique by the merchant's number.
 * Idempotent; run by the migration (databases from before the registry) and after the seed.
 */
export const REGISTER_OWNERS_SQL = `
WITH owners AS (
    SELECT DISTINCT ON (suid) suid, coalesce(nullif(btrim(nickname), ''), username) AS name, industry_type, create_time
      FROM users WHERE parent_id IS NULL ORDER BY suid, id
)
INSERT INTO merchants (suid, name, industry, status, create_time)
SELECT suid, CASE WHEN count(*) OVER (PARTITION BY lower(name)) > 1 THEN name || ' (' || suid || ')' ELSE name END, industry_type, ${MERCHANT_STATUS.active}, create_time
  FROM owners
    ON CONFLICT (suid) DO NOTHING;`;

export const merchantRegistryMigrations: Migration[] = [
    {
        id: 'core-005-merchant-registry',
        sql: `
CREATE TABLE merchants (
    suid text PRIMARY KEY,
    name text NOT NULL,
    industry text NOT NULL,
    status smallint NOT NULL DEFAULT ${MERCHANT_STATUS.active},
    create_time bigint NOT NULL DEFAULT (extract(epoch from now())::bigint),
    status_time bigint NOT NULL DEFAULT 0,
    removal_rows bigint NOT NULL DEFAULT 0,
    removal_done bigint NOT NULL DEFAULT 0,
    removal_heartbeat bigint NOT NULL DEFAULT 0,
    removal_error text NOT NULL DEFAULT ''
);
CREATE UNIQUE INDEX merchants_name_key ON merchants (lower(name));
CREATE INDEX merchants_create_time_sort ON merchants (create_time, suid);
${REGISTER_OWNERS_SQL}
`,
    },
];

export const merchantRegistryOwners: Record<string, TableOwner> = {
    merchants: {
        owner: 'platform',
        why: 'the registry of merchants: name, industry and state (active, suspended, being removed), which only the platform administrator changes',
    },
};
