import { MERCHANT_STATUS } from '../../core/merchantStatus';
import type { Option } from '../../tables/TableSpec';

/** The industries a merchant may be of: a car dealer network, a bank (offline pay), a union merchant. */
export const INDUSTRIES = ['car', 'offlinepay', 'admin'] as const;
export type Industry = (typeof INDUSTRIES)[number];

export const industryOptions: Option[] = [
    { value: 'car', label: '二手车' },
    { value: 'offlinepay', label: '农商行' },
    { value: 'admin', label: '联盟' },
];

export const merchantStatusOptions: Option[] = [
    { value: MERCHANT_STATUS.active, label: '正常' },
    { value: MERCHANT_STATUS.suspended, label: '已暂停' },
    { value: MERCHANT_STATUS.removing, label: '删除中' },
];

/** What the list's row actions follow (`when`): the merchant's state, or `platform` for the platform's own, which is exported only. */
export const MERCHANT_ACTIONS = { active: 'active', suspended: 'suspended', removing: 'removing', platform: 'platform' } as const;

export const merchantActionsOptions: Option[] = [
    { value: MERCHANT_ACTIONS.active, label: '正常' },
    { value: MERCHANT_ACTIONS.suspended, label: '已暂停' },
    { value: MERCHANT_ACTIONS.removing, label: '删除中' },
    { value: MERCHANT_ACTIONS.platform, label: '平台自有' },
];
