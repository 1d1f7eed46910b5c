import type { Domain } from '../Domain';
import { crudEndpoints } from '../shared/crudEndpoints';
import { holidayEndpoints } from './holidaySettings';
import { operatorResource } from './operatorResource';
import { copyrightSettings, systemSettings } from './platformSettings';
import { roleResource } from './roleResource';
import { settingGroupEndpoints } from './settingGroup';
import { settingMigrations, settingOwners } from './settingMigrations';
import { adminLoginLogTable, operatorListTable, operatorLogTable, roleListTable } from './settingTables';
import { seedSettingLogs } from './seedSettingLogs';
import { walletSetList, walletSetSave } from './walletSettings';

/** /setting and /supertube/platform: roles, operators, logs and platform settings. */
export const settingDomain: Domain = {
    name: 'setting',
    migrations: settingMigrations,
    owners: settingOwners,
    seed: seedSettingLogs,
    tables: [roleListTable, operatorListTable, operatorLogTable, adminLoginLogTable],
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
