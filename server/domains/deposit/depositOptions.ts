import { builtinOptions } from '../../declared/builtinOptions';
import options from './options.json' with { type: 'json' };

/** The domain's option lists (options.json), by name: its declarations name them, its seeds and actions read them. */
export const depositOptions = builtinOptions('deposit/options.json', options);

/** Kinds of a dealer's deposit movement (wallet log). */
export const WALLET_LOG = { payIn: 1, adminRecharge: 2, adminDeduct: 3, refund: 4, penalty: 5 } as const;

export const RECHARGE = { unpaid: 0, paid: 1, closed: 2 } as const;

export const REFUND = { pending: 0, approved: 1, rejected: 2 } as const;

export const refundReasons = ['不再参与竞拍', '竞拍未成交，申请退回', '账户注销', '资金周转需要', '更换竞拍账号'];
