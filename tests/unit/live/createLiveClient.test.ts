import { beforeAll, describe, expect, it } from 'vitest';
import { encryptEnvelope } from '../../../protocol/envelope';
import { backoffDelay, createLiveClient, type LiveStatus, type NumberedEvent } from '../../../src/live/createLiveClient';
import { SessionEndedError } from '../../../src/dataProvider/SessionEndedError';

const KEYS = { encryptionMarker: 'MCENC', aesKeyHex: '0'.repeat(64), aesIvHex: '1'.repeat(32) };

/** A response whose body the test writes event by event, and ends when it likes. */
const streamResponse = () => {
    let controller!: ReadableStreamDefaultController<Uint8Array>;
    const body = new ReadableStream<Uint8Array>({ start: c => void (controller = c) });
    const encoder = new TextEncoder();
    return {
        response: new Response(body, { status: 200, headers: { 'content-type': 'text/event-stream; charset=utf-8' } }),
        send: (text: string) => controller.enqueue(encoder.encode(text)),
        end: () => controller.close(),
    };
};

const envelope = (value: object, encrypted = false) =>
    new Response(
        encrypted
            ? encryptEnvelope(JSON.stringify(value), { marker: KEYS.encryptionMarker, keyHex: KEYS.aesKeyHex, ivHex: KEYS.aesIvHex })
            : JSON.stringify(value),
        {
            status: 200,
            headers: { 'content-type': encrypted ? 'text/plain; charset=utf-8' : 'application/json; charset=utf-8' },
        }
    );

const tick = () => new Promise(resolve => setTimeout(resolve, 0));

/** The client with every outside part faked: the answers to its requests, timers run by the test, a fixed random. */
const harness = (answers: Array<() => Response | Promise<Response>>, options: { fresh?: () => Promise<void> } = {}) => {
    const urls: string[] = [];
    const timers: Array<{ callback: () => void; ms: number }> = [];
    const statuses: LiveStatus[] = [];
    const events: NumberedEvent[] = [];
    const client = createLiveClient({
        signedUrl: (path, params) =>
            `https://api.test/api/v1/${path}?${new URLSearchParams(params as Record<string, string>).toString()}&signature=fresh${urls.length}`,
        ensureFresh: options.fresh ?? (() => Promise.resolve()),
        hasSession: () => true,
        config: () => KEYS,
        fetch: async input => {
            urls.push(String(input));
            const next = answers.shift();
            if (!next) throw new TypeError('network down');
            return next();
        },
        setTimer: (callback, ms) => {
            timers.push({ callback, ms });
            return timers.length;
        },
        clearTimer: () => undefined,
        random: () => 0.5,
    });
    client.onStatus(status => statuses.push(status));
    client.subscribe(event => events.push(event));
    const runTimer = async () => {
        const timer = timers.shift();
        if (!timer) throw new Error('no timer scheduled');
        timer.callback();
        await tick();
        await tick();
        return timer.ms;
    };
    return { client, urls, timers, statuses, events, runTimer };
};

// The client loads its event parser with the first stream (so the login page does not): loaded
// here first, as a console that has signed in has it, so that the steps below count ticks alone.
beforeAll(() => import('eventsource-parser'));

