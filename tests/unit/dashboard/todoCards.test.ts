import { describe, expect, it } from 'vitest';
import { todoCards } from '../../../src/dashboard/overview/todoCards';
import { catalogue } from '../../../src/app/catalogue';

describe('todoCards', () => {
    it('opens each card on its own list route with its filter in the URL', () => {
        const cards = todoCards(
            [
                { key: 'dealerPendingAudit', api: 'seller/dealer/DealerList', filter: { audit_status: '0' }, count: 3 },
                { key: 'balanceToday', api: 'addons/ngp/seller/BalanceLogList', filter: { create_time: '1,2' }, count: 0 },
            ],
            catalogue
        );
        expect(cards).toEqual([
            {
                key: 'dealerPendingAudit',
                count: 3,
                listPath: '/dealer/secondHandCarDealer/list',
                to: '/dealer/secondHandCarDealer/list?filter=%7B%22audit_status%22%3A%220%22%7D',
            },
            { key: 'balanceToday', count: 0, listPath: '/financenh/balance', to: '/financenh/balance?filter=%7B%22create_time%22%3A%221%2C2%22%7D' },
        ]);
    });

    it('has a list route for every card the server counts', () => {
        const apis = {
            dealerPendingAudit: 'seller/dealer/DealerList',
            refundPendingAudit: 'seller/bzj/RefundApproveList',
            auctionAwaitingConfirm: 'addons/jp/seller/ConfirmList',
            unsoldNotRelisted: 'addons/jp/seller/LiupaiList',
            leadNotContacted: 'seller/cars/PersonalSellList',
            carOnSale: 'seller/cars/CarList',
            auctionRunning: 'addons/jp/seller/AuctionList',
            staffCount: 'addons/ngp/seller/StaffList',
            cashPending: 'addons/ngp/seller/CashLogList',
        };
        const figures = Object.entries(apis).map(([key, api]) => ({ key, api, filter: {}, count: 1 }));
        expect(todoCards(figures, catalogue).map(card => card.key)).toEqual(Object.keys(apis));
    });

    it('skips a card it does not know and an api without a list route', () => {
        const cards = todoCards(
            [
                { key: 'somethingNew', api: 'seller/dealer/DealerList', filter: {}, count: 1 },
                { key: 'carOnSale', api: 'seller/cars/Unknown', filter: {}, count: 1 },
            ],
            catalogue
        );
        expect(cards).toEqual([]);
    });
});
