import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestClient } from '../support/createTestClient';
import { startTestServer, type TestServer } from '../support/startTestServer';
import { failure, firstPage, loggedIn } from './domainTestKit';

interface Overview {
    days: number;
    from: string;
    to: string;
    todo: Array<{ key: string; api: string; filter: Record<string, string>; count: number }>;
    vehicles?: Array<{ date: string; listed: number; sold: number }>;
    auctions?: Array<{ date: string; deals: number; amount: number }>;
    deposits?: Array<{ date: string; recharge: number; refund: number; deduct: number }>;
    onSale?: { brand: Array<{ name: string; count: number }>; category: Array<{ name: string; count: number }> };
}

const OVERVIEW = 'seller/dashboard/Overview';
// The seed's fixed "now" is 2026-11-01 (China time): its data spreads over the 90 days before.
const SEED_DAY = '2026-11-01';

let server: TestServer;
beforeAll(async () => {
    server = await startTestServer();
});
afterAll(() => server?.close());

const overview = (client: TestClient, days: number) => client.get<Overview>(OVERVIEW, { days, end: SEED_DAY });

/** Each card's count is what its list counts under the card's filter. */
const expectCountsOfLists = async (client: TestClient, reply: Overview) => {
    for (const card of reply.todo) {
        const page = await firstPage(client, card.api, card.filter);
        expect({ key: card.key, count: card.count }).toEqual({ key: card.key, count: page.count });
    }
};

describe('Workbench overview, car industry', () => {
    let admin: TestClient;
    beforeAll(async () => {
        admin = await loggedIn(server, 'admin');
    });

    it('answers the seven to-do cards with the counts their lists show', async () => {
        const reply = await overview(admin, 30);
        expect(reply.todo.map(card => card.key)).toEqual([
            'dealerPendingAudit',
            'refundPendingAudit',
            'auctionAwaitingConfirm',
            'unsoldNotRelisted',
            'leadNotContacted',
            'carOnSale',
            'auctionRunning',
        ]);
        expect(reply.todo.every(card => card.count > 0)).toBe(true);
        await expectCountsOfLists(admin, reply);
    });

    it('answers one point per day for 7, 30 and 90 days, amounts in integer cents', async () => {
        for (const days of [7, 30, 90]) {
            const reply = await overview(admin, days);
            expect(reply).toMatchObject({ days, to: SEED_DAY });
            for (const series of [reply.vehicles!, reply.auctions!, reply.deposits!]) {
                expect(series).toHaveLength(days);
                expect(series[0].date).toBe(reply.from);
                expect(series[days - 1].date).toBe(SEED_DAY);
            }
            for (const point of [...reply.auctions!, ...reply.deposits!]) {
                for (const value of Object.values(point).slice(1)) expect(Number.isInteger(value)).toBe(true);
            }
        }
        const longest = await overview(admin, 90);
        expect(longest.from).toBe('2026-08-04');
        // The seed spreads over the whole range: every chart has a shape, early and late.
        const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
        const firstMonth = (points: Array<Record<string, unknown>>) => points.slice(0, 30);
        expect(sum(firstMonth(longest.vehicles!).map(p => p.listed as number))).toBeGreaterThan(0);
        expect(sum(firstMonth(longest.auctions!).map(p => p.deals as number))).toBeGreaterThan(0);
        expect(sum(longest.auctions!.slice(60).map(p => p.deals))).toBeGreaterThan(0);
        expect(sum(longest.deposits!.map(p => p.recharge + p.deduct))).toBeGreaterThan(0);
        expect(sum(longest.deposits!.map(p => p.refund))).toBeGreaterThan(0);
    });

    it('counts the deals of the range as the auction list holds them', async () => {
        const reply = await overview(admin, 90);
        const deals = reply.auctions!.reduce((n, p) => n + p.deals, 0);
        const sold = await firstPage(admin, 'addons/jp/seller/AuctionList', { status: 3 });
        expect(deals).toBeGreaterThan(0);
        expect(deals).toBeLessThanOrEqual(sold.count!);
    });

    it('breaks the cars on sale down by brand and by category, adding up to the on-sale card', async () => {
        const reply = await overview(admin, 7);
        const onSale = reply.todo.find(card => card.key === 'carOnSale')!.count;
        const total = (rows: Array<{ count: number }>) => rows.reduce((n, row) => n + row.count, 0);
        expect(total(reply.onSale!.brand)).toBe(onSale);
        expect(total(reply.onSale!.category)).toBe(onSale);
        expect(reply.onSale!.brand[0].count).toBeGreaterThanOrEqual(reply.onSale!.brand.at(-1)!.count);
    });

    it('moves a card when the list changes', async () => {
        const before = await overview(admin, 7);
        const pending = (await firstPage(admin, 'seller/dealer/DealerList', { audit_status: 0 })).data[0];
        await admin.post('seller/dealer/DealerAudit', { id: pending.id, audit_status: 1, audit_remark: '' });
        const after = await overview(admin, 7);
        const count = (reply: Overview) => reply.todo.find(card => card.key === 'dealerPendingAudit')!.count;
        expect(count(after)).toBe(count(before) - 1);
    });

    it('refuses other ranges and malformed dates with a message', async () => {
        expect((await failure(admin.get(OVERVIEW, { days: 8 }))).message).toBe('参数错误：days 只能是 7、30 或 90');
        expect((await failure(admin.get(OVERVIEW, { days: '30; DROP TABLE vehicles' }))).message).toBe('参数错误：days 只能是 7、30 或 90');
        expect((await failure(admin.get(OVERVIEW, { end: '2026-02-30' }))).message).toBe('参数错误：end 应为 YYYY-MM-DD 格式的日期');
        // Without `end` the window ends today on the server's clock.
        const today = await admin.get<Overview>(OVERVIEW, {});
        expect(today.days).toBe(30);
        expect(today.vehicles).toHaveLength(30);
    });
});