describe('the live client', () => {
    it('goes live on ready, hands on each event with its number, and resumes after the last id with a newly signed URL', async () => {
        const first = streamResponse();
        const second = streamResponse();
        const { client, urls, statuses, events, runTimer } = harness([() => first.response, () => second.response]);
        client.start();
        await tick();
        first.send('retry: 3000\n\nevent: ready\nid: 4-0\ndata: {"heartbeat":15}\n\n');
        first.send(': keep-alive\n\nevent: table\ndata: {"api":"seller/dealer/DealerList","ids":[7],"count":1,"action":"updated","at":1}\nid: 5-0\n\n');
        await tick();
        expect(statuses).toEqual(['connecting', 'live']);
        expect(events.map(event => [event.type, event.seq])).toEqual([
            ['ready', 1],
            ['table', 2],
        ]);
        expect(client.status()).toBe('live');
        first.end();
        await tick();
        await tick();
        expect(client.status()).toBe('reconnecting');
        expect(await runTimer()).toBe(1000);
        expect(urls[1]).toContain('lastEventId=5-0');
        expect(urls[1]).toContain('signature=fresh1');
        second.send('event: ready\nid: 5-0\ndata: {}\n\n');
        await tick();
        expect(client.status()).toBe('live');
        client.stop();
    });

    it('stops for good, without an error, against a backend that has no stream (404)', async () => {
        const { client, urls, statuses, events, timers } = harness([() => new Response('not found', { status: 404 })]);
        client.start();
        await tick();
        await tick();
        expect(statuses.at(-1)).toBe('unsupported');
        expect(timers).toEqual([]);
        expect(urls).toHaveLength(1);
        expect(events).toEqual([]);
        client.resume();
        expect(timers).toEqual([]);
    });

    it('a refused URL (signature, clock) is signed again after a growing wait; a server error too', async () => {
        const { client, urls, runTimer } = harness([
            () => envelope({ status: false, msg: '签名错误', data: null }),
            () => envelope({ status: false, msg: '请求已过期，请校准设备时间后重试', data: null }, true),
            () => new Response('bad gateway', { status: 502 }),
            () => streamResponse().response,
        ]);
        client.start();
        await tick();
        await tick();
        expect(client.status()).toBe('reconnecting');
        expect(await runTimer()).toBe(1000);
        expect(await runTimer()).toBe(2000);
        expect(await runTimer()).toBe(4000);
        expect(urls).toHaveLength(4);
        client.stop();
    });

    it('a login refusal (encrypted or not) ends it with a session event carrying the server text', async () => {
        for (const encrypted of [false, true]) {
            const { client, events, timers } = harness([() => envelope({ status: false, msg: '登录已失效，请重新登录', data: 'login' }, encrypted)]);
            client.start();
            await tick();
            await tick();
            expect(client.status()).toBe('ended');
            expect(events.map(event => event.type === 'session' && event.data.msg)).toEqual(['登录已失效，请重新登录']);
            expect(timers).toEqual([]);
        }
    });

    it('a session event ends it; superseded pauses it until resumed; a network fault retries', async () => {
        const revoked = streamResponse();
        const one = harness([() => revoked.response]);
        one.client.start();
        await tick();
        revoked.send('event: ready\nid: 1-0\ndata: {}\n\nevent: session\ndata: {"msg":"登录已失效，请重新登录"}\n\n');
        await tick();
        await tick();
        expect(one.client.status()).toBe('ended');
        expect(one.timers).toEqual([]);

        const superseded = streamResponse();
        const two = harness([() => superseded.response, () => streamResponse().response]);
        two.client.start();
        await tick();
        superseded.send('event: ready\nid: 1-0\ndata: {}\n\nevent: closed\ndata: {"reason":"superseded"}\n\n');
        await tick();
        await tick();
        expect(two.client.status()).toBe('paused');
        expect(two.timers[0].ms).toBe(60_000);
        two.client.resume();
        expect(two.timers.at(-1)!.ms).toBe(0);

        const three = harness([]);
        three.client.start();
        await tick();
        await tick();
        expect(three.client.status()).toBe('reconnecting');
    });

    it('a refresh that fails on the network is tried again; an ended session is not', async () => {
        const network = harness([], { fresh: () => Promise.reject(new TypeError('offline')) });
        network.client.start();
        await tick();
        await tick();
        expect(network.client.status()).toBe('reconnecting');
        const ended = harness([], { fresh: () => Promise.reject(new SessionEndedError()) });
        ended.client.start();
        await tick();
        await tick();
        expect(ended.client.status()).toBe('ended');
        expect(ended.urls).toEqual([]);
    });

    it('a subscriber that comes back gets what it missed, or reset when it is no longer kept; malformed events are dropped', async () => {
        const body = streamResponse();
        const { client } = harness([() => body.response]);
        client.start();
        await tick();
        body.send('event: ready\nid: 1-0\ndata: {}\n\n');
        body.send('event: table\ndata: not json\n\nevent: nonsense\ndata: {}\n\nevent: table\ndata: {"api":"a","action":"drop"}\n\n');
        body.send('event: badge\ndata: {"calls":["seller/order/OrderCount"]}\n\n');
        await tick();
        expect(client.lastSeq()).toBe(2);
        const missed: string[] = [];
        client.subscribe(event => missed.push(`${event.type}${event.seq}`), 1)();
        expect(missed).toEqual(['badge2']);
        client.stop();
    });

    it('waits 1 s doubling to 30 s, with jitter of half either way', () => {
        expect([0, 1, 2, 3, 4, 5, 6, 9].map(n => backoffDelay(n, () => 0.5))).toEqual([1000, 2000, 4000, 8000, 16000, 30000, 30000, 30000]);
        expect(backoffDelay(0, () => 0)).toBe(500);
        expect(backoffDelay(0, () => 0.999)).toBeCloseTo(1499, 0);
    });
});
