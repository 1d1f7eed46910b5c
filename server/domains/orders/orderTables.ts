import { builtinTable } from '../../declared/builtinTable';
import { orderOptions } from './orderOptions';
import orders from './tables/orders.json' with { type: 'json' };
import refunds from './tables/refunds.json' with { type: 'json' };
import returns from './tables/returns.json' with { type: 'json' };

/**
 * Orders with their buyer and a one-line summary of their goods. The console's order lists
 * (all, to pay, to ship, store orders…) are this one table with fixed `freight_mode` and
 * `status` filters.
 */
export const orderTable = builtinTable('orders/tables/orders.json', orders, orderOptions);

/** Refund-only requests (仅退款, after-sale type 1). */
export const refundTable = builtinTable('orders/tables/refunds.json', refunds, orderOptions);

/** Return requests (退货退款, after-sale type 2). */
export const returnTable = builtinTable('orders/tables/returns.json', returns, orderOptions);
