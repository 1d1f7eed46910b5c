import { ownAccountCall } from '../shared/ownAccountCall';
import { readSetting } from './settingGroup';

/** Payment channels of the union wallet; `fee_rate` in per mille, amounts in cents. */
const defaults = {
    list: [
        { code: 'wxpay', name: '微信支付', status: 1, fee_rate: 6, min_withdraw: 10000, settle_days: 1 },
        { code: 'alipay', name: '支付宝', status: 1, fee_rate: 6, min_withdraw: 10000, settle_days: 1 },
        { code: 'unionpay', name: '银联快捷', status: 1, fee_rate: 5, min_withdraw: 50000, settle_days: 2 },
        { code: 'balance', name: '余额支付', status: 0, fee_rate: 0, min_withdraw: 0, settle_days: 0 },
    ],
};

/** GET seller/wallet/WalletSetList: the layout asks it, so every role may. */
export const walletSetList = ownAccountCall({
    method: 'GET',
    path: 'seller/wallet/WalletSetList',
    handler: async ({ db }) => (await readSetting(db, 'wallet', defaults)).list,
});
