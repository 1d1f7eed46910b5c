import { merchantColumn, merchantIndex } from '../../db/merchantSchema';
import type { Migration } from '../../db/Migration';
import { FIRST_CAR_MERCHANT_SQL } from '../shared/seedMerchants';

export const contentMigrations: Migration[] = [
    {
        id: 'content-001-adverts-agreements',
        sql: `
CREATE TABLE adverts (
    id serial PRIMARY KEY,
    title text NOT NULL,
    position smallint NOT NULL,
    image text NOT NULL,
    link text NOT NULL DEFAULT '',
    sort integer NOT NULL DEFAULT 0,
    is_show smallint NOT NULL DEFAULT 1,
    start_time bigint NOT NULL,
    end_time bigint NOT NULL,
    clicks integer NOT NULL DEFAULT 0,
    create_time bigint NOT NULL
);

CREATE TABLE agreements (
    id serial PRIMARY KEY,
    title text NOT NULL,
    type smallint NOT NULL,
    version text NOT NULL DEFAULT '',
    content text NOT NULL,
    is_show smallint NOT NULL DEFAULT 1,
    create_time bigint NOT NULL,
    update_time bigint NOT NULL
);
CREATE INDEX agreements_type ON agreements (type, is_show);
`,
    },
    {
        // Every merchant keeps its own adverts and agreements: the existing ones go to the first
        // car merchant, and every other merchant gets its own copy of the agreements it published.
        id: 'content-004-merchant-owner',
        assignsMerchant: ['adverts', 'agreements'],
        sql: `
${merchantColumn('adverts', FIRST_CAR_MERCHANT_SQL)}
${merchantColumn('agreements', FIRST_CAR_MERCHANT_SQL)}
INSERT INTO agreements (suid, title, type, version, content, is_show, create_time, update_time)
    SELECT u.suid, a.title, a.type, a.version, a.content, a.is_show, a.create_time, a.update_time
      FROM agreements a CROSS JOIN (SELECT DISTINCT suid FROM users WHERE parent_id IS NULL) u
     WHERE u.suid <> a.suid ORDER BY u.suid, a.id;
${merchantIndex('agreements_type', 'agreements', ['type', 'is_show'])}
`,
    },
];
