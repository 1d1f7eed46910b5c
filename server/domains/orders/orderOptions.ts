/** Order states of the marketplace's shop (parts, services, coupons): what the menu badges count. */
export const ORDER = { unpaid: 0, paid: 1, shipped: 2, done: 3, closed: 4 } as const;

/** 1: shipped by express; 2: picked up or consumed in store (store orders). */
export const FREIGHT = { express: 1, store: 2 } as const;

/** After-sale requests: 1 refund only, 2 return goods; status 0 pending, 1 agreed, 2 refused. */
export const AFTER_SALE = { refund: 1, return: 2 } as const;
