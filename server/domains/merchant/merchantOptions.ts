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
