import type { Domain } from '../Domain';
import { crudEndpoints } from '../shared/crudEndpoints';
import { contentMigrations } from './contentMigrations';
import { advertResource, agreementResource } from './contentResources';
import { advertListTable, agreementListTable } from './contentTables';
import { seedContent } from './seedContent';

/** /content (and /setting/agreement): adverts and agreements. */
export const contentDomain: Domain = {
    name: 'content',
    migrations: contentMigrations,
    seed: seedContent,
    tables: [advertListTable, agreementListTable],
    endpoints: [...crudEndpoints(advertResource), ...crudEndpoints(agreementResource)],
};
