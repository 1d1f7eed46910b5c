import { ProtocolError } from '../../http/Endpoint';
import { ownAccountCall } from '../shared/ownAccountCall';
import { readFields } from '../shared/validate';
import { AFTER_SALE, FREIGHT, ORDER } from './orderOptions';


/**
 * GET seller/order/OrderCount: `submit` unpaid, `pay` paid to ship, `send` shipped, and for
 * store orders `bepaid` unpaid and `becounsumed` paid not yet consumed. Optional `order_status`
 * and `freight_mode` narrow the counted orders.
 */
const orderCount = ownAccountCall({
    method: 'GET',
    path: 'seller/order/OrderCount',
    handler: async ({ db, params }) => {
        const filters = readFields(params, [
            { name: 'order_status', title: '订单状态', kind: 'enum', options: ['', ...Object.values(ORDER)] },
            { name: 'freight_mode', title: '配送方式', kind: 'enum', options: ['', ...Object.values(FREIGHT)] },
        ]);
        const conditions: string[] = [];
        const values: unknown[] = [];
        if (filters.order_status !== '') conditions.push(`status = $${values.push(filters.order_status)}`);
        if (filters.freight_mode !== '') conditions.push(`freight_mode = $${values.push(filters.freight_mode)}`);
        const where = conditions.length ? `WHERE ${conditions.join(' AND ')}` : '';
        const { rows } = await db.query<Record<string, number>>(
            `SELECT
                count(*) FILTER (WHERE status = ${ORDER.unpaid} AND freight_mode = ${FREIGHT.express})::int AS submit,
                count(*) FILTER (WHERE status = ${ORDER.paid} AND freight_mode = ${FREIGHT.express})::int AS pay,
                count(*) FILTER (WHERE status = ${ORDER.shipped} AND freight_mode = ${FREIGHT.express})::int AS send,
                count(*) FILTER (WHERE status = ${ORDER.unpaid} AND freight_mode = ${FREIGHT.store})::int AS bepaid,
                count(*) FILTER (WHERE status = ${ORDER.paid} AND freight_mode = ${FREIGHT.store})::int AS becounsumed
             FROM shop_orders ${where}`,
            values
        );
        return rows[0];
    },
});

/** GET seller/refund/RefundCount: pending refund-only (`refund`) and return (`return`, also `returns`) requests. */
const refundCount = ownAccountCall({
    method: 'GET',
    path: 'seller/refund/RefundCount',
    handler: async ({ db }) => {
        const { rows } = await db.query<{ refund: number; return: number }>(
            `SELECT count(*) FILTER (WHERE after_sale_type = ${AFTER_SALE.refund})::int AS refund,
                    count(*) FILTER (WHERE after_sale_type = ${AFTER_SALE.return})::int AS return
             FROM shop_orders WHERE after_sale_status = 0`
        );
        if (!rows[0]) throw new ProtocolError('统计失败');
        return { ...rows[0], returns: rows[0].return };
    },
});

export const counterEndpoints = [orderCount, refundCount];
