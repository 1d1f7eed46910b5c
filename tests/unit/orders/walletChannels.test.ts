import { describe, expect, it } from 'vitest';
import { WalletDataError, parseWalletChannels, toDraft, toPayload } from '../../../src/wallet/walletChannels';

const wxpay = { code: 'wxpay', name: '微信支付', status: 1, fee_rate: 6, min_withdraw: 10000, settle_days: 1 };

describe('wallet channels', () => {
    it('reads the channel list and refuses a malformed one', () => {
        expect(parseWalletChannels([wxpay])).toEqual([wxpay]);
        expect(() => parseWalletChannels({ list: [] })).toThrow(WalletDataError);
        expect(() => parseWalletChannels([{ ...wxpay, min_withdraw: 100.5 }])).toThrow(WalletDataError);
        expect(() => parseWalletChannels([{ ...wxpay, status: 'on' }])).toThrow(WalletDataError);
        expect(() => parseWalletChannels([null])).toThrow(WalletDataError);
    });

    it('shows the minimum withdrawal in yuan and sends it back in cents', () => {
        const draft = toDraft(parseWalletChannels([wxpay])[0]);
        expect(draft).toEqual({ enabled: true, feeRate: '6', minWithdraw: '100.00', settleDays: '1' });
        expect(toPayload('wxpay', { ...draft, minWithdraw: '200.5', enabled: false })).toEqual({
            payload: { code: 'wxpay', status: 0, fee_rate: 6, min_withdraw: 20050, settle_days: 1 },
        });
    });

    it('names the first field that is not valid', () => {
        const draft = toDraft(wxpay as never);
        expect(toPayload('wxpay', { ...draft, feeRate: '101' })).toEqual({ invalid: 'feeRate' });
        expect(toPayload('wxpay', { ...draft, feeRate: '1.5' })).toEqual({ invalid: 'feeRate' });
        expect(toPayload('wxpay', { ...draft, minWithdraw: '1.234' })).toEqual({ invalid: 'minWithdraw' });
        expect(toPayload('wxpay', { ...draft, minWithdraw: '-1' })).toEqual({ invalid: 'minWithdraw' });
        expect(toPayload('wxpay', { ...draft, settleDays: '31' })).toEqual({ invalid: 'settleDays' });
    });
});
