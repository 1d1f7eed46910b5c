import type { Domain } from '../Domain';
import { exportEndpoints } from '../../export/exportEndpoints';
import { exportManageTable } from '../../export/exportManageTable';
import { exportMigrations, exportOwners } from '../../export/exportMigrations';
import { accountEndpoints } from './accountEndpoints';
import { coreMigrations, coreOwners } from './coreMigrations';
import { loginEndpoint } from './loginEndpoint';
import { merchantRegistryMigrations, merchantRegistryOwners } from './merchantRegistry';
import { seedCore } from './seedCore';
import { sessionEndpoints } from './sessionEndpoints';

/** Accounts, sessions, permissions, export tasks and the registry of merchants: what every other domain stands on. */
export const coreDomain: Domain = {
    name: 'core',
    migrations: [...coreMigrations, ...exportMigrations, ...merchantRegistryMigrations],
    owners: { ...coreOwners, ...exportOwners, ...merchantRegistryOwners },
    seed: seedCore,
    tables: [exportManageTable],
    endpoints: [loginEndpoint, ...sessionEndpoints, ...accountEndpoints, ...exportEndpoints],
};
