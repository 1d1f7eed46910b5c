import type { Endpoint } from '../../core/Endpoint';
import { ProtocolError } from '../../core/ProtocolError';
import { changeDealerDeposit } from '../deposit/changeDealerDeposit';
import { WALLET_LOG } from '../deposit/depositOptions';
import { nowSeconds } from '../../core/nowSeconds';
import { rowAction, type RowActionSpec } from '../shared/rowAction';
import { centsToYuan, type FieldRule } from '../shared/validate';
import { AUDIT } from './dealerOptions';
import { MERCHANT_ROWS } from '../../core/TableOwner';

/** Actions of dealers; `dealers` rows of both kinds (stores can be blacklisted too). */
const dealerAction = (path: string, fields: FieldRule[], act: RowActionSpec['act'], reason?: string) =>
    rowAction({ path, industries: 'car', table: 'dealers', owner: MERCHANT_ROWS, label: '车商', fields, act, reason });

/** `audit_status` 1 approves, 2 rejects (with a remark); only a pending dealer can be audited. */
const audit = dealerAction(
    'seller/dealer/DealerAudit',
    [
        { name: 'audit_status', title: '审核结果', kind: 'enum', required: true, options: [AUDIT.approved, AUDIT.rejected] },
        { name: 'audit_remark', title: '审核备注', max: 200 },
    ],
    async (tx, row, _ctx, values) => {
        if (row.audit_status !== AUDIT.pending) throw new ProtocolError('该车商已审核，不能重复审核');
        if (values.audit_status === AUDIT.rejected && !values.audit_remark) throw new ProtocolError('驳回时请填写审核备注');
        await tx.query('UPDATE dealers SET audit_status = $2, audit_remark = $3, audit_time = $4 WHERE id = $1', [
            row.id,
            values.audit_status,
            values.audit_remark,
            nowSeconds(),
        ]);
        return values.audit_status === AUDIT.approved ? '审核通过' : '审核驳回';
    },
    'audit_remark'
);

const black = dealerAction(
    'seller/dealer/DealerBlack',
    [{ name: 'black_reason', title: '拉黑原因', required: true, max: 200 }],
    async (tx, row, _ctx, { black_reason }) => {
        if (row.is_black === 1) throw new ProtocolError('该车商已在黑名单中');
        await tx.query('UPDATE dealers SET is_black = 1, black_reason = $2, black_time = $3 WHERE id = $1', [row.id, black_reason, nowSeconds()]);
        return '拉黑';
    },
    'black_reason'
);

const unblack = dealerAction('seller/dealer/UnBlack', [], async (tx, row) => {
    if (row.is_black !== 1) throw new ProtocolError('该车商不在黑名单中');
    await tx.query("UPDATE dealers SET is_black = 0, black_reason = '', black_time = 0 WHERE id = $1", [row.id]);
    return '移出黑名单';
});

/**
 * Recharge or refund of the deposit: `amount` in cents, a negative amount deducts; `type` 1
 * recharges, 2 (refund) returns `amount` to the dealer, taking it off the deposit. `type` is
 * required, as the console's form asks it: a call about money names what it does.
 */
const recharge = dealerAction(
    'seller/dealer/DealerRecharge',
    [
        { name: 'type', title: '操作类型', kind: 'enum', required: true, options: [1, 2] },
        { name: 'amount', title: '金额', kind: 'cents', required: true, min: -100_000_000_00, max: 100_000_000_00 },
        { name: 'remark', title: '备注', max: 200 },
    ],
    async (tx, row, _ctx, values) => {
        const amount = values.amount as number;
        if (amount === 0) throw new ProtocolError('金额不能为0');
        if (row.audit_status !== AUDIT.approved) throw new ProtocolError('该车商未通过审核，不能操作保证金');
        const refund = values.type === 2;
        if (refund && amount < 0) throw new ProtocolError('退款金额必须大于0');
        const delta = refund ? -amount : amount;
        const type = refund ? WALLET_LOG.refund : delta > 0 ? WALLET_LOG.adminRecharge : WALLET_LOG.adminDeduct;
        const remark = (values.remark as string) || (refund ? '保证金退还' : delta > 0 ? '后台充值' : '后台扣除');
        await changeDealerDeposit(tx, row.id as number, delta, type, remark);
        return `${refund ? '退还' : delta > 0 ? '充值' : '扣除'}保证金${centsToYuan(Math.abs(delta))}元`;
    },
    'remark'
);

export const dealerActions: Endpoint[] = [audit, black, unblack, recharge];
