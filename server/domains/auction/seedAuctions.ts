import type { Db } from '../../core/Db';
import type { SeedOptions } from '../../db/SeedOptions';
import { VEHICLE } from '../cars/carOptions';
import { chinaDayStart } from '../shared/chinaCalendar';
import { insertRows } from '../shared/insertRows';
import type { Prng } from '../shared/Prng';
import { DAY, SEED_NOW } from '../shared/seedClock';
import { carMerchants, merchantPrng, type SeedMerchant } from '../shared/seedMerchants';
import { AUCTION } from './auctionOptions';

interface Vehicle {
    suid: string;
    id: number;
    title: string;
    plate: string;
    cover: string;
    price: number;
}

const YUAN = 100;
const HOUR = 3600;
const roundTo = (cents: number, step: number) => Math.max(step, Math.round(cents / step) * step);

/**
 * One auction of a vehicle with its bids: rising by at least the increment, inside the window
 * and before now. The status follows from the window and the bids: ended with the top bid at or
 * above the reserve → awaiting confirmation or sold; ended below it → unsold.
 */
const simulate = (rng: Prng, vehicle: Vehicle, start: number, bidders: number[], parentId: number | null) => {
    const duration = rng.pick([1, 2, 4, 24]) * HOUR;
    const end = start + duration;
    const startPrice = roundTo((vehicle.price * rng.int(60, 75)) / 100, 1000 * YUAN);
    // Steps of about 0.5–1% of the start price; the reserve a few to twenty steps above it.
    const increment = roundTo((startPrice * rng.int(5, 10)) / 1000, 100 * YUAN);
    const reserve = startPrice + increment * rng.int(4, 20);
    const bids: Array<[number, number, number]> = [];
    if (start < SEED_NOW) {
        const last = Math.min(end, SEED_NOW) - 1;
        let price = startPrice;
        let time = start;
        for (let n = rng.chance(0.15) ? 0 : rng.int(1, 16); n > 0 && time < last; n--) {
            time = Math.min(last, time + rng.int(5, Math.max(6, Math.floor((last - start) / 10))));
            bids.push([rng.pick(bidders), price, time]);
            price += increment * rng.int(1, 3);
        }
    }
    const top = bids.length ? bids[bids.length - 1][1] : 0;
    const ended = end <= SEED_NOW;
    const status =
        start > SEED_NOW
            ? AUCTION.upcoming
            : !ended
              ? AUCTION.running
              : top >= reserve
                ? rng.chance(0.7)
                    ? AUCTION.sold
                    : AUCTION.awaitingConfirm
                : AUCTION.unsold;
    const auction = {
        suid: vehicle.suid,
        vehicle_id: vehicle.id,
        parent_id: parentId,
        title: vehicle.title,
        plate: vehicle.plate,
        cover: vehicle.cover,
        start_price: startPrice,
        reserve_price: reserve,
        increment,
        top_price: top,
        bid_count: bids.length,
        winner_id: status === AUCTION.sold || status === AUCTION.awaitingConfirm ? bids[bids.length - 1][0] : null,
        deal_price: status === AUCTION.sold ? top : 0,
        status,
        start_time: start,
        end_time: end,
        duration,
        confirm_time: status === AUCTION.sold ? Math.min(SEED_NOW, end + rng.int(HOUR, 2 * DAY)) : 0,
        confirm_remark: status === AUCTION.sold ? '买家已支付尾款，确认成交' : '',
        relisted: 0,
        create_time: start - rng.int(1, 5) * DAY,
    };
    return { auction, bids };
};

const vehicleStatusAfter: Record<number, number> = {
    [AUCTION.upcoming]: VEHICLE.inAuction,
    [AUCTION.running]: VEHICLE.inAuction,
    [AUCTION.awaitingConfirm]: VEHICLE.inAuction,
    [AUCTION.sold]: VEHICLE.sold,
    [AUCTION.unsold]: VEHICLE.offShelf,
};

/** Each car merchant's auctions. */
export const seedAuctions = async (db: Db, options: SeedOptions) => {
    for (const merchant of carMerchants(options)) await seedMerchantAuctions(db, merchant);
};

/** Auctions at 10:00, 14:00 and 20:00 China time over the last 90 days (the Workbench charts' longest range) and the next 7. */
const seedMerchantAuctions = async (db: Db, merchant: SeedMerchant) => {
    const { suid, rows } = merchant;
    const rng = merchantPrng(6006, merchant);
    const { rows: vehicles } = await db.query<Vehicle>(
        `SELECT suid, id, title, plate, cover, price FROM vehicles WHERE suid = $1 AND status IN (0, 1) ORDER BY id LIMIT ${Math.min(rows, 2000)}`,
        [suid]
    );
    const { rows: members } = await db.query<{ id: number }>('SELECT id FROM members WHERE suid = $1 AND deposit > 0 ORDER BY id LIMIT 2000', [suid]);
    if (vehicles.length === 0 || members.length === 0) return;
    const bidders = members.map(m => m.id);
    // Seeds insert one merchant at a time, so this merchant's auctions take the ids after the last one.
    const { rows: last } = await db.query<{ id: number }>('SELECT coalesce(max(id), 0) AS id FROM auctions');
    const base = Number(last[0].id);

    const auctions: Array<ReturnType<typeof simulate>> = [];
    // About 40% of the cars on offer go to auction.
    for (const vehicle of vehicles.filter(() => rng.chance(0.4))) {
        const start = chinaDayStart(SEED_NOW + rng.int(-90, 7) * DAY) + rng.pick([10, 14, 20]) * HOUR;
        const first = simulate(rng, vehicle, start, bidders, null);
        auctions.push(first);
        // A third of the unsold cars were put up again, at a later session.
        if (first.auction.status === AUCTION.unsold && rng.chance(0.33)) {
            first.auction.relisted = 1;
            const again = chinaDayStart(first.auction.end_time + rng.int(1, 10) * DAY) + rng.pick([10, 14, 20]) * HOUR;
            auctions.push(simulate(rng, vehicle, again, bidders, base + auctions.length));
        }
    }
    const columns = Object.keys(auctions[0].auction);
    await insertRows(
        db,
        'auctions',
        columns,
        auctions.map(a => columns.map(c => a.auction[c as keyof typeof a.auction]))
    );
    // Ids follow insertion order after the last one: bids refer to auction base + i + 1.
    const { rows: check } = await db.query<{ first: number; n: number }>('SELECT min(id) AS first, count(*)::int AS n FROM auctions WHERE id > $1', [base]);
    if (Number(check[0].first) !== base + 1 || check[0].n !== auctions.length) throw new Error('auction seed: ids did not follow insertion order');
    const bidRows = auctions.flatMap((a, i) =>
        a.bids.map(([member, price, time], j) => [suid, base + i + 1, member, price, j === a.bids.length - 1 ? 1 : 0, time])
    );
    await insertRows(db, 'auction_bids', ['suid', 'auction_id', 'member_id', 'price', 'is_leading', 'bid_time'], bidRows);

    // A vehicle's status follows its latest auction.
    const latest = new Map<number, number>();
    for (const { auction } of auctions) latest.set(auction.vehicle_id, vehicleStatusAfter[auction.status]);
    const ids = [...latest.keys()];
    await db.query('UPDATE vehicles v SET status = s.status FROM unnest($1::int[], $2::int[]) AS s(id, status) WHERE v.id = s.id', [
        ids,
        ids.map(id => latest.get(id)),
    ]);
};
