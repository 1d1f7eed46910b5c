import type { Option } from '../../tables/TableSpec';

/**
 * Order states of the marketplace's shop (parts, services, coupons). A store order (到店) is
 * `paid` while it waits to be consumed and `done` once its verification code is checked.
 */
export const ORDER = { unpaid: 0, paid: 1, shipped: 2, done: 3, closed: 4 } as const;

export const orderStatusOptions: Option[] = [
    { value: ORDER.unpaid, label: '待付款' },
    { value: ORDER.paid, label: '待发货' },
    { value: ORDER.shipped, label: '已发货' },
    { value: ORDER.done, label: '已完成' },
    { value: ORDER.closed, label: '已关闭' },
];

/** 1: shipped by express; 2: picked up or consumed in store (store orders). */
export const FREIGHT = { express: 1, store: 2 } as const;

export const freightOptions: Option[] = [
    { value: FREIGHT.express, label: '快递' },
    { value: FREIGHT.store, label: '到店' },
];

export const carrierOptions: Option[] = [
    { value: 'SF', label: '顺丰速运' },
    { value: 'ZTO', label: '中通快递' },
    { value: 'YTO', label: '圆通速递' },
    { value: 'YD', label: '韵达快递' },
    { value: 'JD', label: '京东物流' },
    { value: 'EMS', label: 'EMS' },
];

/** After-sale requests: 1 refund only, 2 return goods then refund. */
export const AFTER_SALE = { refund: 1, return: 2 } as const;

/**
 * After-sale states. A refund-only request goes pending → refunded or rejected; a return goes
 * pending → approved (awaiting the goods) → received → refunded, or pending → rejected.
 */
export const AFTER_SALE_STATUS = { pending: 0, approved: 1, rejected: 2, received: 3, refunded: 4 } as const;

export const afterSaleStatusOptions: Option[] = [
    { value: AFTER_SALE_STATUS.pending, label: '待审核' },
    { value: AFTER_SALE_STATUS.approved, label: '待退货' },
    { value: AFTER_SALE_STATUS.rejected, label: '已驳回' },
    { value: AFTER_SALE_STATUS.received, label: '已收货' },
    { value: AFTER_SALE_STATUS.refunded, label: '已退款' },
];

/** The states in which a request still waits for the seller: what the `refund`/`return` badges count. */
export const AFTER_SALE_OPEN = [AFTER_SALE_STATUS.pending, AFTER_SALE_STATUS.approved, AFTER_SALE_STATUS.received] as const;

export const refundReasonWords = ['不想要了', '商品与描述不符', '质量问题', '少件/漏发', '尺寸不合适', '发货太慢'];
