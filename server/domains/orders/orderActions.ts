import type { Db } from '../../core/Db';
import { ProtocolError } from '../../core/ProtocolError';
import { nowSeconds } from '../../core/nowSeconds';
import { rowAction } from '../shared/rowAction';
import { FREIGHT, ORDER, orderOptions } from './orderOptions';
import { MERCHANT_ROWS } from '../../core/TableOwner';
import { message, titleParam } from '../../i18n/Message';
import type { TextKey } from '../../i18n/catalogue';
import { DEFAULT_LANG } from '../../../protocol/lang';
import { localize } from '../../i18n/LocalText';

type Row = Record<string, unknown>;

const order = { industries: 'car', table: 'shop_orders', owner: MERCHANT_ROWS, label: '订单' } as const;

const addTrace = (tx: Db, orderId: unknown, content: string, time: number) =>
    tx.query('INSERT INTO shop_order_traces (order_id, content, trace_time) VALUES ($1, $2, $3)', [orderId, content, time]);

/** Why a paid-only step is refused for an order in another state (the row is locked by then). */
const refusePaidOnly = (row: Row, step: TextKey, done: TextKey) => {
    if (row.status === ORDER.unpaid) throw new ProtocolError(message('该订单未付款，不能{action}', { action: titleParam(step) }));
    if (row.status === ORDER.closed) throw new ProtocolError(message('该订单已关闭，不能{action}', { action: titleParam(step) }));
    if (row.status !== ORDER.paid) throw new ProtocolError(done);
};

/**
 * 发货: a paid express order gets its carrier and waybill number and becomes shipped. The row
 * is locked inside the transaction, so of two operators shipping the same order the second
 * finds it shipped and is refused.
 */
const ship = rowAction({
    ...order,
    path: 'seller/order/OrderDelivery',
    fields: [
        { name: 'carrier', title: '物流公司', kind: 'enum', required: true, options: orderOptions.carrier.map(o => o.value) },
        { name: 'waybill_no', title: '运单号', required: true, max: 30 },
    ],
    act: async (tx, row, _ctx, values) => {
        if (!/^[A-Za-z0-9]{6,30}$/.test(String(values.waybill_no))) throw new ProtocolError('运单号格式不正确，应为6-30位字母或数字');
        if (row.freight_mode === FREIGHT.store) throw new ProtocolError('到店订单无需发货，请使用核销');
        refusePaidOnly(row, '发货', '该订单已发货，不能重复发货');
        const now = nowSeconds();
        await tx.query('UPDATE shop_orders SET status = $2, carrier = $3, waybill_no = $4, ship_time = $5 WHERE id = $1', [
            row.id,
            ORDER.shipped,
            values.carrier,
            values.waybill_no,
            now,
        ]);
        // The trail and the log are records, kept in zh-cn.
        const carrier = localize(orderOptions.carrier.find(o => o.value === values.carrier)!.label, DEFAULT_LANG);
        await addTrace(tx, row.id, `商家已发货，${carrier} 运单号 ${values.waybill_no}`, now);
        return `订单${row.order_sn}发货（${carrier} ${values.waybill_no}）`;
    },
});

/** 关闭订单: only an unpaid order, with a reason. */
const close = rowAction({
    ...order,
    path: 'seller/order/OrderClose',
    fields: [{ name: 'close_reason', title: '关闭原因', required: true, max: 100 }],
    reason: 'close_reason',
    act: async (tx, row, _ctx, values) => {
        if (row.status === ORDER.closed) throw new ProtocolError('该订单已关闭，不能重复关闭');
        if (row.status !== ORDER.unpaid) throw new ProtocolError('只能关闭待付款的订单');
        const now = nowSeconds();
        await tx.query('UPDATE shop_orders SET status = $2, close_reason = $3, close_time = $4 WHERE id = $1', [
            row.id,
            ORDER.closed,
            values.close_reason,
            now,
        ]);
        await addTrace(tx, row.id, `商家关闭订单：${values.close_reason}`, now);
        return `关闭订单${row.order_sn}（${values.close_reason}）`;
    },
});

/** 商家备注: any order, any state; an empty remark clears it. */
const remark = rowAction({
    ...order,
    path: 'seller/order/OrderRemark',
    fields: [{ name: 'seller_remark', title: '商家备注', max: 200 }],
    reason: 'seller_remark',
    act: async (tx, row, _ctx, values) => {
        await tx.query('UPDATE shop_orders SET seller_remark = $2 WHERE id = $1', [row.id, values.seller_remark]);
        return `订单${row.order_sn}备注：${values.seller_remark || '（清空）'}`;
    },
});

/** 核销: a paid store order is consumed when the buyer's verification code matches. */
const verify = rowAction({
    ...order,
    path: 'seller/order/OrderVerify',
    fields: [{ name: 'verify_code', title: '核销码', required: true, max: 20 }],
    act: async (tx, row, _ctx, values) => {
        if (row.freight_mode !== FREIGHT.store) throw new ProtocolError('只有到店订单可以核销');
        refusePaidOnly(row, '核销', '该订单已核销，不能重复核销');
        if (String(values.verify_code) !== row.verify_code) throw new ProtocolError('核销码不正确');
        const now = nowSeconds();
        await tx.query('UPDATE shop_orders SET status = $2, finish_time = $3 WHERE id = $1', [row.id, ORDER.done, now]);
        await addTrace(tx, row.id, '到店核销完成', now);
        return `核销订单${row.order_sn}`;
    },
});

export const orderActions = [ship, close, remark, verify];
