import type { Domain } from '../Domain';
import { memberLoginLogTable } from './memberLoginLogTable';
import { memberMigrations, memberOwners } from './memberMigrations';
import { seedMembers } from './seedMembers';

/** Buyers of the marketplace and their login log. */
export const memberDomain: Domain = {
    name: 'member',
    migrations: memberMigrations,
    owners: memberOwners,
    seed: seedMembers,
    tables: [memberLoginLogTable],
    endpoints: [],
};
