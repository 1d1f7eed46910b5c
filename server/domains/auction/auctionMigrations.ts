import { merchantColumn, merchantForeignKey, merchantIndex, merchantParentKey } from '../../db/merchantSchema';
import type { Migration } from '../../db/Migration';
import { trigramIndexes } from '../../db/sortIndexes';
import { FIRST_CAR_MERCHANT_SQL } from '../shared/seedMerchants';

/** Auctions of vehicles and their bids. `top_price` is the highest bid; times are Unix seconds. */
export const auctionMigrations: Migration[] = [
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

CREATE TABLE auction_bids (
    id serial PRIMARY KEY,
    auction_id integer NOT NULL REFERENCES auctions(id) ON DELETE CASCADE,
    member_id integer NOT NULL REFERENCES members(id),
    price bigint NOT NULL,
    is_leading smallint NOT NULL DEFAULT 0,
    bid_time bigint NOT NULL
);
CREATE INDEX auction_bids_auction ON auction_bids (auction_id, price);
`,
    },
    {
        // Trigram index for the title search.
        id: 'auction-002-list-plans',
        sql: `
${trigramIndexes('auctions', ['title'])}
`,
    },
    {
        // An auction's vehicle, earlier auction, winner and bidders are its own merchant's.
        id: 'auction-004-merchant-owner',
        assignsMerchant: ['auctions', 'auction_bids'],
        sql: `
${merchantColumn('auctions', FIRST_CAR_MERCHANT_SQL)}
${merchantColumn('auction_bids', FIRST_CAR_MERCHANT_SQL)}
${merchantParentKey('auctions')}
${merchantForeignKey('auctions', 'vehicle_id', 'vehicles', 'NO ACTION')}
${merchantForeignKey('auctions', 'parent_id', 'auctions', 'NO ACTION')}
${merchantForeignKey('auctions', 'winner_id', 'members', 'NO ACTION')}
${merchantForeignKey('auction_bids', 'auction_id', 'auctions', 'CASCADE')}
${merchantForeignKey('auction_bids', 'member_id', 'members', 'NO ACTION')}
DROP INDEX IF EXISTS auctions_vehicle;
${merchantIndex('auctions_status', 'auctions', ['status', 'end_time'])}
${merchantIndex('auction_bids_auction', 'auction_bids', ['auction_id', 'price'])}
`,
    },
];
