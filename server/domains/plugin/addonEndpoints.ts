import type { Endpoint } from '../../core/Endpoint';
import { ProtocolError } from '../../core/ProtocolError';
import { nowSeconds } from '../../core/nowSeconds';
import { recordOperation } from '../shared/recordOperation';
import { readField } from '../shared/validate';
import { addonCateOptions } from './addonCatalogue';
import { localizeOptions } from '../../tables/tableDefinition';

/** install / uninstall by `key` (the console's plugin list sends the row's key). */
const toggle = (path: string, install: boolean): Endpoint => ({
    method: 'POST',
    path,
    industries: 'all',
    handler: async ctx => {
        const key = readField<string>(ctx.params, { name: 'key', title: '插件标识', required: true, max: 30 });
        return ctx.db.transaction(async tx => {
            const { rows } = await tx.query<{ id: number; name: string; installed: number }>(
                'SELECT id, name, installed FROM addons WHERE key = $1 FOR UPDATE',
                [key]
            );
            const addon = rows[0];
            if (!addon) throw new ProtocolError('插件不存在');
            if (install && addon.installed === 1) throw new ProtocolError('该插件已安装，无需重复安装');
            if (!install && addon.installed !== 1) throw new ProtocolError('该插件未安装');
            await tx.query('UPDATE addons SET installed = $2, install_time = $3 WHERE id = $1', [addon.id, install ? 1 : 0, install ? nowSeconds() : 0]);
            await recordOperation(tx, ctx, '插件', `${install ? '安装' : '卸载'}插件：${addon.name}(${key})`);
            return { key, installed: install };
        });
    },
});

export const addonEndpoints: Endpoint[] = [
    toggle('addons/install', true),
    toggle('addons/uninstall', false),
    {
        method: 'GET',
        path: 'addons/CateList',
        industries: 'all',
        handler: async ({ db, lang }) => {
            const { rows } = await db.query<{ cate: number; n: number }>('SELECT cate, count(*)::int AS n FROM addons GROUP BY cate');
            return localizeOptions(addonCateOptions, lang).map(o => ({ ...o, count: rows.find(r => r.cate === o.value)?.n ?? 0 }));
        },
    },
    {
        // Public: the console reads it before deciding which plugin menus to show.
        method: 'GET',
        path: 'addons/public/SupplierAddonList',
        industries: 'all',
        handler: async ({ db }) => {
            const { rows } = await db.query<{ key: string; cate: number; name: string; installed: number }>(
                'SELECT key, cate, name, installed FROM addons ORDER BY id'
            );
            return rows.map(r => ({ type: r.cate, key: r.key, name: r.name, installed: r.installed === 1 }));
        },
    },
];
