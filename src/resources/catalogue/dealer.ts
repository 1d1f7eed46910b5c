import { dealer } from './sections';

// The dealer screens take the record id from the query (`?id=`), as SPEC.md §2 gives no `{id}`.
export default [
    dealer.list('/dealer/secondHandCarDealer/list', { api: 'seller/dealer/DealerList' }),
    dealer.show('/dealer/secondHandCarDealer/info'),
    dealer.create('/dealer/secondHandCarDealer/save'),
    dealer.edit('/dealer/secondHandCarDealer/edit'),
    dealer.action('/dealer/secondHandCarDealer/audit'),
    dealer.action('/dealer/secondHandCarDealer/black'),
    dealer.action('/dealer/secondHandCarDealer/recharge'),
    dealer.list('/dealer/store/list', { api: 'seller/dealer/StoreList' }),
    dealer.show('/dealer/store/info'),
    dealer.create('/dealer/store/save'),
    dealer.edit('/dealer/store/edit'),
    dealer.action('/dealer/store/delete'),
    dealer.list('/dealer/blacklist/list', { api: 'seller/dealer/BlackList' }),
    dealer.action('/dealer/blacklist/unblack'),
    dealer.list('/dealer/fwjl', { api: 'seller/dealer/VisitList' }),
];
