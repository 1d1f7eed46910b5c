import type { Domain } from '../Domain';
import { auctionActions } from './auctionActions';
import { auctionInfoEndpoints } from './auctionInfo';
import { auctionMigrations, auctionOwners } from './auctionMigrations';
import { auctionListTable, bidRecordTable, confirmListTable, unsoldListTable } from './auctionTables';
import { seedAuctions } from './seedAuctions';

/** /jingpai (addon jp): auction management, sale confirmation, bids and unsold relisting. */
export const auctionDomain: Domain = {
    name: 'auction',
    migrations: auctionMigrations,
    owners: auctionOwners,
    seed: seedAuctions,
    tables: [auctionListTable, confirmListTable, bidRecordTable, unsoldListTable],
    endpoints: [...auctionInfoEndpoints, ...auctionActions],
};
