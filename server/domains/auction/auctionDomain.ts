import type { Domain } from '../Domain';
import { auctionActions } from './auctionActions';
import { auctionInfoEndpoints } from './auctionInfo';
import { builtinDomainTables } from '../../declared/builtinTable';
import { auctionMigrations } from './auctionMigrations';
import { auctionListTable, bidRecordTable, confirmListTable, unsoldListTable } from './auctionTables';
import { seedAuctions } from './seedAuctions';

/** /jingpai (addon jp): auction management, sale confirmation, bids and unsold relisting. */
export const auctionDomain: Domain = {
    name: 'auction',
    migrations: auctionMigrations,
    ...builtinDomainTables([auctionListTable, confirmListTable, bidRecordTable, unsoldListTable]),
    seed: seedAuctions,
    endpoints: [...auctionInfoEndpoints, ...auctionActions],
};
