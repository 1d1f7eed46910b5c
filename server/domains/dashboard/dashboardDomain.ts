import type { Domain } from '../Domain';
import { overviewEndpoint } from './overviewEndpoint';
import { tallyMigration } from './overviewTallies';

/**
 * The Workbench's overview: to-do counts of other domains' lists and the business
 * charts. It owns no list, only the running totals of its large figures (`dashboard_tallies`,
 * overviewTallies.ts) and indexes of its smaller day queries.
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
        {
            // Running totals of the figures that grow with the tables, kept by triggers (overviewTallies.ts).
            id: 'dashboard-002-overview-tallies',
            sql: tallyMigration(),
        },
    ],
    tables: [],
    endpoints: [overviewEndpoint],
};
