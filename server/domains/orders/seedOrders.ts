import type { Db } from '../../core/Db';
import { insertRows } from '../shared/insertRows';
import { orderSn } from '../shared/orderSn';
import type { SeedOptions } from '../../db/SeedOptions';
import type { Prng } from '../shared/Prng';
import { DAY, SEED_NOW } from '../shared/seedClock';
import { carMerchants, merchantPrng, type SeedMerchant } from '../shared/seedMerchants';
import { AFTER_SALE, AFTER_SALE_STATUS, FREIGHT, ORDER, refundReasonWords, orderOptions } from './orderOptions';

const ORDERS = 240;
/** A second merchant's shop is smaller: still every state and tab. */
const LATER_ORDERS = 40;
const YUAN = 100;

const goods = [
    { name: '原厂机油保养套餐', spec: '5W-30 4L', price: 399 },
    { name: '空调滤芯', spec: '活性炭', price: 89 },
    { name: '雨刮片', spec: '24+18寸', price: 128 },
    { name: '行车记录仪', spec: '前后双录', price: 499 },
    { name: '车载香薰', spec: '海洋味', price: 59 },
    { name: '全车精洗券', spec: '门店通用', price: 168 },
    { name: '轮胎', spec: '225/55 R17', price: 650 },
    { name: '脚垫', spec: '全包围', price: 299 },
];
const receivers = ['张伟', '李娜', '王强', '刘洋', '陈静', '杨帆', '赵磊', '黄敏'];
const addresses = ['上海市浦东新区张江路88号', '杭州市西湖区文三路199号', '南京市鼓楼区中山北路30号', '苏州市工业园区星湖街328号', '合肥市蜀山区长江西路66号'];
const buyerRemarks = ['', '', '请尽快发货', '工作日送货', '发票抬头：个人'];

/**
 * Every (freight mode, state) pair first, so that each tab and badge has rows whatever the
 * PRNG draws; store orders are never "shipped".
 */
const guaranteed: Array<[number, number]> = [
    ...[ORDER.unpaid, ORDER.paid, ORDER.shipped, ORDER.done, ORDER.closed].map(s => [FREIGHT.express, s] as [number, number]),
    ...[ORDER.unpaid, ORDER.paid, ORDER.done, ORDER.closed].map(s => [FREIGHT.store, s] as [number, number]),
];

const pickState = (rng: Prng, index: number): [number, number] => {
    if (index < guaranteed.length) return guaranteed[index];
    const freight = rng.chance(0.7) ? FREIGHT.express : FREIGHT.store;
    const status = rng.pick([ORDER.unpaid, ORDER.paid, ORDER.paid, ORDER.shipped, ORDER.done, ORDER.done, ORDER.closed]);
    return [freight, freight === FREIGHT.store && status === ORDER.shipped ? ORDER.done : status];
};

/** Each car merchant's shop orders. */
export const seedOrders = async (db: Db, options: SeedOptions) => {
    for (const merchant of carMerchants(options)) await seedMerchantOrders(db, merchant);
};

/**
 * Orders with items, a logistics trail for the shipped ones and after-sale requests in every
 * state (refund: pending, rejected, refunded; return: each step), all from one seeded PRNG.
 */
