import type { Domain } from '../Domain';
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
    ],
    seed: db =>
        insertRows(
            db,
            'addons',
            ['key', 'name', 'cate', 'logo', 'description', 'version', 'price', 'installed', 'install_time'],
            addonCatalogue.map((a, i) => [
                a.key,
                a.name,
                a.cate,
                placeholderImage('icon', a.name.slice(0, 2), i),
                a.description,
                a.version,
                a.price,
                a.installed,
                a.installed ? SEED_NOW - (300 - i * 7) * DAY : 0,
            ])
        ),
    tables: [addonsTable],
    endpoints: addonEndpoints,
};
