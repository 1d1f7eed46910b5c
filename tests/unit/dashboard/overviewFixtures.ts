import type { Overview } from '../../../src/dashboard/overview/overviewReply';

const dates = (days: number) => Array.from({ length: days }, (_, i) => new Date(Date.UTC(2026, 10, 1 - days + 1 + i)).toISOString().slice(0, 10));

/** An overview reply as the server answers it, with every day of every chart at zero. */
export const emptyOverview = (days = 7): Overview => ({
    days,
    from: dates(days)[0],
    to: '2026-11-01',
    todo: [],
    vehicles: dates(days).map(date => ({ date, listed: 0, sold: 0 })),
    auctions: dates(days).map(date => ({ date, deals: 0, amount: 0 })),
    deposits: dates(days).map(date => ({ date, recharge: 0, refund: 0, deduct: 0 })),
    onSale: { brand: [], category: [] },
});
