import { pageComponents } from '../pageComponents';
import { goods, setting } from './sections';

// SPEC §4's account rules: the supply-goods menu is hidden from a union account, the payment
// wallet shown only to one.
export default [
    goods.list('/goods/supply/list', { api: 'seller/goods/SupplyGoodsList', account: 'nonUnion' }),
    setting.page('/setting/wallet', {
        account: 'union',
        calls: { getOne: 'seller/wallet/WalletSetList', update: 'seller/wallet/WalletSetSave' },
        component: pageComponents.WalletSetPage,
    }),
];
