import type { TableSpec } from '../../tables/TableSpec';
import type { TextKey } from '../../i18n/catalogue';
import { moneyColumn } from '../shared/moneyColumn';
import { payTypeOptions, rechargeStatusOptions, refundStatusOptions, walletLogTypeOptions } from './depositOptions';
import { MERCHANT_ROWS } from '../../core/TableOwner';

const money = (title: TextKey, sum = true) => moneyColumn(title, { sum, sort: true });

/** /bzj/walletlog/list: every movement of a dealer's deposit. */
export const walletLogTable: TableSpec = {
    api: 'seller/bzj/WalletLogList',
    industries: 'car',
    from: '(SELECT w.*, d.name AS dealer_name, d.phone AS dealer_phone FROM wallet_logs w LEFT JOIN dealers d ON d.id = w.dealer_id) AS logs',
    owner: MERCHANT_ROWS,
    pk: 'id',
    columns: {
        id: { title: 'ID', sort: true, item_width: 80 },
        order_sn: { title: '流水号', item_width: 200 },
        dealer_id: { title: '车商ID', type: 'hide' },
        dealer_name: { title: '车商名称', item_width: 220, item_align: 'left' },
        dealer_phone: { title: '联系电话', showTableRow: false },
        type: { title: '类型', type: 'select', options: walletLogTypeOptions, item_width: 110 },
        amount: money('变动金额'),
        balance: money('变动后余额', false),
        remark: { title: '备注', item_align: 'left' },
        create_time: { title: '时间', type: 'datetime', sort: true, item_width: 170 },
    },
    top_search: [
        { name: 'order_sn', title: '流水号' },
        { name: 'dealer_name', title: '车商名称' },
        { name: 'type', title: '类型', type: 'select', options: walletLogTypeOptions },
        { name: 'create_time', title: '时间', type: 'datetime' },
    ],
    defaultSort: { column: 'create_time', order: 'desc' },
    show_sum: true,
    show_excel: true,
    show_excel_async: true,
};

/** /bzj/walletlog/UserRecharge: buyers paying their auction deposit. */
export const userRechargeTable: TableSpec = {
    api: 'seller/bzj/UserRechargeList',
    industries: 'car',
    from: '(SELECT r.*, m.nickname, m.phone FROM member_recharges r LEFT JOIN members m ON m.id = r.member_id) AS recharges',
    owner: MERCHANT_ROWS,
    pk: 'id',
    columns: {
        id: { title: 'ID', sort: true, item_width: 80 },
        order_sn: { title: '充值单号', item_width: 200 },
        nickname: { title: '会员昵称', item_width: 130 },
        phone: { title: '手机号', item_width: 130 },
        amount: money('充值金额'),
        pay_type: { title: '支付方式', type: 'select', options: payTypeOptions, item_width: 100 },
        status: { title: '状态', type: 'select', options: rechargeStatusOptions, item_width: 90 },
        pay_time: { title: '支付时间', type: 'datetime', sort: true, item_width: 170 },
        create_time: { title: '下单时间', type: 'datetime', sort: true, item_width: 170, showTableRow: false },
    },
    top_search: [
        { name: 'phone', title: '手机号' },
        { name: 'pay_type', title: '支付方式', type: 'select', options: payTypeOptions },
        { name: 'status', title: '状态', type: 'select', options: rechargeStatusOptions },
        { name: 'pay_time', title: '支付时间', type: 'datetime' },
    ],
    defaultSort: { column: 'create_time', order: 'desc' },
    show_sum: true,
    show_excel: true,
};

/** /bzj/refundApprove/list: buyers asking for their deposit back; audited with RefundAudit. */
export const refundApproveTable: TableSpec = {
    api: 'seller/bzj/RefundApproveList',
    industries: 'car',
    from: '(SELECT r.*, m.nickname, m.phone, m.deposit FROM deposit_refunds r LEFT JOIN members m ON m.id = r.member_id) AS refunds',
    owner: MERCHANT_ROWS,
    pk: 'id',
    columns: {
        id: { title: 'ID', sort: true, item_width: 80 },
        nickname: { title: '会员昵称', item_width: 130 },
        phone: { title: '手机号', item_width: 130 },
        deposit: { ...money('当前保证金', false), sort: false },
        amount: money('申请退款金额'),
        reason: { title: '退款原因', item_align: 'left' },
        status: { title: '审核状态', type: 'select', options: refundStatusOptions, sort: true, item_width: 100 },
        apply_time: { title: '申请时间', type: 'datetime', sort: true, item_width: 170 },
        audit_time: { title: '审核时间', type: 'datetime', item_width: 170 },
        audit_remark: { title: '审核备注', showTableRow: false },
    },
    top_search: [
        { name: 'phone', title: '手机号' },
        { name: 'status', title: '审核状态', type: 'select', options: refundStatusOptions },
        { name: 'apply_time', title: '申请日期', type: 'date' },
    ],
    defaultSort: { column: 'apply_time', order: 'desc' },
    show_sum: true,
    show_excel: true,
};
