import type { Endpoint } from '../../core/Endpoint';
import { ProtocolError } from '../../core/ProtocolError';
import type { TableSpec } from '../../tables/TableSpec';
import { crudEndpoints } from '../shared/crudEndpoints';
import { moneyColumn } from '../shared/moneyColumn';
import { nowSeconds } from '../../core/nowSeconds';
import { rowAction } from '../shared/rowAction';
import type { FieldRule } from '../shared/validate';
import { activityStatusOptions, marketingAddons, type MarketingAddon } from './marketingAddons';
import { MERCHANT_ROWS } from '../../core/TableOwner';

// A plugin's calls answer only while it is installed: `server/tenancy/requireInstalledAddon.ts`
// refuses every `addons/<key>/…` call of an uninstalled addon before it reaches these endpoints.

/** The activity list of one marketing addon: `{prefix}List`. */
export const activityTable = (addon: MarketingAddon): TableSpec => {
    const { prefix, limitTitle } = marketingAddons[addon];
    return {
        api: `${prefix}List`,
        industries: 'car',
        from: `(SELECT * FROM marketing_activities WHERE addon = '${addon}') AS activities`,
        owner: MERCHANT_ROWS,
        pk: 'id',
        columns: {
            id: { title: 'ID', sort: true, item_width: 80 },
            title: { title: '活动名称', item_width: 200, item_align: 'left' },
            goods_name: { title: '活动商品', item_width: 180, item_align: 'left' },
            activity_price: moneyColumn('活动价', { sum: false, sort: true }),
            stock: { title: '活动库存', type: 'number', sort: true, item_width: 100 },
            limit_num: { title: limitTitle, type: 'number', item_width: 110 },
            start_time: { title: '开始时间', type: 'datetime', sort: true, item_width: 170 },
            end_time: { title: '结束时间', type: 'datetime', sort: true, item_width: 170 },
            status: { title: '状态', type: 'select', options: activityStatusOptions, item_width: 90 },
            create_time: { title: '创建时间', type: 'datetime', sort: true, showTableRow: false },
        },
        top_search: [
            { name: 'title', title: '活动名称' },
            { name: 'status', title: '状态', type: 'select', options: activityStatusOptions },
            { name: 'start_time', title: '开始时间', type: 'datetime' },
        ],
        defaultSort: { column: 'id', order: 'desc' },
        show_excel: true,
    };
};

const fieldsOf = (addon: MarketingAddon): FieldRule[] => [
    { name: 'title', title: '活动名称', required: true, max: 40 },
    { name: 'goods_name', title: '活动商品', required: true, max: 40 },
    { name: 'activity_price', title: '活动价', kind: 'cents', required: true, min: 1 },
    { name: 'stock', title: '活动库存', kind: 'int', required: true, min: 1, max: 99999 },
    { name: 'limit_num', title: marketingAddons[addon].limitTitle, kind: 'int', required: true, min: marketingAddons[addon].minLimit, max: 999 },
    { name: 'start_time', title: '开始时间', kind: 'timestamp', required: true },
    { name: 'end_time', title: '结束时间', kind: 'timestamp', required: true },
];

/** Info, add, edit, enable and disable of one addon's activities. */
export const activityEndpoints = (addon: MarketingAddon): Endpoint[] => {
    const { prefix, label } = marketingAddons[addon];
    const located = { industries: 'car', table: 'marketing_activities', owner: MERCHANT_ROWS, label, scope: `addon = '${addon}'` } as const;
    const toggle = (suffix: string, status: 0 | 1) =>
        rowAction({
            ...located,
            path: `${prefix}${suffix}`,
            act: async (tx, row) => {
                if (row.status === status) throw new ProtocolError(status ? '该活动已启用' : '该活动已停用');
                await tx.query('UPDATE marketing_activities SET status = $2 WHERE id = $1', [row.id, status]);
                return `${status ? '启用' : '停用'}${label}`;
            },
        });
    return [
        ...crudEndpoints({
            ...located,
            fields: fieldsOf(addon),
            info: `${prefix}Info`,
            create: `${prefix}Add`,
            update: `${prefix}Edit`,
            // New activities start disabled: an operator enables one once it is checked.
            createDefaults: () => ({ addon, status: 0, create_time: nowSeconds() }),
            check: async (_tx, values, existing) => {
                const start = Number(values.start_time ?? existing?.start_time);
                const end = Number(values.end_time ?? existing?.end_time);
                if (end <= start) throw new ProtocolError('结束时间必须晚于开始时间');
            },
        }),
        toggle('Enable', 1),
        toggle('Disable', 0),
    ];
};
