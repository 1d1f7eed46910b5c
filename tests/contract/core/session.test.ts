import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { decryptEnvelope } from '../../../protocol/envelope';
import { createHttpClient } from '../../../src/dataProvider/httpClient';
import { coreDomain } from '../../../server/domains/core';
import type { Domain } from '../../../server/domains/Domain';
import { DEALER_CLERK_ROLE, demoAccounts } from '../../../server/domains/core/demoAccounts';
import { createTestClient, type TestClient } from '../support/createTestClient';
import { failure } from '../support/failure';
import { startTestServer, type TestServer } from '../support/startTestServer';
import { WIDGET_API, widgetDomain } from '../support/widgetDomain';

let server: TestServer;

/** A call with a bug in it: its SQL names a table that does not exist. */
const brokenDomain: Domain = {
    name: 'test-broken',
    migrations: [],
    owners: {},
    tables: [],
    endpoints: [{ method: 'GET', path: 'seller/test/Broken', industries: 'all', handler: ctx => ctx.db.query('SELECT secret_column FROM no_such_table') }],
};

beforeAll(async () => {
    server = await startTestServer({ domains: [coreDomain, widgetDomain, brokenDomain] });
});
afterAll(() => server?.close());

const account = (username: string) => demoAccounts.find(a => a.username === username)!;

const loggedIn = async (username: string, options: { encryption?: boolean } = {}) => {
    const client = await createTestClient(server, options);
    await client.login(username, account(username).password);
    return client;
};

/** The same session and configuration, but another client built from them (wrong secret, forged token…). */
const variant = (client: TestClient, change: { secret?: string; token?: string; suid?: string }) =>
    createHttpClient({
        config: () => ({ ...client.config, signSecret: change.secret ?? client.config.signSecret }),
        session: () => {
            const current = client.session.get()!;
            return { ...current, token: change.token ?? current.token, suid: change.suid ?? current.suid };
        },
    });

const captchaAnswerOf = (image: string) => {
    const svg = Buffer.from(image.replace(/^data:image\/svg\+xml;base64,/, ''), 'base64').toString('utf8');
    return Array.from(svg.matchAll(/<text[^>]*>([^<]+)<\/text>/g), match => match[1]).join('');
};

