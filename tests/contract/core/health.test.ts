import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../../server/app';
import type { Database } from '../../../server/core/Db';
import { coreDomain } from '../../../server/domains/core';
import type { Domain } from '../../../server/domains/Domain';
import { startTestServer, type TestServer } from '../support/startTestServer';

/** A public call that answers when the test lets it: a call "in flight" for as long as needed. */
const gates: Array<{ entered: () => void; release: Promise<void> }> = [];
const slowDomain: Domain = {
    name: 'test-slow',
    migrations: [],
    owners: {},
    tables: [],
    endpoints: [
        {
            method: 'GET',
            path: 'public/test/Slow',
            industries: 'all',
            async handler() {
                const gate = gates.shift()!;
                gate.entered();
                await gate.release;
                return { done: true };
            },
        },
    ],
};

/** Queues a gate for the next slow call: resolves `entered` when the call is inside. */
const nextSlowCall = () => {
    let entered!: () => void;
    let release!: () => void;
    const inside = new Promise<void>(resolve => (entered = resolve));
    gates.push({ entered, release: new Promise<void>(resolve => (release = resolve)) });
    return { inside, release };
};

let server: TestServer;
beforeAll(async () => {
    server = await startTestServer({ domains: [coreDomain, slowDomain], shutdownGraceMs: 1500 });
});
afterAll(() => server?.close());

describe('health endpoints', () => {
    it('/healthz and /readyz answer 200 on a running server', async () => {
        expect(await (await fetch(`${server.url}/healthz`)).json()).toEqual({ status: 'ok' });
        const ready = await fetch(`${server.url}/readyz`);
        expect(ready.status).toBe(200);
        expect(await ready.json()).toEqual({ status: 'ready' });
    });

    it('/readyz answers 503 while the database does not, /healthz still 200', async () => {
        let reachable = true;
        // Readiness asks the calls' connection.
        const flaky: Database = {
            ...server.db,
            forMerchant: scope => {
                const real = server.db.forMerchant(scope);
                return { ...real, query: (sql, params) => (reachable ? real.query(sql, params) : Promise.reject(new Error('connection refused'))) };
            },
        };
        const app = await buildApp({ ...server.config, logLevel: 'silent' }, flaky, [coreDomain]);
        try {
            expect((await app.inject('/readyz')).statusCode).toBe(200);
            reachable = false;
            const down = await app.inject('/readyz');
            expect(down.statusCode).toBe(503);
            expect(down.json()).toEqual({ status: 'database unreachable' });
            expect((await app.inject('/healthz')).statusCode).toBe(200);
            reachable = true;
            expect((await app.inject('/readyz')).statusCode).toBe(200);
        } finally {
            await app.close();
        }
    });
});

describe('graceful close', () => {
    it('finishes the call in flight, refuses new connections, and cuts a call that outlives the grace', async () => {
        const finishing = nextSlowCall();
        const stuck = nextSlowCall();
        const first = fetch(`${server.url}/api/v1/public/test/Slow`, { headers: { ignoreencryption: '1' } });
        await finishing.inside;
        const second = fetch(`${server.url}/api/v1/public/test/Slow`, { headers: { ignoreencryption: '1' }, keepalive: false }).then(
            response => response.status,
            () => 'cut'
        );
        await stuck.inside;

        const closing = server.stop();
        // Stopped listening: a new connection is refused while the calls in flight go on.
        await expect(fetch(`${server.url}/healthz`, { headers: { connection: 'close' } })).rejects.toThrow();
        finishing.release();
        const answer = await first;
        expect(answer.status).toBe(200);
        expect(await answer.json()).toMatchObject({ status: true, data: { done: true } });
        // The stuck call never ends: after the grace its connection is closed and close resolves.
        await closing;
        expect(await second).toBe('cut');
        stuck.release();
    });
});
