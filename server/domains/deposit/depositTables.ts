import { builtinTable } from '../../declared/builtinTable';
import { depositOptions } from './depositOptions';
import depositRefunds from './tables/depositRefunds.json' with { type: 'json' };
import memberRecharges from './tables/memberRecharges.json' with { type: 'json' };
import walletLogs from './tables/walletLogs.json' with { type: 'json' };

/** /bzj/walletlog/list: every movement of a dealer's deposit. */
export const walletLogTable = builtinTable('deposit/tables/walletLogs.json', walletLogs, depositOptions);
/** /bzj/walletlog/UserRecharge: buyers paying their auction deposit. */
export const userRechargeTable = builtinTable('deposit/tables/memberRecharges.json', memberRecharges, depositOptions);
/** /bzj/refundApprove/list: buyers asking for their deposit back; audited with RefundAudit. */
export const refundApproveTable = builtinTable('deposit/tables/depositRefunds.json', depositRefunds, depositOptions);
