import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { TestClient } from '../../contract/support/createTestClient';
import { createTestClient } from '../../contract/support/createTestClient';
import { firstPage, loggedIn } from '../../contract/domains/domainTestKit';
import { startTestServer, type TestServer } from '../../contract/support/startTestServer';
import { hostileCase } from '../support/figures';

/**
 * Double submits and races on the real server: the same write sent many times at once (a
 * double click that got past the console's guard, a retrying proxy) takes effect once.
 */
// Run on PGlite (hardening-server) and on PostgreSQL (hardening-postgres): one figure each.
const SUITE = `double submits and races (${inject('postgres') ? 'PostgreSQL' : 'PGlite'})`;
const TIMES = 10;

let server: TestServer;
let admin: TestClient;
let anonymous: TestClient;

beforeAll(async () => {
    server = await startTestServer();
    admin = await loggedIn(server, 'admin');
    anonymous = await createTestClient(server, { encryption: false });
});
afterAll(() => server?.close());

/** Sends `call` `times` times at once; answers how many succeeded and the refusals' messages. */
const burst = async (times: number, call: () => Promise<unknown>) => {
    const results = await Promise.allSettled(Array.from({ length: times }, call));
    return {
        ok: results.filter(r => r.status === 'fulfilled').length,
        refusals: results.flatMap(r => (r.status === 'rejected' ? [String((r.reason as Error).message)] : [])),
    };
};

describe('the same create sent 10 times at once', () => {
    it('a generic create (an advert) creates one record; the others are told why', async () => {
        await hostileCase(SUITE, async () => {
            const advert = {
                title: `并发广告${Date.now()}`,
                position: 1,
                image: '/api/v1/public/image/placeholder?kind=banner&text=x',
                link: '/pages/activity/detail?id=1',
                sort: 1,
                is_show: 1,
                start_time: '2026-11-01',
                end_time: '2026-11-11',
            };
            const { ok, refusals } = await burst(TIMES, () => admin.post('seller/content/AdvertAdd', advert));
            expect(ok).toBe(1);
            expect(new Set(refusals)).toEqual(new Set(['请勿重复提交']));
            expect((await firstPage(admin, 'seller/content/AdvertList', { title: advert.title })).count).toBe(1);
        });
    });

    it('a create with a unique field (an operator) creates one record', async () => {
        await hostileCase(SUITE, async () => {
            const roles = await firstPage(admin, 'seller/role/rolemanage');
            const operator = {
                username: `race${Date.now() % 1_000_000}`,
                password: 'Race@2026',
                nickname: '并发',
                phone: '13900001111',
                role_ids: JSON.stringify([roles.data[0].id]),
                status: 1,
            };
            const { ok } = await burst(TIMES, () => admin.post('seller/operator/OperatorAdd', operator));
            expect(ok).toBe(1);
            expect((await firstPage(admin, 'seller/operator/OperatorList', { username: operator.username })).count).toBe(1);
        });
    });

    it('the public supplier entry (the duplicate-submit guard of docs/console.md §5) creates one dealer', async () => {
        await hostileCase(SUITE, async () => {
            const entry = {
                kind: 1,
                company_name: `并发入驻测试${Date.now()}有限公司`,
                contact: '陈晨',
                phone: '13612349999',
                province: 320000,
                city: 320500,
                address: '工业园区星湖街9号',
                license_no: '91320500MA1X2Y3H4K',
                license_image: '/api/v1/public/image/placeholder?kind=license&text=x',
                business_scope: '1,2',
                agree: 1,
            };
            const { ok } = await burst(TIMES, () => anonymous.post('public/supplier/Enter', entry));
            expect(ok).toBe(1);
            expect((await firstPage(admin, 'seller/dealer/DealerList', { name: entry.company_name })).count).toBe(1);
        });
    });
});

describe('two audits of one record at once', () => {
    it('a deposit refund is approved once and leaves the deposit once', async () => {
        await hostileCase(SUITE, async () => {
            const pending = (await firstPage(admin, 'seller/bzj/RefundApproveList', { status: 0, limit: 50 })).data.find(
                r => (r.amount as number) * 2 <= (r.deposit as number)
            )!;
            expect(pending).toBeDefined();
            const id = pending.id as number;
            const { ok, refusals } = await burst(2, () => admin.post('seller/bzj/RefundAudit', { id, status: 1, audit_remark: '同意' }));
            expect(ok).toBe(1);
            expect(refusals).toEqual(['该退款申请已审核，不能重复审核']);
            const info = await admin.get<Record<string, unknown>>('seller/bzj/RefundInfo', { id });
            expect(info.deposit).toBe((pending.deposit as number) - (pending.amount as number));
        });
    });

    it('an approve and a reject of one after-sale request at once: exactly one applies', async () => {
        await hostileCase(SUITE, async () => {
            const pending = (await firstPage(admin, 'seller/refund/RefundList', { status: 0 })).data[0];
            expect(pending).toBeDefined();
            const id = pending.id as number;
            const results = await Promise.allSettled([
                admin.post('seller/refund/RefundAudit', { id, status: 1 }),
                admin.post('seller/refund/RefundAudit', { id, status: 2, audit_remark: '并发驳回' }),
            ]);
            expect(results.filter(r => r.status === 'fulfilled')).toHaveLength(1);
            const rejected = results.find(r => r.status === 'rejected') as PromiseRejectedResult;
            expect((rejected.reason as Error).message).toBe('该售后申请已审核，不能重复审核');
        });
    });
});
