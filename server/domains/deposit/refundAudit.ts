import { ProtocolError } from '../../core/ProtocolError';
import { nowSeconds } from '../../core/nowSeconds';
import { rowAction } from '../shared/rowAction';
import { centsToYuan } from '../shared/validate';
import { REFUND } from './depositOptions';
import { MERCHANT_ROWS } from '../../core/TableOwner';
import { message } from '../../i18n/Message';

/**
 * /bzj/refundApprove/audit: `status` 1 approves (the amount leaves the buyer's deposit), 2
 * rejects with a remark. Only a pending request can be audited.
 */
export const refundAudit = rowAction({
    path: 'seller/bzj/RefundAudit',
    industries: 'car',
    table: 'deposit_refunds',
    owner: MERCHANT_ROWS,
    label: '保证金退款',
    fields: [
        { name: 'status', title: '审核结果', kind: 'enum', required: true, options: [REFUND.approved, REFUND.rejected] },
        { name: 'audit_remark', title: '审核备注', max: 200 },
    ],
    reason: 'audit_remark',
    act: async (tx, row, _ctx, values) => {
        if (row.status !== REFUND.pending) throw new ProtocolError('该退款申请已审核，不能重复审核');
        if (values.status === REFUND.rejected && !values.audit_remark) throw new ProtocolError('驳回时请填写审核备注');
        if (values.status === REFUND.approved) {
            const { rows } = await tx.query<{ deposit: number }>('SELECT deposit FROM members WHERE id = $1 FOR UPDATE', [row.member_id]);
            const deposit = Number(rows[0]?.deposit ?? 0);
            if (deposit < Number(row.amount)) {
                throw new ProtocolError(message('退款金额大于会员当前保证金（{amount}元），不能通过', { amount: centsToYuan(deposit) }));
            }
            await tx.query('UPDATE members SET deposit = deposit - $2 WHERE id = $1', [row.member_id, row.amount]);
        }
        await tx.query('UPDATE deposit_refunds SET status = $2, audit_remark = $3, audit_time = $4 WHERE id = $1', [
            row.id,
            values.status,
            values.audit_remark,
            nowSeconds(),
        ]);
        return `${values.status === REFUND.approved ? '通过' : '驳回'}退款申请${centsToYuan(row.amount as number)}元`;
    },
});
