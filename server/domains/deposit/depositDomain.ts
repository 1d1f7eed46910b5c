import type { Domain } from '../Domain';
import { crudEndpoints } from '../shared/crudEndpoints';
import { builtinDomainTables } from '../../declared/builtinTable';
import { depositMigrations } from './depositMigrations';
import { refundApproveTable, userRechargeTable, walletLogTable } from './depositTables';
import { refundAudit } from './refundAudit';
import { seedDeposits } from './seedDeposits';
import { MERCHANT_ROWS } from '../../core/TableOwner';

/** /bzj: dealers' deposit log, buyers' recharges and refund approvals. */
export const depositDomain: Domain = {
    name: 'deposit',
    migrations: depositMigrations,
    ...builtinDomainTables([walletLogTable, userRechargeTable, refundApproveTable]),
    seed: seedDeposits,
    endpoints: [
        refundAudit,
        ...crudEndpoints({
            label: '保证金退款',
            table: 'deposit_refunds',
            owner: MERCHANT_ROWS,
            industries: 'car',
            info: 'seller/bzj/RefundInfo',
            infoSql: 'SELECT r.*, m.nickname, m.phone, m.deposit FROM deposit_refunds r JOIN members m ON m.id = r.member_id WHERE r.id = $1',
            fields: [
                { name: 'amount', title: '申请退款金额', kind: 'cents' },
                { name: 'deposit', title: '当前保证金', kind: 'cents' },
            ],
        }),
    ],
};
