import type { Option } from '../../tables/TableSpec';

/**
 * The marketing plugins and their activity lists: one table of activities, each row owned by
 * one addon. `limitTitle` names what `limit_num` means for that kind of activity.
 */
export const marketingAddons = {
    lottery: { prefix: 'addons/lottery/seller/Lottery', label: '抽奖活动', limitTitle: '每人抽奖次数', minLimit: 1 },
    seckill: { prefix: 'addons/seckill/seller/Seckill', label: '秒杀活动', limitTitle: '每人限购数量', minLimit: 1 },
    group: { prefix: 'addons/group/seller/Group', label: '拼团活动', limitTitle: '成团人数', minLimit: 2 },
} as const;

export type MarketingAddon = keyof typeof marketingAddons;

export const activityStatusOptions: Option[] = [
    { value: 1, label: '已启用' },
    { value: 0, label: '已停用' },
];
