import type { TableSpec } from '../../tables/TableSpec';
import type { TextKey } from '../../i18n/catalogue';
import { moneyColumn } from '../shared/moneyColumn';
import { AFTER_SALE, orderOptions } from './orderOptions';
import { MERCHANT_ROWS } from '../../core/TableOwner';

/**
 * Orders with their buyer and a one-line summary of their goods. The console's order lists
 * (all, to pay, to ship, store orders…) are this one table with fixed `freight_mode` and
 * `status` filters.
 */
export const orderTable: TableSpec = {
    api: 'seller/order/OrderList',
    industries: 'car',
    from: `(SELECT o.*, m.nickname AS buyer_name, m.phone AS buyer_phone,
                (SELECT string_agg(i.goods_name || ' ×' || i.quantity, '，' ORDER BY i.id) FROM shop_order_items i WHERE i.order_id = o.id) AS goods
            FROM shop_orders o LEFT JOIN members m ON m.id = o.member_id) AS orders`,
    owner: MERCHANT_ROWS,
    pk: 'id',
    columns: {
        id: { title: 'ID', sort: true, item_width: 80 },
        order_sn: { title: '订单号', item_width: 190 },
        goods: { title: '商品', item_width: 240, item_align: 'left' },
        buyer_name: { title: '买家', item_width: 120 },
        buyer_phone: { title: '买家手机号', item_width: 130 },
        goods_amount: moneyColumn('商品金额', { showTableRow: false }),
        freight_amount: moneyColumn('运费', { showTableRow: false, sum: false }),
        amount: moneyColumn('实付金额', { sort: true }),
        freight_mode: { title: '配送方式', type: 'select', options: orderOptions.freight, item_width: 100 },
        status: { title: '订单状态', type: 'select', options: orderOptions.orderStatus, sort: true, item_width: 100 },
        receiver: { title: '收货人', showTableRow: false },
        receiver_phone: { title: '收货人手机号', showTableRow: false },
        address: { title: '收货地址', showTableRow: false, item_align: 'left' },
        carrier: { title: '物流公司', type: 'select', options: orderOptions.carrier, showTableRow: false },
        waybill_no: { title: '运单号', showTableRow: false },
        buyer_remark: { title: '买家留言', showTableRow: false },
        seller_remark: { title: '商家备注', item_align: 'left' },
        close_reason: { title: '关闭原因', showTableRow: false },
        pay_time: { title: '付款时间', type: 'datetime', sort: true, showTableRow: false },
        ship_time: { title: '发货时间', type: 'datetime', showTableRow: false },
        create_time: { title: '下单时间', type: 'datetime', sort: true, item_width: 170 },
    },
    top_search: [
        { name: 'order_sn', title: '订单号' },
        { name: 'buyer_phone', title: '买家手机号' },
        { name: 'create_time', title: '下单时间', type: 'datetime' },
        { name: 'freight_mode', title: '配送方式', type: 'select', options: orderOptions.freight },
        { name: 'status', title: '订单状态', type: 'select', options: orderOptions.orderStatus },
    ],
    defaultSort: { column: 'create_time', order: 'desc' },
    show_sum: true,
    show_excel: true,
    show_excel_async: true,
};

const afterSaleTable = (api: string, type: number, title: TextKey): TableSpec => ({
    api,
    industries: 'car',
    from: `(SELECT a.*, o.order_sn, m.nickname AS buyer_name, m.phone AS buyer_phone
            FROM shop_after_sales a JOIN shop_orders o ON o.id = a.order_id LEFT JOIN members m ON m.id = o.member_id
            WHERE a.type = ${type}) AS after_sales`,
    owner: MERCHANT_ROWS,
    pk: 'id',
    columns: {
        id: { title: 'ID', sort: true, item_width: 80 },
        order_sn: { title: '订单号', item_width: 190 },
        buyer_name: { title: '买家', item_width: 120 },
        buyer_phone: { title: '买家手机号', item_width: 130 },
        amount: moneyColumn(title, { sort: true }),
        reason: { title: '申请原因', item_align: 'left' },
        status: { title: '售后状态', type: 'select', options: orderOptions.afterSaleStatus, sort: true, item_width: 100 },
        audit_remark: { title: '审核备注', item_align: 'left' },
        apply_time: { title: '申请时间', type: 'datetime', sort: true, item_width: 170 },
        audit_time: { title: '审核时间', type: 'datetime', showTableRow: false },
        refund_time: { title: '退款时间', type: 'datetime', showTableRow: false },
    },
    top_search: [
        { name: 'order_sn', title: '订单号' },
        { name: 'buyer_phone', title: '买家手机号' },
        { name: 'status', title: '售后状态', type: 'select', options: orderOptions.afterSaleStatus },
        { name: 'apply_time', title: '申请时间', type: 'datetime' },
    ],
    defaultSort: { column: 'apply_time', order: 'desc' },
    show_sum: true,
    show_excel: true,
});

/** Refund-only requests (仅退款). */
export const refundTable = afterSaleTable('seller/refund/RefundList', AFTER_SALE.refund, '退款金额');

/** Return requests (退货退款). */
export const returnTable = afterSaleTable('seller/refund/ReturnList', AFTER_SALE.return, '退款金额');
