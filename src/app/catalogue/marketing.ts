import { datetime, number, price, text } from '../../resources/fields';
import { marketing } from './sections';

/**
 * One marketing plugin's pages (SPEC §4: shown only while its addon is installed): the activity
 * list, add, edit, enable and disable, on the addon's `{prefix}List/Info/Add/Edit/Enable/Disable`.
 */
type Addon = 'lottery' | 'seckill' | 'group';

/** Field label key of `limit_num`, whose meaning differs per plugin. */
const limitLabels: Record<Addon, string> = { lottery: 'lotteryLimit', seckill: 'seckillLimit', group: 'groupLimit' };

const activityPages = (addon: Addon, prefix: string) => {
    const list = `/marketing/${addon}/list`;
    const shared = { parent: list, noCache: true, addon };
    return [
        marketing.list(list, {
            addon,
            api: `${prefix}List`,
            calls: { getOne: `${prefix}Info`, create: `${prefix}Add`, update: `${prefix}Edit` },
            fields: [
                text('title', { label: 'activityTitle', required: true, maxLength: 40 }),
                text('goods_name', { label: 'activityGoods', required: true, maxLength: 40 }),
                price('activity_price', { label: 'activityPrice', required: true }),
                number('stock', { label: 'activityStock', required: true, decimals: 0 }),
                number('limit_num', { label: limitLabels[addon], required: true, decimals: 0 }),
                datetime('start_time', { label: 'activityStart', required: true }),
                datetime('end_time', { label: 'activityEnd', required: true }),
            ],
        }),
        marketing.create(`/marketing/${addon}/add`, shared),
        marketing.edit(`/marketing/${addon}/edit/:id`, shared),
        marketing.action(`/marketing/${addon}/enable`, { ...shared, when: { field: 'status', values: [0] }, action: { call: `${prefix}Enable` } }),
        marketing.action(`/marketing/${addon}/disable`, { ...shared, when: { field: 'status', values: [1] }, action: { call: `${prefix}Disable` } }),
    ];
};

export default [
    ...activityPages('lottery', 'addons/lottery/seller/Lottery'),
    ...activityPages('seckill', 'addons/seckill/seller/Seckill'),
    ...activityPages('group', 'addons/group/seller/Group'),
];
