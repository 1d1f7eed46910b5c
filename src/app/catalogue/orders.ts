import { auditOptions, select, text, textarea } from '../../resources/fields';
import type { ListTab } from '../../schema/ListRoute';
import type { MenuBadgeSource } from '../../dataProvider/counters/MenuBadgeSource';
import { order } from './sections';

// SPEC §2 menu badges: pending-payment and to-ship orders, unpaid and to-consume store orders,
// pending refunds and returns. Each badge sits on a list of that state (a view of its order
// list, sharing its row actions), and the order lists' tabs count from the same OrderCount.

const ORDER_COUNT = 'seller/order/OrderCount';
const REFUND_COUNT = 'seller/refund/RefundCount';
const EXPRESS = 1;
const STORE = 2;
const STATUS = { unpaid: 0, paid: 1, shipped: 2, done: 3, closed: 4 };

const count = (field: MenuBadgeSource['field'], params?: MenuBadgeSource['params']): MenuBadgeSource => ({
    call: ORDER_COUNT,
    field,
    ...(params ? { params } : {}),
});

const orders = '/order/list';
const storeOrders = '/order/store/list';
const refunds = '/order/refund/list';
const returns = '/order/return/list';

const expressTabs: ListTab[] = [
    { label: 'mc.orders.tab.all', filter: {}, count: count('submit', { freight_mode: EXPRESS }) },
    { label: 'mc.orders.tab.unpaid', filter: { status: STATUS.unpaid }, count: count('pay') },
    { label: 'mc.orders.tab.toShip', filter: { status: STATUS.paid }, count: count('send') },
    ...(['shipped', 'done', 'closed'] as const).map(state => ({
        label: `mc.orders.tab.${state}`,
        filter: { status: STATUS[state] },
        count: count('submit', { freight_mode: EXPRESS, order_status: STATUS[state] }),
    })),
];

const storeTabs: ListTab[] = [
    { label: 'mc.orders.tab.unpaid', filter: { status: STATUS.unpaid }, count: count('bepaid') },
    { label: 'mc.orders.tab.toConsume', filter: { status: STATUS.paid }, count: count('becounsumed') },
];

const auditFields = [select('status', { label: 'auditResult', required: true, options: auditOptions }), textarea('audit_remark', { maxLength: 200 })];

const orderCalls = { getOne: 'seller/order/OrderInfo' };

const orderDetails = [
    {
        field: 'items',
        title: 'mc.orders.items',
        columns: [
            { name: 'goods_name', label: 'mc.orders.goodsName' },
            { name: 'spec', label: 'mc.orders.spec' },
            { name: 'price', label: 'mc.orders.price', format: 'cents' as const },
            { name: 'quantity', label: 'mc.orders.quantity' },
        ],
    },
    {
        field: 'traces',
        title: 'mc.orders.traces',
        columns: [
            { name: 'trace_time', label: 'mc.orders.traceTime', format: 'datetime' as const },
            { name: 'content', label: 'mc.orders.traceContent' },
        ],
    },
];

/** A menu item listing one state of an order list, with that state's badge and the list's row routes. */
const stateView = (path: string, parent: string, filter: Record<string, number>, badge: MenuBadgeSource) =>
    order.list(path, { api: 'seller/order/OrderList', parent, filter, calls: orderCalls, badge });

export default [
    order.list(orders, { api: 'seller/order/OrderList', filter: { freight_mode: EXPRESS }, calls: orderCalls, tabs: expressTabs }),
    stateView('/order/unpaid', orders, { freight_mode: EXPRESS, status: STATUS.unpaid }, count('pay')),
    stateView('/order/toship', orders, { freight_mode: EXPRESS, status: STATUS.paid }, count('send')),
    order.show('/order/info', { parent: orders, details: orderDetails }),
    order.action('/order/delivery', {
        parent: orders,
        noCache: true,
        when: { field: 'status', values: [STATUS.paid] },
        action: { call: 'seller/order/OrderDelivery', fields: [select('carrier', { required: true }), text('waybill_no', { required: true, maxLength: 30 })] },
    }),
    order.action('/order/close', {
        parent: orders,
        noCache: true,
        when: { field: 'status', values: [STATUS.unpaid] },
        action: { call: 'seller/order/OrderClose', fields: [textarea('close_reason', { required: true, maxLength: 100 })] },
    }),
    order.action('/order/remark', {
        parent: orders,
        noCache: true,
        action: { call: 'seller/order/OrderRemark', fields: [textarea('seller_remark', { maxLength: 200 })] },
    }),

    order.list(storeOrders, { api: 'seller/order/OrderList', filter: { freight_mode: STORE }, calls: orderCalls, tabs: storeTabs }),
    stateView('/order/store/unpaid', storeOrders, { freight_mode: STORE, status: STATUS.unpaid }, count('bepaid')),
    stateView('/order/store/toconsume', storeOrders, { freight_mode: STORE, status: STATUS.paid }, count('becounsumed')),
    order.show('/order/store/info', { parent: storeOrders, details: orderDetails }),
    order.action('/order/store/verify', {
        parent: storeOrders,
        noCache: true,
        when: { field: 'status', values: [STATUS.paid] },
        action: { call: 'seller/order/OrderVerify', fields: [text('verify_code', { required: true, maxLength: 20 })] },
    }),

    order.list(refunds, { api: 'seller/refund/RefundList', badge: { call: REFUND_COUNT, field: 'refund' } }),
    order.action('/order/refund/audit', {
        parent: refunds,
        noCache: true,
        when: { field: 'status', values: [0] },
        action: { call: 'seller/refund/RefundAudit', fields: auditFields },
    }),
    order.list(returns, { api: 'seller/refund/ReturnList', badge: { call: REFUND_COUNT, field: 'return' } }),
    order.action('/order/return/audit', {
        parent: returns,
        noCache: true,
        when: { field: 'status', values: [0] },
        action: { call: 'seller/refund/ReturnAudit', fields: auditFields },
    }),
    order.action('/order/return/receive', {
        parent: returns,
        noCache: true,
        when: { field: 'status', values: [1] },
        action: { call: 'seller/refund/ReturnReceive' },
    }),
    order.action('/order/return/refund', {
        parent: returns,
        noCache: true,
        when: { field: 'status', values: [3] },
        action: { call: 'seller/refund/ReturnRefund' },
    }),
];