describe('login', () => {
    it('answers the token pair of docs/protocol.md §6 and the session works', async () => {
        const client = await createTestClient(server);
        const reply = await client.login('admin', 'Admin@2026');
        const now = Math.floor(Date.now() / 1000);
        expect(reply).toMatchObject({ suid: '10001' });
        expect(typeof reply.token).toBe('string');
        expect(reply.refresh_token).not.toBe(reply.token);
        expect(Math.abs(Number(reply.server_time) - now)).toBeLessThan(5);
        expect(Number(reply.access_expire) - Number(reply.server_time)).toBe(server.config.accessTtl);
        expect(Number(reply.refresh_expire) - Number(reply.server_time)).toBe(server.config.refreshTtl);
        expect(await client.get('buyer/user/info')).toMatchObject({ username: 'admin', industry_type: 'car' });
    });

    it('trims the user name and refuses a wrong password in Chinese', async () => {
        const client = await createTestClient(server);
        await expect(client.login('  admin ', 'Admin@2026')).resolves.toHaveProperty('token');
        const error = await failure(client.login('admin', 'wrong-password'));
        expect(error.kind).toBe('server');
        expect(error.message).toBe('用户名或密码错误');
        const unknown = await failure(client.login('nobody', 'whatever'));
        expect(unknown.message).toBe('用户名或密码错误');
    });

    it('refuses a password that is not RSA-encrypted', async () => {
        const client = await createTestClient(server);
        const error = await failure(client.http.request('public/user/login', { body: { username: 'admin', password: 'Admin@2026', type: 1 } }));
        expect(error.message).toBe('用户名或密码错误');
    });

    it(`asks for a captcha after ${3} failures and accepts the login once it is solved`, async () => {
        const client = await createTestClient(server);
        for (let attempt = 1; attempt < server.config.captchaAfter; attempt++) {
            expect((await failure(client.login('platform', 'nope'))).kind).toBe('server');
        }
        const limit = await failure(client.login('platform', 'nope'));
        expect(limit.kind).toBe('captcha');
        expect(limit.body).toBe('refresh_captcha');
        // Even the right password now needs the captcha.
        expect((await failure(client.login('platform', 'Platform@2026'))).kind).toBe('captcha');

        const wrong = await client.get<{ captcha_key: string; image: string }>('public/verify/captcha');
        expect(wrong.image).toMatch(/^data:image\/svg\+xml;base64,/);
        const answer = captchaAnswerOf(wrong.image);
        const bad = answer === 'AAAA' ? 'BBBB' : 'AAAA';
        expect((await failure(client.login('platform', 'Platform@2026', { captcha_key: wrong.captcha_key, captcha: bad }))).kind).toBe('captcha');
        // A captcha is good once, right or wrong.
        expect((await failure(client.login('platform', 'Platform@2026', { captcha_key: wrong.captcha_key, captcha: answer }))).kind).toBe('captcha');

        const fresh = await client.get<{ captcha_key: string; image: string }>('public/verify/captcha');
        const ok = await client.login('platform', 'Platform@2026', { captcha_key: fresh.captcha_key, captcha: captchaAnswerOf(fresh.image).toLowerCase() });
        expect(ok).toHaveProperty('token');
        // Success clears the counter: the next failure is a plain one again.
        expect((await failure(client.login('platform', 'nope'))).kind).toBe('server');
        await client.login('platform', 'Platform@2026');
    });

    it('logs in with an SMS code sent to the account phone', async () => {
        const logged = vi.spyOn(console, 'info').mockImplementation(() => undefined);
        const client = await createTestClient(server);
        const phone = account('bank').phone;
        await client.post('public/verify/verifysend', { mobile: phone });
        const line = logged.mock.calls.map(call => String(call[0])).find(text => text.includes(phone));
        logged.mockRestore();
        const code = /(\d{6})$/.exec(line ?? '')?.[1];
        expect(code).toMatch(/^\d{6}$/);
        expect((await failure(client.post('public/verify/verifysend', { mobile: phone }))).message).toContain('频繁');
        expect((await failure(client.http.request('public/user/login', { body: { username: phone, password: '000000', type: 2 } }))).message).toBe(
            '验证码错误或已过期'
        );
        const reply = await client.http.request<Record<string, unknown>>('public/user/login', { body: { username: phone, password: code, type: 2 } });
        expect(reply.suid).toBe('20001');
        // One use only.
        expect((await failure(client.http.request('public/user/login', { body: { username: phone, password: code, type: 2 } }))).message).toBe(
            '验证码错误或已过期'
        );
        expect((await failure(client.post('public/verify/verifysend', { mobile: '12345' }))).message).toBe('请输入正确的手机号');
    });
});

