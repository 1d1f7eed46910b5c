import type { Domain } from '../Domain';
import { crudEndpoints } from '../shared/crudEndpoints';
import { holidayEndpoints } from './holidaySettings';
import { operatorResource } from './operatorResource';
import { copyrightSettings, systemSettings } from './platformSettings';
import { roleResource } from './roleResource';
import { settingGroupEndpoints } from './settingGroup';
import { settingMigrations, settingOwners } from './settingMigrations';
import { builtinDomainTables } from '../../declared/builtinTable';
import { adminLoginLogTable, operatorListTable, operatorLogTable, roleListTable } from './settingTables';
import { seedSettingLogs } from './seedSettingLogs';
import { walletSetList, walletSetSave } from './walletSettings';

/** /setting and /supertube/platform: roles, operators, logs and platform settings. */
export const settingDomain: Domain = {
    name: 'setting',
    migrations: settingMigrations,
    // The roles, operators and sign-ins are core's tables: the domain lists them.
    ...builtinDomainTables([roleListTable, operatorListTable, operatorLogTable, adminLoginLogTable], {
        ownedElsewhere: [roleListTable, operatorListTable, adminLoginLogTable],
        owners: settingOwners,
    }),
    seed: seedSettingLogs,
    endpoints: [
        ...crudEndpoints(roleResource),
        ...crudEndpoints(operatorResource),
        ...settingGroupEndpoints(copyrightSettings),
        ...settingGroupEndpoints(systemSettings),
        ...holidayEndpoints,
        walletSetList,
        walletSetSave,
    ],
};
