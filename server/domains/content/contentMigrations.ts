import { rebuildSortIndexes, sortIndexes } from '../../db/sortIndexes';
import { advertListTable, agreementListTable } from './contentTables';

export const contentMigrations = [
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
${sortIndexes('adverts', advertListTable)}

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
${sortIndexes('agreements', agreementListTable)}
`,
    },
    {
        // Sort indexes cover the summed and option-filtered columns (index-only pages and _count_sum);
        // the first scheme's (col, id) indexes that lists with fixed conditions no longer use go.
        id: 'content-003-covering-sort-indexes',
        sql: `
${rebuildSortIndexes('adverts', [advertListTable])}
${rebuildSortIndexes('agreements', [agreementListTable])}
`,
    },
];
