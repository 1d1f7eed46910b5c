import { ProtocolError } from '../../core/ProtocolError';
import { ownAccountCall } from '../shared/ownAccountCall';
import { readFields, type FieldRule } from '../shared/validate';
import { AFTER_SALE, AFTER_SALE_OPEN, AFTER_SALE_STATUS, FREIGHT, ORDER } from './orderOptions';

/**
 * GET seller/order/OrderCount, over the caller's merchant's orders that `order_status` and `freight_mode` narrow to:
 * `submit` all of them; express orders `pay` waiting for payment (待付款) and `send` paid and
 * waiting to be shipped (待发货); store orders `bepaid` waiting for payment and `becounsumed`
 * paid and waiting to be consumed (待核销). The menu badges and the order list's tabs read it.
 */
const orderCountFields: FieldRule[] = [
    { name: 'order_status', title: '订单状态', kind: 'enum', options: ['', ...Object.values(ORDER)] },
    { name: 'freight_mode', title: '配送方式', kind: 'enum', options: ['', ...Object.values(FREIGHT)] },
];

const orderCount = ownAccountCall({
    method: 'GET',
    path: 'seller/order/OrderCount',
    fields: orderCountFields,
    figures: { tables: ['shop_orders'] },
    handler: async ({ db, params, user }) => {
        const filters = readFields(params, orderCountFields);
        const values: unknown[] = [user?.suid ?? ''];
        const conditions = ['suid = $1'];
        if (filters.order_status !== '') conditions.push(`status = $${values.push(filters.order_status)}`);
        if (filters.freight_mode !== '') conditions.push(`freight_mode = $${values.push(filters.freight_mode)}`);
        const where = `WHERE ${conditions.join(' AND ')}`;
        const { rows } = await db.query<Record<string, number>>(
            `SELECT
                count(*)::int AS submit,
                count(*) FILTER (WHERE status = ${ORDER.unpaid} AND freight_mode = ${FREIGHT.express})::int AS pay,
                count(*) FILTER (WHERE status = ${ORDER.paid} AND freight_mode = ${FREIGHT.express})::int AS send,
                count(*) FILTER (WHERE status = ${ORDER.unpaid} AND freight_mode = ${FREIGHT.store})::int AS bepaid,
                count(*) FILTER (WHERE status = ${ORDER.paid} AND freight_mode = ${FREIGHT.store})::int AS becounsumed
             FROM shop_orders ${where}`,
            values
        );
        return rows[0];
    },
});

/**
 * GET seller/refund/RefundCount, over the caller's merchant's requests: refund-only ones waiting for their audit (`refund`), and
 * returns still waiting for the seller at any step: audit, goods received or refund (`return`,
 * also `returns`).
 */
const refundCount = ownAccountCall({
    method: 'GET',
    path: 'seller/refund/RefundCount',
    fields: [],
    figures: { tables: ['shop_after_sales'] },
    handler: async ({ db, user }) => {
        const { rows } = await db.query<{ refund: number; return: number }>(
            `SELECT count(*) FILTER (WHERE type = ${AFTER_SALE.refund} AND status = ${AFTER_SALE_STATUS.pending})::int AS refund,
                    count(*) FILTER (WHERE type = ${AFTER_SALE.return} AND status IN (${AFTER_SALE_OPEN.join(',')}))::int AS return
             FROM shop_after_sales WHERE suid = $1`,
            [user?.suid ?? '']
        );
        if (!rows[0]) throw new ProtocolError('统计失败');
        return { ...rows[0], returns: rows[0].return };
    },
});

export const counterEndpoints = [orderCount, refundCount];
