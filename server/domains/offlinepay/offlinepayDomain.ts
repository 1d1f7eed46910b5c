import { ProtocolError } from '../../core/ProtocolError';
import type { Domain } from '../Domain';
import { crudEndpoints } from '../shared/crudEndpoints';
import { nowSeconds } from '../../core/nowSeconds';
import { branches, positionOptions } from './offlinepayOptions';
import { offlinepayMigrations, offlinepayOwners } from './offlinepayMigrations';
import { balanceLogTable, cashLogTable, staffListTable } from './offlinepayTables';
import { seedOfflinepay } from './seedOfflinepay';
import { MERCHANT_ROWS } from '../../core/TableOwner';

/** Industry offlinepay (addon ngp): /user staff list, add, edit, del; /financenh balance and cash logs. */
export const offlinepayDomain: Domain = {
    name: 'offlinepay',
    migrations: offlinepayMigrations,
    owners: offlinepayOwners,
    seed: seedOfflinepay,
    tables: [staffListTable, balanceLogTable, cashLogTable],
    endpoints: crudEndpoints({
        label: '农商行员工',
        table: 'ngp_staff',
        owner: MERCHANT_ROWS,
        industries: 'offlinepay',
        info: 'addons/ngp/seller/StaffInfo',
        create: 'addons/ngp/seller/StaffAdd',
        update: 'addons/ngp/seller/StaffEdit',
        remove: 'addons/ngp/seller/StaffDel',
        fields: [
            { name: 'name', title: '姓名', required: true, max: 20 },
            { name: 'job_no', title: '工号', required: true, max: 20, unique: true },
            { name: 'phone', title: '手机号', kind: 'phone', required: true },
            { name: 'branch', title: '所属网点', kind: 'enum', required: true, options: branches },
            { name: 'position', title: '岗位', kind: 'enum', required: true, options: positionOptions.map(o => o.value) },
            { name: 'avatar', title: '头像', kind: 'image' },
            { name: 'status', title: '状态', kind: 'enum', options: [1, 0] },
            { name: 'entry_date', title: '入职日期', kind: 'timestamp', required: true },
        ],
        createDefaults: () => ({ create_time: nowSeconds() }),
        check: async (_tx, values) => {
            if (values.job_no !== undefined && !/^[A-Za-z0-9]{2,20}$/.test(String(values.job_no))) throw new ProtocolError('工号应为字母或数字');
        },
        beforeDelete: async (_tx, row) => {
            if (Number(row.balance) > 0) throw new ProtocolError('该员工账户仍有余额，不能删除');
        },
    }),
};
