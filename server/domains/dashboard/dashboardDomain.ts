import type { Domain } from '../Domain';
import { overviewEndpoint } from './overviewEndpoint';
import type { TableOwner } from '../../core/TableOwner';
import { merchantIndex } from '../../db/merchantSchema';
import { merchantTallyMigration, tallyMigration } from './overviewTallies';

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
        {
            // Every figure is a merchant's: totals per merchant, and indexes that lead with it.
            id: 'dashboard-003-merchant-tallies',
            sql: `
${merchantIndex('vehicles_status_update', 'vehicles', ['status', 'update_time'])}
${merchantIndex('vehicles_status_brand', 'vehicles', ['status', 'brand', 'cat_id'])}
${merchantIndex('auctions_status_confirm', 'auctions', ['status', 'confirm_time'])}
${merchantTallyMigration()}
`,
        },
    ],
    owners: {
        dashboard_tallies: { owner: 'merchant', why: "running totals of each merchant's Workbench figures, kept by triggers on its rows" },
    } satisfies Record<string, TableOwner>,
    tables: [],
    endpoints: [overviewEndpoint],
};
