import type { Domain } from '../Domain';
import { merchantEndpoints } from './merchantEndpoints';
import { merchantListTable } from './merchantListTable';

/**
 * /supertube/merchant: the platform administrator creates, suspends, resumes, exports and removes
 * merchants. The registry they change is the core domain's (`merchants`, read by sign-in and every
 * call); this domain holds the calls.
 */
export const merchantDomain: Domain = {
    name: 'merchant',
    migrations: [],
    owners: {},
    tables: [],
    servedTables: [merchantListTable],
    endpoints: merchantEndpoints,
};
