import type { Endpoint } from '../../core/Endpoint';
import { ProtocolError } from '../../core/ProtocolError';
import { toFormRecord } from '../shared/crudEndpoints';
import { idRule, readId, type FieldRule } from '../shared/validate';

const priceFields: FieldRule[] = ['start_price', 'reserve_price', 'increment', 'top_price', 'deal_price'].map(name => ({ name, title: '金额', kind: 'cents' }));

/**
 * One auction with its vehicle, winner and latest bids: /jingpai/qrsm/info (ConfirmInfo) and
 * the relist form (AuctionInfo). Prices in cents, as the forms send them.
 */
const auctionInfo = (path: string): Endpoint => ({
    method: 'GET',
    path,
    fields: [],
    key: idRule(),
    industries: 'car',
    record: { table: 'auctions' },
    handler: async ({ db, params, merchant }) => {
        const id = readId(params);
        const { rows } = await db.query(
            `SELECT a.*, v.brand, v.series, v.mileage, v.first_reg, v.dealer_id, d.name AS dealer_name,
                    m.nickname AS winner_name, m.phone AS winner_phone
             FROM auctions a JOIN vehicles v ON v.id = a.vehicle_id JOIN dealers d ON d.id = v.dealer_id
             LEFT JOIN members m ON m.id = a.winner_id WHERE a.id = $1 AND a.suid = $2`,
            [id, merchant]
        );
        if (!rows[0]) throw new ProtocolError('竞拍不存在或已被删除');
        const { rows: bids } = await db.query(
            `SELECT b.id, b.price, b.bid_time, b.is_leading, m.nickname, m.phone FROM auction_bids b
             JOIN members m ON m.id = b.member_id WHERE b.auction_id = $1 ORDER BY b.price DESC, b.id DESC LIMIT 10`,
            [id]
        );
        return { ...toFormRecord(rows[0], priceFields), bids };
    },
});

export const auctionInfoEndpoints = [auctionInfo('addons/jp/seller/ConfirmInfo'), auctionInfo('addons/jp/seller/AuctionInfo')];
