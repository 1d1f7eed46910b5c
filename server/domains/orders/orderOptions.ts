import { builtinOptions } from '../../declared/builtinOptions';
import options from './options.json' with { type: 'json' };

/** The domain's option lists (options.json), by name: its declarations name them, its seeds and actions read them. */
export const orderOptions = builtinOptions('orders/options.json', options);

/**
 * Order states of the marketplace's shop (parts, services, coupons). A store order (到店) is
 * `paid` while it waits to be consumed and `done` once its verification code is checked.
 */
export const ORDER = { unpaid: 0, paid: 1, shipped: 2, done: 3, closed: 4 } as const;

/** 1: shipped by express; 2: picked up or consumed in store (store orders). */
export const FREIGHT = { express: 1, store: 2 } as const;

/** After-sale requests: 1 refund only, 2 return goods then refund. */
export const AFTER_SALE = { refund: 1, return: 2 } as const;

/**
 * After-sale states. A refund-only request goes pending → refunded or rejected; a return goes
 * pending → approved (awaiting the goods) → received → refunded, or pending → rejected.
 */
export const AFTER_SALE_STATUS = { pending: 0, approved: 1, rejected: 2, received: 3, refunded: 4 } as const;

/** The states in which a request still waits for the seller: what the `refund`/`return` badges count. */
export const AFTER_SALE_OPEN = [AFTER_SALE_STATUS.pending, AFTER_SALE_STATUS.approved, AFTER_SALE_STATUS.received] as const;

export const refundReasonWords = ['不想要了', '商品与描述不符', '质量问题', '少件/漏发', '尺寸不合适', '发货太慢'];
