import { get } from 'node:http';
import { afterAll, describe, expect, it } from 'vitest';
import { LIVE_EVENTS_PATH } from '../../../protocol/liveEvents';
import { coreDomain } from '../../../server/domains/core';
import type { Domain } from '../../../server/domains/Domain';
import { openLiveStream } from '../support/liveStream';
import { signIn } from '../support/signedInServer';
import { startTestServer, type TestServer } from '../support/startTestServer';
import { waitFor } from '../support/waitFor';

/**
 * What the stream keeps and drops, each on a server of its own: a client that reads nothing is
 * cut once its unsent bytes pass the bound (the others go on); events older than the retained
 * window give `reset`; with MC_LIVE=off there is no stream and no trigger.
 */

const servers: TestServer[] = [];
const start = async (options: Parameters<typeof startTestServer>[0]) => {
    const server = await startTestServer(options);
    servers.push(server);
    return server;
};
afterAll(async () => {
    for (const server of servers) await server.close();
});

/**
 * A list whose keys are long (1,000 characters): each statement of 50 rows makes events of some 50
 * KB, so a hundred or so of them fill what the sockets of the machine buffer (about 4 MB on
 * loopback) before the server's own buffer grows. Such an event is also too large for a NOTIFY:
 * the commit sends where to read it, and the stream reads it from the table.
 */
const FAT_API = 'seller/test/FatList';
const fatDomain: Domain = {
    name: 'test-live-fat',
    owners: { test_fat_rows: { owner: 'merchant', why: 'a test table with long keys' } },
    migrations: [{ id: 'test-live-fat-001', sql: "CREATE TABLE test_fat_rows (key text PRIMARY KEY, suid text NOT NULL DEFAULT '')" }],
    tables: [
        {
            api: FAT_API,
            industries: 'all',
            anyRole: true,
            from: 'test_fat_rows',
            owner: { merchant: 'suid' },
            pk: 'key',
            columns: { key: { title: { 'zh-cn': '键' } } },
            top_search: [],
            defaultSort: { column: 'key', order: 'asc' },
        },
    ],
    endpoints: [],
};

let fatRound = 0;
/**
 * `count` statements of 50 new long-keyed rows of the first merchant. Each waits for the event
 * loop's next turn: PGlite answers in this same process, and the reading client here must get to
 * its socket as a client elsewhere would.
 */
const writeFatRows = async (server: TestServer, count: number) => {
    for (let i = 0; i < count; i++) {
        const round = fatRound++;
        await server.owner.query(
            `INSERT INTO test_fat_rows (key, suid) SELECT $1 || '-' || g || '-' || repeat('k', 1000), '10001' FROM generate_series(1, 50) AS g`,
            [round]
        );
        await new Promise(resolve => setImmediate(resolve));
    }
};

describe('a client that reads nothing', () => {
    it('is dropped once its unsent bytes pass MC_LIVE_BUFFER_BYTES, while a reading client of the same account goes on', async () => {
        const server = await start({ domains: [coreDomain, fatDomain], liveBufferBytes: 64 * 1024, liveHeartbeatMs: 60_000 });
        const admin = await signIn(server, 'admin', { encryption: false });
        const reading = await openLiveStream(admin);
        await reading.next('ready');

        // The stalled client: headers read, then its body is never read (the socket's buffers fill, then the server's).
        let stalledEnded = false;
        let received = 0;
        const stalled = await new Promise<import('node:http').IncomingMessage>((resolve, reject) => {
            const request = get(admin.http.signedUrl(LIVE_EVENTS_PATH), response => resolve(response));
            request.on('error', reject);
        });
        expect(stalled.headers['content-type']).toContain('text/event-stream');
        stalled.on('close', () => (stalledEnded = true));
        stalled.on('error', () => (stalledEnded = true));
        await waitFor(async () => (server.liveHub!.stats().streams === 2 ? true : undefined), 'both streams');

        const hub = server.liveHub!;
        for (let round = 0; round < 40 && hub.stats().dropped === 0; round++) await writeFatRows(server, 50);
        expect(hub.stats().dropped).toBe(1);
        expect(hub.stats().streams).toBe(1);
        // The reading client had every event: the last write's arrives.
        await server.owner.query("INSERT INTO test_fat_rows (key, suid) VALUES ('最后一笔', '10001')");
        await reading.next('table', event => event.data.api === FAT_API && event.data.ids?.[0] === '最后一笔', 20_000);
        expect(
            reading.events
                .filter(event => event.type === 'table' && event.data.count === 50)
                .every(event => event.type === 'table' && event.data.ids?.length === 50)
        ).toBe(true);
        // The cut client finds its connection closed once it reads what reached it.
        stalled.on('data', chunk => (received += chunk.length));
        stalled.resume();
        await waitFor(async () => (stalledEnded ? true : undefined), 'the dropped connection to end', 20_000);
        expect(received).toBeGreaterThan(64 * 1024);
        reading.close();
    });
});

describe('the retained window', () => {
    it('a stream resuming from before the window gets reset; from within it, what it missed', async () => {
        const server = await start({ liveRetainSeconds: 0, liveRetainEvents: 2, liveHeartbeatMs: 60_000 });
        const admin = await signIn(server, 'admin', { encryption: false });
        const stream = await openLiveStream(admin);
        const ready = await stream.next('ready');
        for (let i = 0; i < 5; i++)
            await server.owner.query(`UPDATE dealers SET contact = '第${i}次' WHERE id = (SELECT min(id) FROM dealers WHERE suid = '10001')`);
        await waitFor(
            async () =>
                stream.events.filter(event => event.type === 'table' && event.data.api === 'seller/dealer/DealerList').length === 5 ? true : undefined,
            'five events'
        );
        const latest = stream.lastId!;
        stream.close();
        // The pruning runs every second: the first events go, the latest two stay.
        await waitFor(
            async () =>
                (await server.owner.query<{ n: number }>("SELECT count(*)::int AS n FROM live_events WHERE suid = '10001'")).rows[0].n === 2 ? true : undefined,
            'the pruning'
        );
        const old = await openLiveStream(admin, { lastEventId: ready.id });
        await old.next('reset');
        old.close();
        const recent = await openLiveStream(admin, { lastEventId: latest });
        expect((await recent.next('ready')).id).toBe(latest);
        await new Promise(resolve => setTimeout(resolve, 300));
        expect(recent.events.map(event => event.type)).toEqual(['ready']);
        recent.close();
    });
});

describe('MC_LIVE=off', () => {
    it('answers the stream as an unknown call (404), lists no stream in the OpenAPI document, and leaves no trigger', async () => {
        const server = await start({ live: false });
        const admin = await signIn(server, 'admin', { encryption: false });
        const stream = await openLiveStream(admin);
        expect(stream.status).toBe(404);
        expect(JSON.parse(stream.refusal!)).toEqual({ status: false, msg: `接口不存在：${LIVE_EVENTS_PATH}`, data: null });
        const openApi = (await (await fetch(`${server.url}/openapi.json`)).json()) as { paths: Record<string, unknown> };
        expect(openApi.paths[`/${LIVE_EVENTS_PATH}`]).toBeUndefined();
        const { rows } = await server.owner.query("SELECT tgname FROM pg_trigger WHERE tgname LIKE 'mc_live_%'");
        expect(rows).toEqual([]);
        // Writes go on as before.
        await admin.post('seller/dealer/DealerEdit', {
            id: (await server.owner.query<{ id: number }>("SELECT min(id) AS id FROM dealers WHERE suid = '10001'")).rows[0].id,
            contact: '无实时',
        });
    });
});
