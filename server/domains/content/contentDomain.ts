import type { Domain } from '../Domain';
import { crudEndpoints } from '../shared/crudEndpoints';
import { contentMigrations, contentOwners } from './contentMigrations';
import { advertResource, agreementResource } from './contentResources';
import { advertListTable, agreementListTable } from './contentTables';
import { seedContent } from './seedContent';

/** /content (and /setting/agreement): adverts and agreements. */
export const contentDomain: Domain = {
    name: 'content',
    migrations: contentMigrations,
    owners: contentOwners,
    seed: seedContent,
    tables: [advertListTable, agreementListTable],
    endpoints: [...crudEndpoints(advertResource), ...crudEndpoints(agreementResource)],
};
