import type { Domain } from '../Domain';
import { crudEndpoints } from '../shared/crudEndpoints';
import { dealerActions } from './dealerActions';
import { dealerMigrations, dealerOwners } from './dealerMigrations';
import { dealerResource, storeResource } from './dealerResources';
import { blackListTable, dealerListTable, storeListTable, visitListTable } from './dealerTables';
import { seedDealers } from './seedDealers';

/** /dealer: second-hand car dealers, 4S stores, the blacklist and visit records. */
export const dealerDomain: Domain = {
    name: 'dealer',
    migrations: dealerMigrations,
    owners: dealerOwners,
    seed: seedDealers,
    tables: [dealerListTable, storeListTable, blackListTable, visitListTable],
    endpoints: [...crudEndpoints(dealerResource), ...crudEndpoints(storeResource), ...dealerActions],
};
