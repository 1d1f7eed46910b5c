import type { Domain } from '../domains/Domain';
import { designerEndpoints } from './designerEndpoints';
import { designerMigrations, designerOwners } from './designerMigrations';

/**
 * The resource designer (docs/protocol.md §19): platform engineers declare tables in the browser;
 * each version is kept in the database, applied online, and served at once.
 */
export const designerDomain: Domain = {
    name: 'designer',
    migrations: designerMigrations,
    owners: designerOwners,
    tables: [],
    endpoints: designerEndpoints,
};
