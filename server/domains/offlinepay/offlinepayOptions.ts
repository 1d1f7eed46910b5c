import type { Option } from '../../tables/TableSpec';

export const branches = ['城东支行', '城西支行', '城南支行', '高新区支行', '经济开发区支行', '营业部'] as const;
export const branchOptions: Option[] = branches.map(b => ({ value: b, label: b }));

export const positionOptions: Option[] = [
    { value: 1, label: '客户经理' },
    { value: 2, label: '柜员' },
    { value: 3, label: '大堂经理' },
    { value: 4, label: '支行行长' },
];

export const staffStatusOptions: Option[] = [
    { value: 1, label: '在职' },
    { value: 0, label: '离职' },
];

export const BALANCE_LOG = { collect: 1, withdraw: 2, reward: 3, adjust: 4 } as const;

export const balanceLogTypeOptions: Option[] = [
    { value: 1, label: '收款入账' },
    { value: 2, label: '提现扣减' },
    { value: 3, label: '营销奖励' },
    { value: 4, label: '余额调整' },
];

export const cashStatusOptions: Option[] = [
    { value: 0, label: '审核中' },
    { value: 1, label: '已到账' },
    { value: 2, label: '已驳回' },
];
