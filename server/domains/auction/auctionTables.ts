import type { ColumnSpec, TableSpec } from '../../tables/TableSpec';
import type { TextKey } from '../../i18n/catalogue';
import { moneyColumn } from '../shared/moneyColumn';
import { auctionStatusOptions, confirmStatusOptions, leadingOptions, relistedOptions } from './auctionOptions';
import { MERCHANT_ROWS } from '../../core/TableOwner';

const money = (title: TextKey, extra: Partial<ColumnSpec> = {}) => moneyColumn(title, { sum: false, ...extra });

const withWinner = `(SELECT a.*, m.nickname AS winner_name, m.phone AS winner_phone FROM auctions a LEFT JOIN members m ON m.id = a.winner_id)`;

/** /jingpai/mange: every auction. */
export const auctionListTable: TableSpec = {
    api: 'addons/jp/seller/AuctionList',
    industries: 'car',
    from: `${withWinner} AS auctions_all`,
    owner: MERCHANT_ROWS,
    pk: 'id',
    columns: {
        id: { title: 'ID', sort: true, item_width: 80 },
        cover: { title: '封面', type: 'image', item_width: 90 },
        title: { title: '拍品', item_width: 260, item_align: 'left' },
        plate: { title: '车牌号', item_width: 110 },
        start_price: money('起拍价', { sort: true }),
        reserve_price: money('保留价', { showTableRow: false }),
        increment: money('加价幅度', { showTableRow: false }),
        top_price: money('当前最高价', { sort: true }),
        bid_count: { title: '出价次数', type: 'number', sort: true, sum: true, item_width: 90 },
        status: { title: '状态', type: 'select', options: auctionStatusOptions, sort: true, item_width: 90 },
        start_time: { title: '开拍时间', type: 'eqtime', sort: true, item_width: 170 },
        end_time: { title: '结束时间', type: 'datetime', sort: true, item_width: 170 },
        duration: { title: '竞拍时长', type: 'second', item_width: 110 },
        create_time: { title: '创建时间', type: 'datetime', showTableRow: false },
    },
    top_search: [
        { name: 'title', title: '拍品' },
        { name: 'status', title: '状态', type: 'select', options: auctionStatusOptions },
        { name: 'start_time', title: '开拍时间', type: 'eqtime' },
        { name: 'end_time', title: '结束时间', type: 'datetime' },
    ],
    defaultSort: { column: 'start_time', order: 'desc' },
    show_sum: true,
    show_excel: true,
};

/** /jingpai/qrsm/list: ended auctions with a winner, to confirm (ConfirmSave). */
export const confirmListTable: TableSpec = {
    api: 'addons/jp/seller/ConfirmList',
    industries: 'car',
    from: `${withWinner} AS confirms`,
    scope: () => ({ sql: 'status IN (2, 3)', params: [] }),
    owner: MERCHANT_ROWS,
    pk: 'id',
    columns: {
        id: { title: 'ID', sort: true, item_width: 80 },
        title: { title: '拍品', item_width: 260, item_align: 'left' },
        plate: { title: '车牌号', item_width: 110 },
        winner_name: { title: '中标人', item_width: 120 },
        winner_phone: { title: '中标人电话', item_width: 130 },
        top_price: money('最高出价', { sum: true, sort: true }),
        deal_price: money('成交价', { sum: true }),
        status: { title: '状态', type: 'select', options: confirmStatusOptions, item_width: 90 },
        end_time: { title: '结束时间', type: 'datetime', sort: true, item_width: 170 },
        confirm_time: { title: '确认时间', type: 'datetime', item_width: 170 },
        confirm_remark: { title: '确认备注', showTableRow: false },
    },
    top_search: [
        { name: 'title', title: '拍品' },
        { name: 'winner_phone', title: '中标人电话' },
        { name: 'status', title: '状态', type: 'select', options: confirmStatusOptions },
        { name: 'end_time', title: '结束日期', type: 'date' },
    ],
    defaultSort: { column: 'end_time', order: 'desc' },
    show_sum: true,
    show_excel: true,
};

/** /jingpai/record: every bid. */
export const bidRecordTable: TableSpec = {
    api: 'addons/jp/seller/BidRecordList',
    industries: 'car',
    from: `(SELECT b.*, a.title, a.plate, m.nickname, m.phone FROM auction_bids b
            LEFT JOIN auctions a ON a.id = b.auction_id LEFT JOIN members m ON m.id = b.member_id) AS bids`,
    owner: MERCHANT_ROWS,
    pk: 'id',
    columns: {
        id: { title: 'ID', sort: true, item_width: 80 },
        auction_id: { title: '竞拍ID', type: 'number', item_width: 90 },
        title: { title: '拍品', item_width: 260, item_align: 'left' },
        plate: { title: '车牌号', item_width: 110 },
        nickname: { title: '出价人', item_width: 120 },
        phone: { title: '手机号', item_width: 130 },
        price: money('出价金额', { sort: true }),
        is_leading: { title: '出价状态', type: 'select', options: leadingOptions, item_width: 100 },
        bid_time: { title: '出价时间', type: 'time', sort: true, item_width: 170 },
    },
    top_search: [
        { name: 'title', title: '拍品' },
        { name: 'phone', title: '手机号' },
        { name: 'auction_id', title: '竞拍ID', type: 'number' },
        { name: 'bid_time', title: '出价时间', type: 'time' },
    ],
    defaultSort: { column: 'bid_time', order: 'desc' },
    show_excel: true,
};

/** /jingpai/liupai/list: unsold auctions, relisted with LiupaiAdded. */
export const unsoldListTable: TableSpec = {
    api: 'addons/jp/seller/LiupaiList',
    industries: 'car',
    from: 'auctions',
    scope: () => ({ sql: 'status = 4', params: [] }),
    fixedColumns: ['status'],
    owner: MERCHANT_ROWS,
    pk: 'id',
    columns: {
        id: { title: 'ID', sort: true, item_width: 80 },
        vehicle_id: { title: '车辆ID', type: 'hide' },
        title: { title: '拍品', item_width: 260, item_align: 'left' },
        plate: { title: '车牌号', item_width: 110 },
        start_price: money('起拍价'),
        reserve_price: money('保留价'),
        top_price: money('最高出价'),
        bid_count: { title: '出价次数', type: 'number', item_width: 90 },
        relisted: { title: '重新上拍', type: 'select', options: relistedOptions, item_width: 110 },
        end_time: { title: '流拍时间', type: 'datetime', sort: true, item_width: 170 },
    },
    top_search: [
        { name: 'title', title: '拍品' },
        { name: 'relisted', title: '重新上拍', type: 'select', options: relistedOptions },
        { name: 'end_time', title: '流拍时间', type: 'datetime' },
    ],
    defaultSort: { column: 'end_time', order: 'desc' },
    show_excel: true,
};
