import { rebuildSortIndexes, sortIndexes, trigramIndexes } from '../../db/sortIndexes';
import { auctionListTable, bidRecordTable, confirmListTable, unsoldListTable } from './auctionTables';

/** Auctions of vehicles and their bids. `top_price` is the highest bid; times are Unix seconds. */
export const auctionMigrations = [
    {
        id: 'auction-001-auctions',
        sql: `
CREATE TABLE auctions (
    id serial PRIMARY KEY,
    vehicle_id integer NOT NULL REFERENCES vehicles(id),
    parent_id integer REFERENCES auctions(id),
    title text NOT NULL,
    plate text NOT NULL,
    cover text NOT NULL DEFAULT '',
    start_price bigint NOT NULL,
    reserve_price bigint NOT NULL,
    increment bigint NOT NULL,
    top_price bigint NOT NULL DEFAULT 0,
    bid_count integer NOT NULL DEFAULT 0,
    winner_id integer REFERENCES members(id),
    deal_price bigint NOT NULL DEFAULT 0,
    status smallint NOT NULL DEFAULT 0,
    start_time bigint NOT NULL,
    end_time bigint NOT NULL,
    duration integer NOT NULL,
    confirm_time bigint NOT NULL DEFAULT 0,
    confirm_remark text NOT NULL DEFAULT '',
    relisted smallint NOT NULL DEFAULT 0,
    create_time bigint NOT NULL
);
CREATE INDEX auctions_vehicle ON auctions (vehicle_id);
CREATE INDEX auctions_status ON auctions (status, end_time);
${sortIndexes('auctions', auctionListTable)}
${sortIndexes('auctions', confirmListTable)}
${sortIndexes('auctions', unsoldListTable)}

CREATE TABLE auction_bids (
    id serial PRIMARY KEY,
    auction_id integer NOT NULL REFERENCES auctions(id) ON DELETE CASCADE,
    member_id integer NOT NULL REFERENCES members(id),
    price bigint NOT NULL,
    is_leading smallint NOT NULL DEFAULT 0,
    bid_time bigint NOT NULL
);
CREATE INDEX auction_bids_auction ON auction_bids (auction_id, price);
${sortIndexes('auction_bids', bidRecordTable)}
`,
    },
    {
        // Unsold auctions (status = 4) sort within their status; trigram index for title search.
        id: 'auction-002-list-plans',
        sql: `
${sortIndexes('auctions', unsoldListTable)}
${trigramIndexes('auctions', ['title'])}
`,
    },
    {
        // Sort indexes cover the summed and option-filtered columns (index-only pages and _count_sum);
        // the first scheme's (col, id) indexes that lists with fixed conditions no longer use go.
        id: 'auction-003-covering-sort-indexes',
        sql: `
${rebuildSortIndexes('auctions', [auctionListTable, confirmListTable, unsoldListTable])}
${rebuildSortIndexes('auction_bids', [bidRecordTable])}
`,
    },
];
