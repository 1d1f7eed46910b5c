import { rmSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { catalogue } from '../../../src/app/catalogue';
import { demoAccounts } from '../../../server/domains/core/demoAccounts';
import { createTestClient, type TestClient } from '../../contract/support/createTestClient';
import { failure } from '../../contract/support/failure';
import { expectSessionEnded, operatorMaker } from '../../contract/support/operatorSessions';
import { fixtureDist, headerProblems, type ReplyKind } from '../../contract/support/securityHeaders';
import { startTestServer, type TestServer } from '../../contract/support/startTestServer';
import { recordFigure } from '../support/figures';

/**
 * The authentication suite (OWASP ASVS 4.0 level 2, V2, V3, V14), against a real server on
 * PGlite and on PostgreSQL, one `tried N / held N` line per case: a password spray meets the
 * captcha; an unknown username costs what a known one does; disable, delete and password changes
 * end sessions; a reused refresh token ends its whole session; every console route and API reply
 * carries the security headers. (The CSP case runs in Chromium: tests/e2e/csp.spec.ts.)
 */
const ENGINE = inject('postgres') ? 'PostgreSQL' : 'PGlite';
const suite = (name: string) => `auth: ${name} (${ENGINE})`;

const distDir = fixtureDist();
let server: TestServer;
let addresses = 20;
const freshAddress = () => `203.0.113.${addresses++}`;

beforeAll(async () => {
    // The loopback proxy is trusted, so each case speaks from an address of its own; a reused
    // refresh token ends its session at once (no grace for two tabs).
    server = await startTestServer({ trustProxy: '127.0.0.1', refreshReuseGrace: 0, distDir });
});
afterAll(async () => {
    await server?.close();
    rmSync(distDir, { recursive: true, force: true });
});

const passwordOf = (username: string) => demoAccounts.find(account => account.username === username)!.password;
const client = (on = server, address = freshAddress()) => createTestClient(on, { encryption: false, address });

/** Runs one case of a suite: counted as tried, and as held when `check` passes. */
const attempt = async (name: string, check: () => Promise<void>) => {
    let held = 0;
    try {
        await check();
        held = 1;
    } finally {
        recordFigure(suite(name), 1, held);
    }
};

describe('brute force', () => {
    it('a spray of 2 wrong passwords over 30 usernames from one address meets the captcha at the bound', async () => {
        const name = 'spray of 2 passwords × 30 usernames, then the captcha';
        const sprayer = await client();
        const bound = server.config.addressCaptchaAfter;
        const usernames = [
            ...demoAccounts.map(account => account.username),
            ...Array.from({ length: 30 - demoAccounts.length }, (_, i) => `staff${String(i).padStart(2, '0')}`),
        ];
        expect(usernames).toHaveLength(30);
        let sent = 0;
        for (const password of ['Winter2026!', 'Welcome@123']) {
            for (const username of usernames) {
                sent += 1;
                const before = sent < bound;
                await attempt(name, async () => {
                    const error = await failure(sprayer.login(username, password));
                    if (before) expect({ kind: error.kind, message: error.message }).toEqual({ kind: 'server', message: '用户名或密码错误' });
                    else expect({ kind: error.kind, data: error.body }).toEqual({ kind: 'captcha', data: 'refresh_captcha' });
                });
            }
        }
        // The right password from that address now needs the captcha too.
        await attempt(name, async () => {
            expect((await failure(sprayer.login('admin', passwordOf('admin')))).message).toBe('请输入验证码');
        });
    });

    it('an unknown username costs the same time as a known one (medians within 20 %) and answers the same', async () => {
        // Only the password check is timed: no captcha or wait gets in the way.
        const timing = await startTestServer({ captchaAfter: 0, addressCaptchaAfter: 0, addressWaitAfter: 0 });
        try {
            const caller = await client(timing, '127.0.0.1');
            const timed = async (username: string) => {
                const started = performance.now();
                const error = await failure(caller.login(username, 'Not-the-password-1'));
                return { ms: performance.now() - started, answer: `${error.kind}|${error.message}|${String(error.body)}` };
            };
            for (let warm = 0; warm < 3; warm++) {
                await timed('admin');
                await timed(`nobody-warm-${warm}`);
            }
            const known: number[] = [];
            const unknown: number[] = [];
            const answers = new Set<string>();
            const PAIRS = 60;
            // Interleaved, so that the machine's load falls on both alike.
            for (let pair = 0; pair < PAIRS; pair++) {
                const order = pair % 2 === 0 ? ['admin', `nobody-${pair}`] : [`nobody-${pair}`, 'admin'];
                for (const username of order) {
                    const { ms, answer } = await timed(username);
                    (username === 'admin' ? known : unknown).push(ms);
                    answers.add(answer);
                }
            }
            const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
            const [a, b] = [median(known), median(unknown)];
            const apart = Math.abs(a - b) / Math.max(a, b);
            const held = apart < 0.2 && answers.size === 1 ? PAIRS : 0;
            recordFigure(
                suite('unknown-user timing'),
                PAIRS,
                held,
                undefined,
                `medians known ${a.toFixed(1)} ms, unknown ${b.toFixed(1)} ms: ${(apart * 100).toFixed(1)} % apart over ${PAIRS} pairs`
            );
            expect([...answers]).toEqual(['server|用户名或密码错误|null']);
            expect(apart, `medians ${a.toFixed(1)} / ${b.toFixed(1)} ms`).toBeLessThan(0.2);
        } finally {
            await timing.close();
        }
    });
});

describe('sessions', () => {
    let admin: TestClient;
    let operator: (username: string, password?: string) => Promise<{ id: number; session: TestClient }>;
    beforeAll(async () => {
        admin = await client();
        await admin.login('admin', passwordOf('admin'));
        operator = (await operatorMaker(admin, () => client())).signedInOperator;
    });
    const ended = expectSessionEnded;

    it('sessions are revoked by each of disable, delete and a password change', async () => {
        const name = 'sessions revoked by disable, delete, password change';
        const disabled = await operator('hard_disable');
        await admin.post('seller/operator/OperatorEdit', { id: disabled.id, status: 0 });
        await attempt(name, () => ended(disabled.session));
        await admin.post('seller/operator/OperatorEdit', { id: disabled.id, status: 1 });
        await attempt(name, () => ended(disabled.session));

        const deleted = await operator('hard_delete');
        await admin.post('seller/operator/OperatorDel', { id: deleted.id });
        await attempt(name, () => ended(deleted.session));

        const reset = await operator('hard_reset');
        await admin.post('seller/operator/OperatorEdit', { id: reset.id, password: 'Reset#2026x' });
        await attempt(name, () => ended(reset.session));

        const own = await operator('hard_own');
        const elsewhere = await client();
        await elsewhere.login('hard_own', 'Clerk@2026x');
        await own.session.post('seller/supplier/PasswordEdit', {
            old_password: own.session.encrypt('Clerk@2026x'),
            new_password: own.session.encrypt('Clerk@2027y'),
        });
        await attempt(name, () => ended(elsewhere));
        await attempt(name, async () => {
            expect(await own.session.get('buyer/user/info')).toMatchObject({ username: 'hard_own' });
        });
    });

    it('a reused refresh token ends its whole session: every token of it dies', async () => {
        const name = 'refresh-token reuse kills the family';
        for (let family = 0; family < 10; family++) {
            await attempt(name, async () => {
                const user = await client();
                await user.login('union', passwordOf('union'));
                const spent = [user.session.get()!];
                for (let rotation = 0; rotation <= family % 3; rotation++) {
                    await user.refresh();
                    spent.push(user.session.get()!);
                }
                const current = spent.pop()!;
                const thief = await client();
                thief.session.set(spent[family % spent.length]);
                expect((await failure(thief.refresh())).body).toBe('login');
                expect(user.session.get()).toEqual(current);
                await ended(user);
            });
        }
    });
});

describe('headers', () => {
    it('every route of the console and every kind of API reply carries the security headers', async () => {
        const name = 'headers on every console route and the API';
        const routes = Array.from(new Set(catalogue.map(entry => entry.path.replace(/:\w+/g, '1'))));
        const consoleUrls = [
            ...routes,
            '/',
            '/index.html',
            '/login',
            '/auth-redirect?code=x',
            '/business',
            '/business/create',
            '/404',
            '/401',
            '/redirect/dashboard',
            '/assets/app.js',
            '/assets/app.css',
            '/config.json',
            '/healthz',
            '/readyz',
        ];
        const user = await client();
        await user.login('admin', passwordOf('admin'));
        const api: Array<[string, () => Promise<Response>]> = [
            ['public call', () => fetch(`${server.url}/api/v1/public/config/GetServerConfig`)],
            ['encrypted public call', () => fetch(`${server.url}/api/v1/public/verify/captcha`)],
            [
                'refused login',
                () => fetch(`${server.url}/api/v1/public/user/login`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } }),
            ],
            [
                'malformed body',
                () => fetch(`${server.url}/api/v1/public/user/login`, { method: 'POST', body: '{', headers: { 'content-type': 'application/json' } }),
            ],
            ['unsigned call', () => fetch(`${server.url}/api/v1/buyer/user/info`)],
            ['unknown call', () => fetch(`${server.url}/api/v1/no/such/Call`)],
            ['outside /api/v1', () => fetch(`${server.url}/api/v0/anything`)],
            ['signed call', () => fetch(user.http.signedUrl('buyer/user/info'))],
            ['table definition', () => fetch(user.http.signedUrl('seller/dealer/DealerList'))],
            ['xlsx file', () => fetch(user.http.signedUrl('seller/dealer/DealerList', { page: 1, limit: 5, _down_excel: 1 }))],
            ['svg file', () => fetch(`${server.url}/api/v1/public/image/placeholder?kind=car&text=x`)],
        ];
        const check = async (label: string, kind: ReplyKind, reply: Promise<Response>) =>
            attempt(name, async () => {
                const response = await reply;
                await response.arrayBuffer();
                expect(headerProblems(response.headers, kind, false), label).toEqual([]);
            });
        for (const path of consoleUrls) await check(path, 'console', fetch(`${server.url}${path}`));
        for (const [label, call] of api) await check(label, 'api', call());
        await check('/kefu/frame', 'frame', fetch(`${server.url}/kefu/frame`));
    });
});
