import type { Endpoint } from '../../core/Endpoint';
import { MERCHANT_ROWS } from '../../core/TableOwner';
import { findRow } from '../shared/crudEndpoints';
import { idRule, readId } from '../shared/validate';

/**
 * GET seller/order/OrderInfo?id=: the order with its buyer, its goods (`items`: name, spec,
 * price in cents, quantity) and its logistics trail (`traces`, oldest first). The verification
 * code of a store order is the buyer's: it is not sent.
 */
export const orderInfo: Endpoint = {
    method: 'GET',
    path: 'seller/order/OrderInfo',
    fields: [],
    key: idRule(),
    industries: 'car',
    record: { table: 'shop_orders' },
    handler: async ctx => {
        const id = readId(ctx.params);
        const order = await findRow(ctx.db, { table: 'shop_orders', owner: MERCHANT_ROWS, label: '订单' }, id, { ctx });
        delete order.verify_code;
        const [buyer, items, traces] = await Promise.all([
            ctx.db.query<{ buyer_name: string; buyer_phone: string }>('SELECT nickname AS buyer_name, phone AS buyer_phone FROM members WHERE id = $1', [
                order.member_id ?? 0,
            ]),
            ctx.db.query('SELECT goods_name, spec, price, quantity FROM shop_order_items WHERE order_id = $1 ORDER BY id', [id]),
            ctx.db.query('SELECT content, trace_time FROM shop_order_traces WHERE order_id = $1 ORDER BY trace_time, id', [id]),
        ]);
        return { ...order, buyer_name: buyer.rows[0]?.buyer_name ?? '', buyer_phone: buyer.rows[0]?.buyer_phone ?? '', items: items.rows, traces: traces.rows };
    },
};
