import { ProtocolError } from '../../core/ProtocolError';
import type { Domain } from '../Domain';
import { builtinDomainTables } from '../../declared/builtinTable';
import { crudEndpoints } from '../shared/crudEndpoints';
import { offlinepayMigrations } from './offlinepayMigrations';
import { balanceLogTable, cashLogTable, staffListTable } from './offlinepayTables';
import { seedOfflinepay } from './seedOfflinepay';

/** Industry offlinepay (addon ngp): /user staff list, add, edit, del; /financenh balance and cash logs. */
export const offlinepayDomain: Domain = {
    name: 'offlinepay',
    migrations: offlinepayMigrations,
    ...builtinDomainTables([staffListTable, balanceLogTable, cashLogTable]),
    seed: seedOfflinepay,
    // The bank's own rules: a job number's format, and no deleting a member of staff who still holds a balance.
    endpoints: crudEndpoints(
        staffListTable.resource({
            check: async (_tx, values) => {
                if (values.job_no !== undefined && !/^[A-Za-z0-9]{2,20}$/.test(String(values.job_no))) throw new ProtocolError('工号应为字母或数字');
            },
            beforeDelete: async (_tx, row) => {
                if (Number(row.balance) > 0) throw new ProtocolError('该员工账户仍有余额，不能删除');
            },
        })!
    ),
};
