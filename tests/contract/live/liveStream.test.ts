import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { LIVE_EVENTS_PATH, parsePosition, ROWS_BY_KEY_PARAM } from '../../../protocol/liveEvents';
import type { TestClient } from '../support/createTestClient';
import { firstPage } from '../domains/domainTestKit';
import { failure } from '../support/failure';
import { openLiveStream } from '../support/liveStream';
import { signIn, signedInServer } from '../support/signedInServer';
import { startTestServer } from '../support/startTestServer';
import { waitFor } from '../support/waitFor';

/**
 * The stream of docs/protocol.md §17 against the reference server, on both engines: its refusals
 * (those of a URL opened in a new window), what one write sends and when a rolled-back one sends
 * nothing, resuming with Last-Event-ID, the heartbeat, the per-account bound, the end of a revoked
 * session, export events, reading rows by key, and a log without the token.
 */

let logged = '';
const log = new Writable({
    write(chunk, _encoding, done) {
        logged += String(chunk);
        done();
    },
});

const { server, admin, dealer2 } = signedInServer(['admin', 'dealer2'], {
    encryption: false,
    server: { liveHeartbeatMs: 700, livePerAccount: 4, logLevel: 'info', logStream: log },
});

const dealerIds = async (client: TestClient, count: number) =>
    (await firstPage<{ id: number }>(client, 'seller/dealer/DealerList', { limit: count })).data.map(row => row.id);

const editDealer = (client: TestClient, id: number, contact: string) => client.post('seller/dealer/DealerEdit', { id, contact });

describe('opening the stream', () => {
    it('answers text/event-stream, opens with a ready event carrying its position, and keeps the token out of the log', async () => {
        const stream = await openLiveStream(admin);
        expect(stream.status).toBe(200);
        expect(stream.contentType).toBe('text/event-stream; charset=utf-8');
        // Its connection ends with it, so a stop has no kept-alive connection of a stream to wait for.
        expect(stream.connection).toBe('close');
        const ready = await stream.next('ready');
        expect(parsePosition(ready.id)).toBeDefined();
        stream.close();
        const token = admin.session.get()!.token;
        await waitFor(async () => (logged.includes(LIVE_EVENTS_PATH) ? true : undefined), 'the request in the log');
        expect(logged).toContain('accesstoken=[redacted]');
        expect(logged).not.toContain(token);
        expect(logged).not.toContain(encodeURIComponent(token));
    });

    it('refuses an unsigned, a forged, a foreign and an expired URL with the refusals of a URL opened in a new window', async () => {
        /** The same change made to the stream's URL and to a synchronous export's: both answers, as envelopes. */
        const bothRefused = async (change: (url: URL) => void) => {
            const [stream, download] = [admin.http.signedUrl(LIVE_EVENTS_PATH), admin.http.signedUrl('seller/dealer/DealerList', { _down_excel: 1 })].map(
                text => {
                    const url = new URL(text);
                    change(url);
                    return url.toString();
                }
            );
            const refused = await openLiveStream(admin, { url: stream });
            expect(refused.contentType).toContain('application/json');
            return { stream: JSON.parse(refused.refusal!), download: await (await fetch(download, { headers: { ignoreencryption: '1' } })).json() };
        };
        const cases: Array<[(url: URL) => void, string, string | null]> = [
            [url => url.searchParams.delete('signature'), '参数错误：缺少或无效的时间戳', null],
            [url => url.searchParams.set('signature', '0'.repeat(32)), '签名错误', null],
            [url => url.searchParams.set('supplieruid', '10002'), '登录已失效，请重新登录', 'login'],
        ];
        for (const [change, msg, data] of cases) {
            const { stream, download } = await bothRefused(change);
            expect(stream).toEqual({ status: false, msg, data });
            expect(download).toEqual(stream);
        }
        admin.skewClock(-600);
        try {
            const { stream, download } = await bothRefused(() => undefined);
            expect(stream).toMatchObject({ status: false, msg: '请求已过期，请校准设备时间后重试' });
            expect(download).toEqual(stream);
        } finally {
            admin.skewClock(0);
        }
    });

    it('sends a comment line to a quiet stream at the heartbeat', async () => {
        const stream = await openLiveStream(dealer2);
        await stream.next('ready');
        await waitFor(async () => (stream.comments >= 2 ? true : undefined), 'two heartbeats', 5000);
        stream.close();
    });
});

