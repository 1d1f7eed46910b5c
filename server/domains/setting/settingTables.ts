import { builtinTable } from '../../declared/builtinTable';
import { settingOptions } from './settingOptions';
import loginLogs from './tables/loginLogs.json' with { type: 'json' };
import operatorLogs from './tables/operatorLogs.json' with { type: 'json' };
import operators from './tables/operators.json' with { type: 'json' };
import roles from './tables/roles.json' with { type: 'json' };

/** /setting/permission/management/role (its record calls are roleResource's: the permission trees). */
export const roleListTable = builtinTable('setting/tables/roles.json', roles, settingOptions);
/** /setting/permission/management/operators/manage: the merchant's sub-accounts (their record calls are operatorResource's). */
export const operatorListTable = builtinTable('setting/tables/operators.json', operators, settingOptions);
/** /setting/permission/management/operatorlog: every write made through the console. */
export const operatorLogTable = builtinTable('setting/tables/operatorLogs.json', operatorLogs, settingOptions);
/** /setting/logmanagement/administrator: console logins of the merchant's accounts. */
export const adminLoginLogTable = builtinTable('setting/tables/loginLogs.json', loginLogs, settingOptions);
