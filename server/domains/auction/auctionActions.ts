import type { Endpoint } from '../../core/Endpoint';
import { ProtocolError } from '../../core/ProtocolError';
import { VEHICLE } from '../cars/carOptions';
import { nowSeconds } from '../../core/nowSeconds';
import { rowAction } from '../shared/rowAction';
import { centsToYuan } from '../shared/validate';
import { AUCTION, MAX_AUCTION_SECONDS } from './auctionOptions';
import { MERCHANT_ROWS } from '../../core/TableOwner';
import { message } from '../../i18n/Message';

/**
 * /jingpai/qrsm/save: confirms the sale of an auction awaiting confirmation. `deal_price`
 * (cents) defaults to the top bid and may not exceed it; the vehicle becomes sold.
 */
const confirmSale = rowAction({
    path: 'addons/jp/seller/ConfirmSave',
    industries: 'car',
    table: 'auctions',
    owner: MERCHANT_ROWS,
    label: '竞拍',
    fields: [
        { name: 'deal_price', title: '成交价', kind: 'cents', min: 1 },
        { name: 'confirm_remark', title: '确认备注', max: 200 },
    ],
    reason: 'confirm_remark',
    act: async (tx, row, _ctx, values) => {
        if (row.status === AUCTION.sold) throw new ProtocolError('该竞拍已确认成交，不能重复确认');
        if (row.status !== AUCTION.awaitingConfirm) throw new ProtocolError('该竞拍未结束或未达到保留价，不能确认成交');
        const top = Number(row.top_price);
        const deal = (values.deal_price as number) || top;
        if (deal > top) throw new ProtocolError(message('成交价不能高于最高出价（{amount}元）', { amount: centsToYuan(top) }));
        const now = nowSeconds();
        await tx.query('UPDATE auctions SET status = $2, deal_price = $3, confirm_time = $4, confirm_remark = $5 WHERE id = $1', [
            row.id,
            AUCTION.sold,
            deal,
            now,
            values.confirm_remark,
        ]);
        await tx.query('UPDATE vehicles SET status = $2, update_time = $3 WHERE id = $1', [row.vehicle_id, VEHICLE.sold, now]);
        return `确认成交，成交价${centsToYuan(deal)}元`;
    },
});

/**
 * /jingpai/liupai/added: puts an unsold car up again as a new auction (start_time, end_time,
 * optional new start and reserve prices in cents). Each unsold auction is relisted once.
 */
const relist = rowAction({
    path: 'addons/jp/seller/LiupaiAdded',
    industries: 'car',
    table: 'auctions',
    owner: MERCHANT_ROWS,
    label: '竞拍',
    fields: [
        { name: 'start_time', title: '开拍时间', kind: 'timestamp', required: true },
        { name: 'end_time', title: '结束时间', kind: 'timestamp', required: true },
        { name: 'start_price', title: '起拍价', kind: 'cents', min: 100 },
        { name: 'reserve_price', title: '保留价', kind: 'cents', min: 0 },
    ],
    act: async (tx, row, _ctx, values) => {
        if (row.status !== AUCTION.unsold) throw new ProtocolError('只有流拍的竞拍才能重新上拍');
        if (row.relisted === 1) throw new ProtocolError('该拍品已重新上拍，不能重复操作');
        const start = values.start_time as number;
        const end = values.end_time as number;
        if (start <= nowSeconds()) throw new ProtocolError('开拍时间必须晚于当前时间');
        if (end <= start) throw new ProtocolError('结束时间必须晚于开拍时间');
        if (end - start > MAX_AUCTION_SECONDS) throw new ProtocolError('竞拍时长不能超过7天');
        const startPrice = (values.start_price as number) || Number(row.start_price);
        const reserve = (values.reserve_price as number) || Number(row.reserve_price);
        if (reserve < startPrice) throw new ProtocolError('保留价不能低于起拍价');
        const { rows: vehicles } = await tx.query<{ status: number }>('SELECT status FROM vehicles WHERE id = $1 FOR UPDATE', [row.vehicle_id]);
        if (vehicles[0]?.status === VEHICLE.sold) throw new ProtocolError('该车辆已售出，不能重新上拍');
        if (vehicles[0]?.status === VEHICLE.inAuction) throw new ProtocolError('该车辆已在其他竞拍中');
        const now = nowSeconds();
        await tx.query(
            `INSERT INTO auctions (vehicle_id, parent_id, title, plate, cover, start_price, reserve_price, increment, status, start_time, end_time, duration, create_time)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)`,
            [row.vehicle_id, row.id, row.title, row.plate, row.cover, startPrice, reserve, row.increment, AUCTION.upcoming, start, end, end - start, now]
        );
        await tx.query('UPDATE auctions SET relisted = 1 WHERE id = $1', [row.id]);
        await tx.query('UPDATE vehicles SET status = $2, update_time = $3 WHERE id = $1', [row.vehicle_id, VEHICLE.inAuction, now]);
        return '重新上拍';
    },
});

export const auctionActions: Endpoint[] = [confirmSale, relist];