describe('what a write sends', () => {
    it('a table event per list of the row, with the keys, the writer and the time, and a badge event for the figures it moves', async () => {
        const stream = await openLiveStream(admin);
        await stream.next('ready');
        const [id] = await dealerIds(admin, 1);
        const before = Math.floor(Date.now() / 1000) - 1;
        await editDealer(admin, id, '王五');
        const event = await stream.next('table', e => e.data.api === 'seller/dealer/DealerList');
        expect(event.data).toMatchObject({ api: 'seller/dealer/DealerList', ids: [id], count: 1, action: 'updated', by: { id: 1, name: '诚信二手车' } });
        expect(event.data.at).toBeGreaterThanOrEqual(before);
        expect((await stream.next('badge')).data.calls).toContain('seller/dashboard/Overview');
        stream.close();
    });

    it('a created row and a deleted one say so; a rolled-back write sends nothing', async () => {
        const stream = await openLiveStream(admin);
        const ready = await stream.next('ready');
        const [id] = await dealerIds(admin, 1);
        await server.db
            .transaction(async tx => {
                await tx.query('UPDATE dealers SET contact = $2 WHERE id = $1', [id, '回滚']);
                throw new Error('roll back');
            })
            .catch(() => undefined);
        const { rows } = await server.owner.query<{ id: number }>(
            `INSERT INTO shop_after_sales (suid, order_id, type, status, amount, reason, apply_time)
             SELECT suid, id, 1, 0, 100, '实时测试', 1 FROM shop_orders WHERE suid = '10001' LIMIT 1 RETURNING id`
        );
        const created = await stream.next('table', e => e.data.ids?.includes(rows[0].id) ?? false);
        expect(created.data.action).toBe('created');
        // The rolled-back update took no number: the position moved by the insert's one event alone.
        await waitFor(async () => (stream.lastId !== ready.id ? true : undefined), 'the position after the insert');
        expect(parsePosition(stream.lastId)!.merchant).toBe(parsePosition(ready.id)!.merchant + 1);
        expect(stream.events.some(e => e.type === 'table' && e.data.ids?.includes(id))).toBe(false);
        await server.owner.query('DELETE FROM shop_after_sales WHERE id = $1', [rows[0].id]);
        expect((await stream.next('table', e => e.data.action === 'deleted')).data.ids).toEqual([rows[0].id]);
        expect((await stream.next('badge', e => e.data.calls.includes('seller/refund/RefundCount'))).data.calls).toContain('seller/refund/RefundCount');
        stream.close();
    });

    it("an export task's moves reach the account that queued it as export events, to its end", async () => {
        const stream = await openLiveStream(admin);
        const other = await openLiveStream(dealer2);
        await Promise.all([stream.next('ready'), other.next('ready')]);
        const task = await admin.get<{ id: number }>('seller/dealer/DealerList', { page: 1, limit: 10, export_type: 1, _excel_down_culumns: 'id,name' });
        const done = await stream.next('export', e => e.data.id === task.id && e.data.status === 2, 20_000);
        expect(done.data.rows).toBe(10);
        expect(other.events.some(e => e.type === 'export')).toBe(false);
        stream.close();
        other.close();
    });

    it('a list page reads the rows of given keys within its filters (_ids), at most 100 of them', async () => {
        const ids = await dealerIds(admin, 5);
        const page = await admin.get<{ data: Array<{ id: number; name: string }> }>('seller/dealer/DealerList', {
            page: 1,
            limit: 10,
            [ROWS_BY_KEY_PARAM]: [ids[3], ids[1], 987654321].join(','),
        });
        expect(page.data.map(row => row.id).sort()).toEqual([ids[1], ids[3]].sort());
        const name = page.data[0].name;
        const filtered = await admin.get<{ data: unknown[] }>('seller/dealer/DealerList', {
            page: 1,
            limit: 10,
            name: `${name}不存在`,
            [ROWS_BY_KEY_PARAM]: ids.join(','),
        });
        expect(filtered.data).toEqual([]);
        // Another merchant's keys are not found (its rows are not the caller's).
        expect((await dealer2.get<{ data: unknown[] }>('seller/dealer/DealerList', { page: 1, limit: 10, [ROWS_BY_KEY_PARAM]: ids.join(',') })).data).toEqual(
            []
        );
        expect((await dealer2.get<{ data: unknown[] }>('seller/dealer/DealerList', { page: 1, limit: 10, [ROWS_BY_KEY_PARAM]: 'x,y' })).data).toEqual([]);
        const tooMany = Array.from({ length: 101 }, (_, i) => i + 1).join(',');
        expect((await failure(admin.get('seller/dealer/DealerList', { page: 1, limit: 10, [ROWS_BY_KEY_PARAM]: tooMany }))).message).toBe(
            '参数错误：_ids 最多100个'
        );
    });
});

