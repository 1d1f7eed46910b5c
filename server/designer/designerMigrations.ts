import type { Migration } from '../db/Migration';
import type { TableOwner } from '../core/TableOwner';

/** The table whose rows are every version of every resource made in the designer. */
export const DESIGN_VERSIONS = 'designer_versions';

/**
 * The declaration, entry and difference are JSON text, not jsonb: jsonb orders an object's keys
 * its own way, and a declaration's key order is its columns' display order.
 */
export const designerMigrations: Migration[] = [
    {
        id: 'designer-001-versions',
        sql: `
CREATE TABLE ${DESIGN_VERSIONS} (
    id serial PRIMARY KEY,
    name text NOT NULL,
    version integer NOT NULL,
    action text NOT NULL,
    declaration text NOT NULL,
    entry text NOT NULL,
    diff text NOT NULL,
    author_id integer,
    author text NOT NULL DEFAULT '',
    create_time bigint NOT NULL,
    UNIQUE (name, version)
);
`,
    },
];

export const designerOwners: Record<string, TableOwner> = {
    [DESIGN_VERSIONS]: {
        owner: 'platform',
        why: 'the resources made in the designer, every version: read by the published menu entries, written by the platform administrator only',
    },
};
