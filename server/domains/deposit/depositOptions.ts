import type { Option } from '../../tables/TableSpec';

/** Kinds of a dealer's deposit movement (wallet log). */
export const WALLET_LOG = { payIn: 1, adminRecharge: 2, adminDeduct: 3, refund: 4, penalty: 5 } as const;

export const walletLogTypeOptions: Option[] = [
    { value: 1, label: '在线缴纳' },
    { value: 2, label: '后台充值' },
    { value: 3, label: '后台扣除' },
    { value: 4, label: '保证金退还' },
    { value: 5, label: '违约扣款' },
];

export const payTypeOptions: Option[] = [
    { value: 1, label: '微信支付' },
    { value: 2, label: '支付宝' },
    { value: 3, label: '银行转账' },
];

export const RECHARGE = { unpaid: 0, paid: 1, closed: 2 } as const;

export const rechargeStatusOptions: Option[] = [
    { value: 0, label: '待支付' },
    { value: 1, label: '已支付' },
    { value: 2, label: '已关闭' },
];

export const REFUND = { pending: 0, approved: 1, rejected: 2 } as const;

export const refundStatusOptions: Option[] = [
    { value: 0, label: '待审核' },
    { value: 1, label: '已通过' },
    { value: 2, label: '已驳回' },
];

export const refundReasons = ['不再参与竞拍', '竞拍未成交，申请退回', '账户注销', '资金周转需要', '更换竞拍账号'];
