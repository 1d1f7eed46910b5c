import { auditOptions, select, textarea } from '../../resources/fields';
import { bzj } from './sections';

const refunds = '/bzj/refundApprove/list';

export default [
    bzj.list('/bzj/walletlog/list', { api: 'seller/bzj/WalletLogList' }),
    bzj.list('/bzj/walletlog/UserRecharge', { api: 'seller/bzj/UserRechargeList' }),
    bzj.list(refunds, { api: 'seller/bzj/RefundApproveList', calls: { getOne: 'seller/bzj/RefundInfo' } }),
    bzj.action('/bzj/refundApprove/audit', {
        parent: refunds,
        noCache: true,
        // 0: pending; an audited request cannot be audited again.
        when: { field: 'status', values: [0] },
        action: {
            call: 'seller/bzj/RefundAudit',
            fields: [select('status', { label: 'auditResult', required: true, options: auditOptions }), textarea('audit_remark', { maxLength: 200 })],
        },
    }),
];
