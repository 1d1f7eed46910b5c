import { describe, expect, it } from 'vitest';
import { parseOverview } from '../../../src/dashboard/overview/overviewReply';
import { emptyOverview } from './overviewFixtures';

describe('parseOverview', () => {
    it('keeps a well-formed reply and leaves absent charts absent', () => {
        const reply = {
            days: 7,
            from: '2026-10-26',
            to: '2026-11-01',
            todo: [{ key: 'carOnSale', api: 'seller/cars/CarList', filter: { status: 1 }, count: 12 }],
        };
        const overview = parseOverview(reply);
        expect(overview.todo).toEqual([{ key: 'carOnSale', api: 'seller/cars/CarList', filter: { status: '1' }, count: 12 }]);
        expect(overview.vehicles).toBeUndefined();
        expect(overview.onSale).toBeUndefined();
        expect(parseOverview(emptyOverview(30)).vehicles).toHaveLength(30);
    });

    it.each([
        ['no object', null],
        ['a list', []],
        ['no todo', { days: 7, from: '2026-10-26', to: '2026-11-01' }],
        ['a negative count', { days: 7, from: '2026-10-26', to: '2026-11-01', todo: [{ key: 'x', api: 'a', filter: {}, count: -1 }] }],
        ['a text amount', { ...emptyOverview(), auctions: [{ date: '2026-11-01', deals: 1, amount: '100.00' }] }],
        ['a bad date', { ...emptyOverview(), vehicles: [{ date: '11/01', listed: 1, sold: 0 }] }],
        ['shares without counts', { ...emptyOverview(), onSale: { brand: [{ name: '丰田' }], category: [] } }],
    ])('refuses %s as a malformed reply', (_, reply) => {
        expect(() => parseOverview(reply)).toThrow('mc.error.malformed');
    });
});
