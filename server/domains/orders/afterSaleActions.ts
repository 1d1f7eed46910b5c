import { ProtocolError } from '../../core/ProtocolError';
import { nowSeconds } from '../../core/nowSeconds';
import { rowAction } from '../shared/rowAction';
import { centsToYuan, type FieldRule } from '../shared/validate';
import { AFTER_SALE, AFTER_SALE_STATUS as S } from './orderOptions';
import { MERCHANT_ROWS } from '../../core/TableOwner';
import type { TextKey } from '../../i18n/catalogue';

const afterSale = (type: number, label: TextKey) =>
    ({ industries: 'car', table: 'shop_after_sales', owner: MERCHANT_ROWS, label, scope: `type = ${type}` }) as const;

const refundRequest = afterSale(AFTER_SALE.refund, '仅退款');
const returnRequest = afterSale(AFTER_SALE.return, '退货退款');

const auditFields: FieldRule[] = [
    { name: 'status', title: '审核结果', kind: 'enum', required: true, options: [1, 2] },
    { name: 'audit_remark', title: '审核备注', max: 200 },
];

const readAudit = (values: Record<string, unknown>) => {
    if (values.status === 2 && !values.audit_remark) throw new ProtocolError('驳回时请填写审核备注');
    return { approve: values.status === 1, remark: String(values.audit_remark ?? '') };
};

const refusePending = (row: Record<string, unknown>) => {
    if (row.status !== S.pending) throw new ProtocolError('该售后申请已审核，不能重复审核');
};

/** 仅退款 audit: approval refunds the money at once; rejection needs a remark. */
const refundAudit = rowAction({
    ...refundRequest,
    path: 'seller/refund/RefundAudit',
    fields: auditFields,
    reason: 'audit_remark',
    act: async (tx, row, _ctx, values) => {
        const { approve, remark } = readAudit(values);
        refusePending(row);
        const now = nowSeconds();
        await tx.query('UPDATE shop_after_sales SET status = $2, audit_remark = $3, audit_time = $4, refund_time = $5 WHERE id = $1', [
            row.id,
            approve ? S.refunded : S.rejected,
            remark,
            now,
            approve ? now : 0,
        ]);
        return `${approve ? '同意并退款' : '驳回'}${centsToYuan(row.amount as number)}元`;
    },
});

/** 退货退款 audit: approval asks the buyer to send the goods back; rejection needs a remark. */
const returnAudit = rowAction({
    ...returnRequest,
    path: 'seller/refund/ReturnAudit',
    fields: auditFields,
    reason: 'audit_remark',
    act: async (tx, row, _ctx, values) => {
        const { approve, remark } = readAudit(values);
        refusePending(row);
        await tx.query('UPDATE shop_after_sales SET status = $2, audit_remark = $3, audit_time = $4 WHERE id = $1', [
            row.id,
            approve ? S.approved : S.rejected,
            remark,
            nowSeconds(),
        ]);
        return `${approve ? '同意退货' : '驳回退货'}${centsToYuan(row.amount as number)}元`;
    },
});

/** 确认收货: only an approved return whose goods are on their way back. */
const returnReceive = rowAction({
    ...returnRequest,
    path: 'seller/refund/ReturnReceive',
    act: async (tx, row) => {
        if (row.status === S.pending) throw new ProtocolError('该退货申请尚未审核通过，不能确认收货');
        if (row.status !== S.approved) throw new ProtocolError('该退货申请不在待退货状态，不能确认收货');
        await tx.query('UPDATE shop_after_sales SET status = $2, receive_time = $3 WHERE id = $1', [row.id, S.received, nowSeconds()]);
        return '确认收到退货';
    },
});

/** 退款: only once the returned goods are received. */
const returnRefund = rowAction({
    ...returnRequest,
    path: 'seller/refund/ReturnRefund',
    act: async (tx, row) => {
        if (row.status === S.refunded) throw new ProtocolError('该退货申请已退款，不能重复退款');
        if (row.status !== S.received) throw new ProtocolError('请先确认收到退货，再退款');
        await tx.query('UPDATE shop_after_sales SET status = $2, refund_time = $3 WHERE id = $1', [row.id, S.refunded, nowSeconds()]);
        return `退货退款${centsToYuan(row.amount as number)}元`;
    },
});

export const afterSaleActions = [refundAudit, returnAudit, returnReceive, returnRefund];