describe('Workbench overview, restricted and other industries', () => {
    it('gives a restricted role only the figures of the lists it may open, leaving the others out', async () => {
        const operator = await loggedIn(server, 'operator');
        const reply = await overview(operator, 30);
        expect(reply.todo.map(card => card.key)).toEqual(['dealerPendingAudit']);
        await expectCountsOfLists(operator, reply);
        for (const key of ['vehicles', 'auctions', 'deposits', 'onSale']) expect(reply).not.toHaveProperty(key);
    });

    it('gives a role with the car list its cars card and charts, without the lists it lacks', async () => {
        const admin = await loggedIn(server, 'admin');
        const role = await admin.post<{ id: number }>('seller/role/roleadd', {
            name: '车辆专员',
            path_arr: JSON.stringify(['/cars/list/manageShow']),
            api_arr: JSON.stringify(['seller/cars/CarList']),
        });
        await admin.post('seller/operator/OperatorAdd', {
            username: 'carclerk',
            password: 'Clerk@2026',
            nickname: '车辆专员',
            phone: '13900001111',
            role_ids: JSON.stringify([role.id]),
            status: 1,
        });
        const clerk = await (await import('../support/createTestClient')).createTestClient(server, { encryption: false });
        await clerk.login('carclerk', 'Clerk@2026');
        const reply = await overview(clerk, 7);
        expect(reply.todo.map(card => card.key)).toEqual(['carOnSale']);
        expect(reply.vehicles).toHaveLength(7);
        expect(reply.onSale!.brand.length).toBeGreaterThan(0);
        for (const key of ['auctions', 'deposits']) expect(reply).not.toHaveProperty(key);
    });

    it('gives the offlinepay industry its staff, withdrawal and balance cards and no car figures', async () => {
        const bank = await loggedIn(server, 'bank');
        const reply = await overview(bank, 90);
        expect(reply.todo.map(card => card.key)).toEqual(['staffCount', 'cashPending', 'balanceToday']);
        expect(reply.todo.find(card => card.key === 'balanceToday')!.filter).toEqual({
            create_time: `${Date.UTC(2026, 9, 31, 16) / 1000},${Date.UTC(2026, 10, 1, 16) / 1000 - 1}`,
        });
        await expectCountsOfLists(bank, reply);
        for (const key of ['vehicles', 'auctions', 'deposits', 'onSale']) expect(reply).not.toHaveProperty(key);
    });

    it('gives the platform administrator the car figures its industry may call', async () => {
        const platform = await loggedIn(server, 'platform');
        const reply = await overview(platform, 30);
        await expectCountsOfLists(platform, reply);
        expect(reply.todo.some(card => card.key === 'staffCount')).toBe(false);
    });
});