describe('resuming', () => {
    it('with Last-Event-ID (or the signed lastEventId) a stream gets what it missed, in order, and nothing twice', async () => {
        const ids = await dealerIds(admin, 3);
        const first = await openLiveStream(admin);
        await first.next('ready');
        await editDealer(admin, ids[0], '甲');
        await first.next('table', e => e.data.api === 'seller/dealer/DealerList');
        const after = first.lastId!;
        first.close();
        await editDealer(admin, ids[1], '乙');
        await editDealer(admin, ids[2], '丙');
        for (const resumeBy of ['header', 'param'] as const) {
            const resumed = await openLiveStream(admin, { lastEventId: after, resumeBy });
            expect((await resumed.next('ready')).id).toBe(after);
            const got = [
                await resumed.next('table', e => e.data.api === 'seller/dealer/DealerList'),
                await resumed.next('table', e => e.data.api === 'seller/dealer/DealerList'),
            ];
            expect(got.map(e => e.data.ids)).toEqual([[ids[1]], [ids[2]]]);
            expect(resumed.events.some(e => e.type === 'reset')).toBe(false);
            resumed.close();
        }
    });

    it('an id it cannot resume from (unknown, or ahead of the server) gives reset', async () => {
        for (const lastEventId of ['garbage', '99999999-0', '1-99999999']) {
            const stream = await openLiveStream(admin, { lastEventId });
            await stream.next('ready');
            await stream.next('reset');
            stream.close();
        }
    });
});

describe('bounds and endings', () => {
    it(`more than ${4} streams of one account: the oldest is closed, superseded`, async () => {
        const streams = [];
        for (let i = 0; i < 5; i++) {
            const stream = await openLiveStream(admin);
            await stream.next('ready');
            streams.push(stream);
        }
        expect((await streams[0].next('closed')).data.reason).toBe('superseded');
        await streams[0].ended;
        expect(streams.slice(1).every(stream => !stream.events.some(e => e.type === 'closed'))).toBe(true);
        for (const stream of streams) stream.close();
    });

    it('a revoked session gets a session event and its stream ends, whether it logged out or the database revoked it', async () => {
        for (const revoke of ['logout', 'database'] as const) {
            const session = await signIn(server, 'dealer2', { encryption: false });
            const stream = await openLiveStream(session);
            await stream.next('ready');
            if (revoke === 'logout') await session.get('buyer/user/logout');
            else
                await server.owner.query(
                    "UPDATE sessions SET revoked_at = 1, revoked_reason = 'disabled' WHERE user_id = (SELECT id FROM users WHERE username = 'dealer2') AND revoked_at IS NULL"
                );
            expect((await stream.next('session')).data.msg).toBe('登录已失效，请重新登录');
            await stream.ended;
        }
    });

    it('a server that stops ends its open streams as closed, shutdown, and waits for no connection of a stream ended before', async () => {
        // A grace far beyond the test's time: a stop that waited for a stream's connection would fail it.
        const stopping = await startTestServer({ shutdownGraceMs: 600_000 });
        const ended = await signIn(stopping, 'dealer2', { encryption: false });
        const endedStream = await openLiveStream(ended);
        await endedStream.next('ready');
        await ended.get('buyer/user/logout');
        await endedStream.next('session');
        await endedStream.ended;
        const session = await signIn(stopping, 'admin', { encryption: false });
        const streams = [await openLiveStream(session), await openLiveStream(session)];
        for (const stream of streams) await stream.next('ready');
        await stopping.close();
        for (const stream of streams) {
            expect((await stream.next('closed')).data.reason).toBe('shutdown');
            await stream.ended;
        }
    });
});
