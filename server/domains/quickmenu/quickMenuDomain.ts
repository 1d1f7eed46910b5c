import type { Domain } from '../Domain';
import { quickMenuEndpoints } from './quickMenuEndpoints';

/** Each account's quick-navigation shortcuts (home section). */
export const quickMenuDomain: Domain = {
    name: 'quickmenu',
    migrations: [
        {
            id: 'quickmenu-001',
            sql: `
CREATE TABLE quick_menus (
    id serial PRIMARY KEY,
    user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    full_path text NOT NULL,
    path text NOT NULL,
    name text NOT NULL DEFAULT '',
    title text NOT NULL,
    sort integer NOT NULL DEFAULT 0,
    UNIQUE (user_id, path)
);
`,
        },
    ],
    tables: [],
    endpoints: quickMenuEndpoints,
};