const seedMerchantOrders = async (db: Db, merchant: SeedMerchant) => {
    const { suid } = merchant;
    const rng = merchantPrng(9009, merchant);
    const { rows: members } = await db.query<{ id: number }>('SELECT id FROM members WHERE suid = $1 ORDER BY id', [suid]);
    // Seeds insert one merchant at a time, so this merchant's orders take the ids after the last one.
    const { rows: last } = await db.query<{ id: number }>('SELECT coalesce(max(id), 0) AS id FROM shop_orders');
    const base = Number(last[0].id);
    const orders: unknown[][] = [];
    const items: unknown[][] = [];
    const traces: unknown[][] = [];
    const afterSales: unknown[][] = [];
    const afterSaleStates: Array<[number, number]> = [
        ...[AFTER_SALE_STATUS.pending, AFTER_SALE_STATUS.rejected, AFTER_SALE_STATUS.refunded].map(s => [AFTER_SALE.refund, s] as [number, number]),
        ...Object.values(AFTER_SALE_STATUS).map(s => [AFTER_SALE.return, s] as [number, number]),
    ];
    for (let i = 0; i < (merchant.stream === 0 ? ORDERS : LATER_ORDERS); i++) {
        const id = base + i + 1;
        const created = SEED_NOW - rng.int(DAY / 24, 60 * DAY);
        const [freight, status] = pickState(rng, i);
        const lines = Array.from({ length: rng.int(1, 3) }, () => ({ item: rng.pick(goods), quantity: rng.int(1, 3) }));
        const goodsAmount = lines.reduce((sum, line) => sum + line.item.price * YUAN * line.quantity, 0);
        const freightAmount = freight === FREIGHT.express ? rng.pick([0, 0, 10, 15]) * YUAN : 0;
        const paid = status !== ORDER.unpaid && !(status === ORDER.closed && rng.chance(0.8));
        const payTime = paid ? created + rng.int(60, 3600) : 0;
        const shipTime = freight === FREIGHT.express && (status === ORDER.shipped || status === ORDER.done) ? payTime + rng.int(3600, 2 * DAY) : 0;
        const finishTime = status === ORDER.done ? (shipTime || payTime) + rng.int(DAY, 5 * DAY) : 0;
        const closeTime = status === ORDER.closed ? (payTime || created) + rng.int(1800, DAY) : 0;
        const carrier = shipTime ? rng.pick(orderOptions.carrier) : undefined;
        const waybill = carrier ? `${carrier.value}${rng.int(100000000, 999999999)}${rng.int(100, 999)}` : '';
        orders.push([
            suid,
            orderSn('SO', created, id),
            members.length ? members[rng.int(1, members.length) - 1].id : null,
            goodsAmount + freightAmount,
            goodsAmount,
            freightAmount,
            freight,
            status,
            rng.pick(receivers),
            `1${rng.pick([3, 5, 8])}${rng.int(100000000, 999999999)}`,
            freight === FREIGHT.express ? rng.pick(addresses) : '',
            rng.pick(buyerRemarks),
            '',
            carrier?.value ?? '',
            waybill,
            freight === FREIGHT.store ? String(rng.int(10000000, 99999999)) : '',
            status === ORDER.closed ? (paid ? '买家申请取消' : '超时未付款，系统关闭') : '',
            payTime,
            shipTime,
            finishTime,
            closeTime,
            created,
        ]);
        for (const line of lines) items.push([suid, id, line.item.name, line.item.spec, line.item.price * YUAN, line.quantity]);
        traces.push([suid, id, '买家下单', created]);
        if (payTime) traces.push([suid, id, '买家已付款', payTime]);
        if (shipTime) {
            traces.push([suid, id, `商家已发货，${carrier!.label} 运单号 ${waybill}`, shipTime]);
            const stops = status === ORDER.done ? rng.int(2, 4) : rng.int(0, 2);
            for (let s = 1; s <= stops; s++)
                traces.push([
                    suid,
                    id,
                    rng.pick(['快件已到达转运中心', '快件已发往目的地', '快件正在派送中']),
                    Math.min(SEED_NOW - 60, shipTime + s * rng.int(3600, 12 * 3600)),
                ]);
        }
        if (finishTime) traces.push([suid, id, freight === FREIGHT.store ? '到店核销完成' : '买家已确认收货', Math.min(SEED_NOW - 30, finishTime)]);
        // Paid orders that are not closed may have an after-sale request; the first ones cover every state.
        if (paid && status !== ORDER.closed && (afterSales.length < afterSaleStates.length || rng.chance(0.15))) {
            const [type, state] =
                afterSales.length < afterSaleStates.length
                    ? afterSaleStates[afterSales.length]
                    : [rng.pick([AFTER_SALE.refund, AFTER_SALE.return]), AFTER_SALE_STATUS.pending];
            const applied = Math.min(SEED_NOW - 60, payTime + rng.int(3600, 3 * DAY));
            const audited = state === AFTER_SALE_STATUS.pending ? 0 : applied + rng.int(600, DAY);
            afterSales.push([
                suid,
                id,
                type,
                state,
                Math.min(goodsAmount, rng.int(1, goodsAmount / YUAN) * YUAN),
                rng.pick(refundReasonWords),
                state === AFTER_SALE_STATUS.rejected ? '商品已使用，不符合售后条件' : '',
                applied,
                audited,
                state === AFTER_SALE_STATUS.received || state === AFTER_SALE_STATUS.refunded ? audited : 0,
                state === AFTER_SALE_STATUS.refunded ? audited : 0,
            ]);
        }
    }
    await insertRows(
        db,
        'shop_orders',
        [
            'suid',
            'order_sn',
            'member_id',
            'amount',
            'goods_amount',
            'freight_amount',
            'freight_mode',
            'status',
            'receiver',
            'receiver_phone',
            'address',
            'buyer_remark',
            'seller_remark',
            'carrier',
            'waybill_no',
            'verify_code',
            'close_reason',
            'pay_time',
            'ship_time',
            'finish_time',
            'close_time',
            'create_time',
        ],
        orders
    );
    const { rows: check } = await db.query<{ first: number; n: number }>('SELECT min(id) AS first, count(*)::int AS n FROM shop_orders WHERE id > $1', [base]);
    if (Number(check[0].first) !== base + 1 || check[0].n !== orders.length) throw new Error('order seed: ids did not follow insertion order');
    await insertRows(db, 'shop_order_items', ['suid', 'order_id', 'goods_name', 'spec', 'price', 'quantity'], items);
    await insertRows(db, 'shop_order_traces', ['suid', 'order_id', 'content', 'trace_time'], traces);
    await insertRows(
        db,
        'shop_after_sales',
        ['suid', 'order_id', 'type', 'status', 'amount', 'reason', 'audit_remark', 'apply_time', 'audit_time', 'receive_time', 'refund_time'],
        afterSales
    );
};
