import { datetime, price, textarea } from '../../resources/fields';
import { jingpai } from './sections';

const confirmList = '/jingpai/qrsm/list';
const unsold = '/jingpai/liupai/list';

export default [
    jingpai.list(confirmList, { api: 'addons/jp/seller/ConfirmList', calls: { getOne: 'addons/jp/seller/ConfirmInfo' } }),
    jingpai.show('/jingpai/qrsm/info', { parent: confirmList }),
    jingpai.action('/jingpai/qrsm/save', {
        parent: confirmList,
        noCache: true,
        // 2: ended with a winner, awaiting confirmation (3, sold, is listed too).
        when: { field: 'status', values: [2] },
        action: { call: 'addons/jp/seller/ConfirmSave', fields: [price('deal_price'), textarea('confirm_remark', { maxLength: 200 })] },
    }),
    jingpai.list('/jingpai/record', { api: 'addons/jp/seller/BidRecordList' }),
    jingpai.list(unsold, { api: 'addons/jp/seller/LiupaiList', calls: { getOne: 'addons/jp/seller/AuctionInfo' } }),
    // The list holds unsold auctions only (its server scope); each is relisted once.
    jingpai.action('/jingpai/liupai/added', {
        parent: unsold,
        noCache: true,
        when: { field: 'relisted', values: [0] },
        action: {
            call: 'addons/jp/seller/LiupaiAdded',
            fields: [
                datetime('start_time', { label: 'auctionStart', required: true }),
                datetime('end_time', { label: 'auctionEnd', required: true }),
                price('start_price'),
                price('reserve_price'),
            ],
        },
    }),
    jingpai.list('/jingpai/mange', { api: 'addons/jp/seller/AuctionList' }),
];
