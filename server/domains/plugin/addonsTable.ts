import { CURRENT_MERCHANT_SQL } from '../../db/merchantScope';
import type { TableSpec } from '../../tables/TableSpec';
import { addonOptions } from './addonCatalogue';

/**
 * /plugin/manage and /plugin/pluginSetup: `GET addons/list` is this generic table: the platform's
 * catalogue with the caller's merchant's install state (the merchant its transaction is set to).
 * Rows are keyed by the addon `key`, which install and uninstall take, so a row action sends `{key}`.
 */
export const addonsTable: TableSpec = {
    api: 'addons/list',
    industries: 'all',
    from: `(SELECT a.*, CASE WHEN i.key IS NULL THEN 0 ELSE 1 END AS installed, coalesce(i.install_time, 0) AS install_time
            FROM addons a LEFT JOIN addon_installs i ON i.key = a.key AND i.suid = ${CURRENT_MERCHANT_SQL}) AS addon_rows`,
    owner: { shared: "the platform's addon catalogue, each merchant seeing its own install state" },
    pk: 'key',
    columns: {
        // Hidden, but the catalogue's own order (default sort).
        id: { title: 'ID', type: 'hide', sort: true },
        logo: { title: '图标', type: 'image', item_width: 80 },
        name: { title: '插件名称', item_width: 140 },
        key: { title: '标识', item_width: 100 },
        cate: { title: '分类', type: 'select', options: addonOptions.addonCate, item_width: 100 },
        description: { title: '简介', item_align: 'left' },
        version: { title: '版本', item_width: 80 },
        price: { title: '价格', type: 'number', decimal: 2, item_width: 100, item_align: 'right' },
        installed: { title: '状态', type: 'select', options: addonOptions.installed, sort: true, item_width: 90 },
        install_time: { title: '安装时间', type: 'datetime', sort: true, item_width: 170 },
    },
    top_search: [
        { name: 'name', title: '插件名称' },
        { name: 'cate', title: '分类', type: 'select', options: addonOptions.addonCate },
        { name: 'installed', title: '状态', type: 'select', options: addonOptions.installed },
    ],
    defaultSort: { column: 'id', order: 'asc' },
    limit: 20,
};