describe('refresh and logout', () => {
    it('refresh rotates the pair and refuses the old refresh token', async () => {
        const client = await loggedIn('admin');
        const before = client.session.get()!;
        const reply = await client.refresh();
        expect(reply.token).not.toBe(before.token);
        expect(reply.refresh_token).not.toBe(before.refreshToken);
        expect(await client.get('buyer/user/info')).toMatchObject({ username: 'admin' });

        const replay = await failure(client.http.request('public/user/refreshAccessToken', { body: { refresh_token: before.refreshToken } }));
        expect(replay.kind).toBe('session');
        // The old access token went with its refresh token.
        expect((await failure(variant(client, { token: before.token }).request('buyer/user/info'))).kind).toBe('session');
    });

    it('a spent refresh token presented again once the race is over ends the whole sign-in: by default, within the grace', async () => {
        expect(server.config.refreshReuseGrace).toBe(10);
        const client = await loggedIn('admin');
        const spent = client.session.get()!;
        await client.refresh();
        // Another tab that refreshed with the same token at the same time: the race, only refused.
        const otherTab = await createTestClient(server, { encryption: false });
        otherTab.session.set(spent);
        expect((await failure(otherTab.refresh())).kind).toBe('session');
        // The new pair's first call ends the race; the sign-in goes on.
        expect(await client.get('buyer/user/info')).toMatchObject({ username: 'admin' });
        // The spent token again, seconds later: a stolen copy. Every token of the sign-in ends.
        expect((await failure(otherTab.refresh())).kind).toBe('session');
        expect((await failure(client.get('buyer/user/info'))).kind).toBe('session');
        expect((await failure(client.refresh())).kind).toBe('session');
    });

    it('logout revokes the session, and only that one', async () => {
        const first = await loggedIn('admin');
        const second = await loggedIn('admin');
        await first.get('buyer/user/logout');
        expect((await failure(first.get('buyer/user/info'))).kind).toBe('session');
        expect((await failure(first.refresh())).kind).toBe('session');
        expect(await second.get('buyer/user/info')).toMatchObject({ username: 'admin' });
    });

    it('an expired access token or refresh token means logging in again', async () => {
        const client = await loggedIn('admin');
        await server.owner.query('UPDATE sessions SET access_expire = extract(epoch from now())::bigint - 1');
        const expired = await failure(client.get('buyer/user/info'));
        expect(expired.kind).toBe('session');
        expect(expired.body).toBe('login');
        await client.refresh();
        expect(await client.get('buyer/user/info')).toMatchObject({ username: 'admin' });
        await server.owner.query('UPDATE sessions SET refresh_expire = extract(epoch from now())::bigint - 1');
        expect((await failure(client.refresh())).kind).toBe('session');
    });
});

describe('who is signed in', () => {
    it.each(demoAccounts.map(a => [a.username, a] as const))('%s: info and permissions', async (username, demo) => {
        const client = await loggedIn(username);
        const info = await client.get<Record<string, unknown>>('buyer/user/info');
        expect(info).toMatchObject({ username, industry_type: demo.industry, suid: demo.suid, phone: demo.phone, roles: demo.roles });
        expect((info.roles as string[]).length).toBeGreaterThan(0);
        const permission = await client.get<{ path_arr: string[]; api_arr: string[] }>('seller/role/OperatorPermission');
        if (demo.role) expect(permission).toEqual({ path_arr: DEALER_CLERK_ROLE.path_arr, api_arr: DEALER_CLERK_ROLE.api_arr });
        else expect(permission).toEqual({ path_arr: ['*'], api_arr: ['*'] });
    });
});

describe('signed calls', () => {
    it('refuses a bad signature', async () => {
        const client = await loggedIn('admin');
        const error = await failure(variant(client, { secret: 'not-the-secret' }).request('buyer/user/info'));
        expect(error.kind).toBe('server');
        expect(error.message).toContain('签名错误');
    });

    it('refuses a timestamp more than the window away, either way', async () => {
        const client = await loggedIn('admin');
        client.skewClock(-(server.config.timestampWindow + 30));
        expect((await failure(client.get('buyer/user/info'))).message).toContain('请求已过期');
        client.skewClock(server.config.timestampWindow + 30);
        expect((await failure(client.get('buyer/user/info'))).message).toContain('请求已过期');
        client.skewClock(server.config.timestampWindow - 30);
        expect(await client.get('buyer/user/info')).toMatchObject({ username: 'admin' });
    });

    it('refuses a tampered parameter (signature over what was sent)', async () => {
        const client = await loggedIn('admin');
        const url = new URL(client.http.signedUrl(WIDGET_API, { page: 1, limit: 5 }));
        expect((await (await fetch(url, { headers: { ignoreencryption: '1' } })).json()).status).toBe(true);
        url.searchParams.set('limit', '50');
        const reply = await (await fetch(url, { headers: { ignoreencryption: '1' } })).json();
        expect(reply).toMatchObject({ status: false, msg: '签名错误' });
    });

    it('missing, forged and foreign tokens mean logging in again', async () => {
        const anonymous = await createTestClient(server);
        expect((await failure(anonymous.get('buyer/user/info'))).body).toBe('login');
        const client = await loggedIn('admin');
        expect((await failure(variant(client, { token: 'forged-token' }).request('buyer/user/info'))).body).toBe('login');
        // A token presented with another merchant's supplieruid.
        expect((await failure(variant(client, { suid: '20001' }).request('buyer/user/info'))).body).toBe('login');
    });
});

