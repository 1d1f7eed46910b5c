import type { TableOwner } from '../../core/TableOwner';
import { merchantColumn, merchantForeignKey } from '../../db/merchantSchema';
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
        {
            // An account's shortcuts belong to its merchant: existing ones to their account's.
            id: 'quickmenu-002-merchant-owner',
            assignsMerchant: ['quick_menus'],
            sql: `
${merchantColumn('quick_menus', '(SELECT u.suid FROM users u WHERE u.id = quick_menus.user_id)')}
${merchantForeignKey('quick_menus', 'user_id', 'users', 'CASCADE')}
ALTER TABLE quick_menus DROP CONSTRAINT IF EXISTS quick_menus_user_id_path_key;
CREATE UNIQUE INDEX IF NOT EXISTS quick_menus_suid_user_id_path ON quick_menus (suid, user_id, path);
`,
        },
    ],
    owners: {
        quick_menus: { owner: 'merchant', why: "an account's own shortcuts on the Workbench" },
    } satisfies Record<string, TableOwner>,
    tables: [],
    endpoints: quickMenuEndpoints,
};
