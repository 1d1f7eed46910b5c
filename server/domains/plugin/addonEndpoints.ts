import type { Endpoint } from '../../core/Endpoint';
import { ProtocolError } from '../../core/ProtocolError';
import { nowSeconds } from '../../core/nowSeconds';
import { recordOperation } from '../shared/recordOperation';
import { readField, type FieldRule } from '../shared/validate';
import { addonOptions } from './addonCatalogue';
import { merchantAddons } from './merchantAddons';

/**
 * install / uninstall by `key` (the console's plugin list sends the row's key), for the caller's
 * merchant only. One statement each decides, so two clicks at once install once: the second
 * finds the row there (or gone) and is refused.
 */
const keyRule: FieldRule = { name: 'key', title: '插件标识', required: true, max: 30 };
import { localizeOptions } from '../../tables/tableDefinition';

const toggle = (path: string, install: boolean): Endpoint => ({
    method: 'POST',
    path,
    fields: [],
    // The row key of addons/list (its pk), as a row action reads its id.
    key: keyRule,
    industries: 'all',
    handler: async ctx => {
        const key = readField<string>(ctx.params, keyRule);
        return ctx.db.transaction(async tx => {
            const { rows } = await tx.query<{ name: string }>('SELECT name FROM addons WHERE key = $1', [key]);
            const addon = rows[0];
            if (!addon) throw new ProtocolError('插件不存在');
            const { rows: changed } = install
                ? await tx.query('INSERT INTO addon_installs (suid, key, install_time) VALUES ($1, $2, $3) ON CONFLICT DO NOTHING RETURNING key', [
                      ctx.merchant,
                      key,
                      nowSeconds(),
                  ])
                : await tx.query('DELETE FROM addon_installs WHERE suid = $1 AND key = $2 RETURNING key', [ctx.merchant, key]);
            if (!changed[0]) throw new ProtocolError(install ? '该插件已安装，无需重复安装' : '该插件未安装');
            await recordOperation(tx, ctx, '插件', `${install ? '安装' : '卸载'}插件：${addon.name}(${key})`);
            return { key, installed: install };
        });
    },
});

export const addonEndpoints: Endpoint[] = [
    toggle('addons/install', true),
    toggle('addons/uninstall', false),
    {
        // The catalogue's categories: the platform's data, which every signed-in account may read.
        method: 'GET',
        path: 'addons/CateList',
        fields: [],
        industries: 'all',
        anyRole: true,
        handler: async ({ db, lang }) => {
            const { rows } = await db.query<{ cate: number; n: number }>('SELECT cate, count(*)::int AS n FROM addons GROUP BY cate');
            return localizeOptions(addonOptions.addonCate, lang).map(o => ({ ...o, count: rows.find(r => r.cate === o.value)?.n ?? 0 }));
        },
    },
    {
        // Public: the console reads it before deciding which plugin menus to show (the caller's
        // merchant's install state; none installed without a token).
        method: 'GET',
        path: 'addons/public/SupplierAddonList',
        fields: [],
        industries: 'all',
        handler: async ({ db, merchant }) =>
            (await merchantAddons(db, merchant)).map(r => ({ type: r.cate, key: r.key, name: r.name, installed: r.installed })),
    },
];
