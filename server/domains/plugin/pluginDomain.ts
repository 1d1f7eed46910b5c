import type { TableOwner } from '../../core/TableOwner';
import { CURRENT_MERCHANT_SQL } from '../../db/merchantScope';
import type { Domain } from '../Domain';
import { DEMO_MERCHANTS } from '../shared/seedMerchants';
import { placeholderImage } from '../shared/placeholderImage';
import { SEED_NOW, DAY } from '../shared/seedClock';
import { insertRows } from '../shared/insertRows';
import { addonCatalogue } from './addonCatalogue';
import { addonEndpoints } from './addonEndpoints';
import { addonsTable } from './addonsTable';

/** /plugin: the addon catalogue, install and uninstall. */
export const pluginDomain: Domain = {
    name: 'plugin',
    migrations: [
        {
            id: 'plugin-001-addons',
            sql: `
CREATE TABLE addons (
    id serial PRIMARY KEY,
    key text NOT NULL UNIQUE,
    name text NOT NULL,
    cate smallint NOT NULL,
    logo text NOT NULL DEFAULT '',
    description text NOT NULL DEFAULT '',
    version text NOT NULL,
    price bigint NOT NULL DEFAULT 0,
    installed smallint NOT NULL DEFAULT 0,
    install_time bigint NOT NULL DEFAULT 0
);
CREATE INDEX addons_installed_sort ON addons (installed, id);
CREATE INDEX addons_install_time_sort ON addons (install_time, id);
`,
        },
        {
            // Each merchant installs addons for itself: the one install state of the server becomes
            // every existing merchant's own; the catalogue stays the platform's.
            id: 'plugin-002-merchant-installs',
            sql: `
CREATE TABLE addon_installs (
    suid text NOT NULL DEFAULT ${CURRENT_MERCHANT_SQL},
    key text NOT NULL REFERENCES addons(key) ON DELETE CASCADE ON UPDATE CASCADE,
    install_time bigint NOT NULL,
    PRIMARY KEY (suid, key)
);
INSERT INTO addon_installs (suid, key, install_time)
    SELECT u.suid, a.key, a.install_time FROM addons a CROSS JOIN (SELECT DISTINCT suid FROM users WHERE parent_id IS NULL) u
     WHERE a.installed = 1 ORDER BY u.suid, a.id;
DROP INDEX IF EXISTS addons_installed_sort;
DROP INDEX IF EXISTS addons_install_time_sort;
ALTER TABLE addons DROP COLUMN installed, DROP COLUMN install_time;
`,
        },
    ],
    owners: {
        addons: { owner: 'platform', why: 'the addon catalogue and its prices, which the platform offers every merchant' },
        addon_installs: { owner: 'merchant', why: 'which addons a merchant installed: its plugin menus and calls follow them' },
    } satisfies Record<string, TableOwner>,
    seed: async db => {
        await insertRows(
            db,
            'addons',
            ['key', 'name', 'cate', 'logo', 'description', 'version', 'price'],
            addonCatalogue.map((a, i) => [a.key, a.name, a.cate, placeholderImage('icon', a.name.slice(0, 2), i), a.description, a.version, a.price])
        );
        // Every demo merchant starts with the catalogue's default installs.
        await insertRows(
            db,
            'addon_installs',
            ['suid', 'key', 'install_time'],
            DEMO_MERCHANTS.flatMap(suid => addonCatalogue.flatMap((a, i) => (a.installed ? [[suid, a.key, SEED_NOW - (300 - i * 7) * DAY]] : [])))
        );
    },
    tables: [addonsTable],
    endpoints: addonEndpoints,
};