describe('replies', () => {
    it('are encrypted as MARKER_hex unless ignoreencryption is sent', async () => {
        const url = `${server.url}/api/v1/public/config/GetServerConfig`;
        const encrypted = await (await fetch(url)).text();
        const { encryptionMarker: marker, aesKeyHex: keyHex, aesIvHex: ivHex } = server.config.client;
        expect(encrypted).toMatch(new RegExp(`^${marker}_[0-9a-f]+$`));
        const decrypted = decryptEnvelope(encrypted, { marker, keyHex, ivHex }) as Record<string, unknown>;
        expect(decrypted).toMatchObject({ status: true, data: { sms_login_open: true } });
        const plain = await (await fetch(url, { headers: { ignoreencryption: '1' } })).json();
        expect(plain).toMatchObject({ status: true, data: { sms_login_open: true } });
        expect(Math.abs(plain.data.server_time - Math.floor(Date.now() / 1000))).toBeLessThan(5);
    });

    it('the real client works both ways', async () => {
        for (const encryption of [true, false]) {
            const client = await loggedIn('admin', { encryption });
            expect(await client.get('buyer/user/info')).toMatchObject({ username: 'admin' });
        }
    });

    it('serves the console configuration it verifies with', async () => {
        const served = await (await fetch(`${server.url}/config.json`)).json();
        expect(served).toMatchObject({ signSecret: server.config.client.signSecret, aesKeyHex: server.config.client.aesKeyHex });
        expect(served.rsaPublicKey).toContain('BEGIN PUBLIC KEY');
    });

    it('malformed JSON and unknown calls get clear answers, not crashes', async () => {
        const malformed = await fetch(`${server.url}/api/v1/public/user/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', ignoreencryption: '1' },
            body: '{"username": "admin",',
        });
        expect(malformed.status).toBe(200);
        expect(await malformed.json()).toMatchObject({ status: false, msg: '参数错误：请求体不是有效的JSON' });
        const array = await fetch(`${server.url}/api/v1/public/user/login`, {
            method: 'POST',
            headers: { 'content-type': 'application/json', ignoreencryption: '1' },
            body: '[1,2]',
        });
        expect((await array.json()).status).toBe(false);
        const unknown = await fetch(`${server.url}/api/v1/seller/nothing/Here`, { headers: { ignoreencryption: '1' } });
        expect(unknown.status).toBe(404);
        expect((await unknown.json()).msg).toContain('接口不存在');
    });

    it('a bug answers HTTP 500 without the SQL error text', async () => {
        const client = await loggedIn('admin', { encryption: false });
        const error = await failure(client.get('seller/test/Broken'));
        expect(error).toMatchObject({ kind: 'http', status: 500 });
        const raw = await fetch(client.http.signedUrl('seller/test/Broken'), { headers: { ignoreencryption: '1' } });
        expect(raw.status).toBe(500);
        const text = await raw.text();
        expect(JSON.parse(text)).toMatchObject({ status: false, msg: '服务器内部错误，请稍后再试' });
        expect(text).not.toMatch(/no_such_table|secret_column|relation/);
        // The server is still answering.
        expect(await client.get('buyer/user/info')).toMatchObject({ username: 'admin' });
    });
});

describe('permissions', () => {
    it('the operator may call its role apis only', async () => {
        const operator = await loggedIn('operator');
        const error = await failure(operator.get(WIDGET_API, { page: 1 }));
        expect(error.kind).toBe('permission');
        expect(error.message).toContain('没有此操作权限');
        // Calls about its own session are open to every role.
        expect(await operator.get('seller/export/ExportManage', { page: 1 })).toHaveProperty('data');
    });

    it('the offlinepay account cannot call a car api, the car admin can', async () => {
        const bank = await loggedIn('bank');
        const error = await failure(bank.get(WIDGET_API));
        expect(error.kind).toBe('permission');
        const admin = await loggedIn('admin');
        expect(await admin.get(WIDGET_API)).toHaveProperty('column_names');
        const platform = await loggedIn('platform');
        expect(await platform.get(WIDGET_API)).toHaveProperty('column_names');
    });
});
