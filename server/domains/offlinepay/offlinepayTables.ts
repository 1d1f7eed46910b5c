import { builtinTable } from '../../declared/builtinTable';
import { branchOptions, offlinepayOptions } from './offlinepayOptions';
import balanceLogs from './tables/balanceLogs.json' with { type: 'json' };
import cashLogs from './tables/cashLogs.json' with { type: 'json' };
import staff from './tables/staff.json' with { type: 'json' };

/** The option lists the offlinepay declarations name: the domain's, and the branches its seeds name too. */
const lists = { ...offlinepayOptions, branch: branchOptions };

/** /user/list (industry offlinepay): the agricultural bank's staff, with their record calls. */
export const staffListTable = builtinTable('offlinepay/tables/staff.json', staff, lists);
/** /financenh/balance: every movement of a staff member's balance. */
export const balanceLogTable = builtinTable('offlinepay/tables/balanceLogs.json', balanceLogs, lists);
/** /financenh/cash: withdrawals of staff balances to their bank cards. */
export const cashLogTable = builtinTable('offlinepay/tables/cashLogs.json', cashLogs, lists);
