import type { Domain } from '../Domain';
import { memberLoginLogTable } from './memberLoginLogTable';
import { memberMigrations } from './memberMigrations';
import { seedMembers } from './seedMembers';

/** Buyers of the marketplace and their login log. */
export const memberDomain: Domain = {
    name: 'member',
    migrations: memberMigrations,
    seed: seedMembers,
    tables: [memberLoginLogTable],
    endpoints: [],
};
