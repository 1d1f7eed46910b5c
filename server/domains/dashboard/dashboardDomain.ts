import type { Domain } from '../Domain';
import { overviewEndpoint } from './overviewEndpoint';

/**
 * The Workbench's overview (issue 17): to-do counts of other domains' lists and the business
 * charts. It owns no table, only indexes the charts' day queries need at 100k rows.
 */
export const dashboardDomain: Domain = {
    name: 'dashboard',
    migrations: [
        {
            id: 'dashboard-001-overview-indexes',
            sql: `
CREATE INDEX IF NOT EXISTS vehicles_status_update ON vehicles (status, update_time);
CREATE INDEX IF NOT EXISTS vehicles_status_brand ON vehicles (status, brand, cat_id);
CREATE INDEX IF NOT EXISTS auctions_status_confirm ON auctions (status, confirm_time);
`,
        },
    ],
    tables: [],
    endpoints: [overviewEndpoint],
};
