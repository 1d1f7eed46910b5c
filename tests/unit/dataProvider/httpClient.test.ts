import { describe, expect, it } from 'vitest';
import type { Session } from '../../../src/dataProvider/sessionStore';
import { ApiError } from '../../../src/dataProvider/ApiError';
import { createHttpClient, toWireParams } from '../../../src/dataProvider/httpClient';
import { sign } from '../../../protocol/sign';
import { fakeFetch, testConfig } from './fakeServer';
import { encryptEnvelope } from '../../../protocol/envelope';

const session: Session = {
    token: 'tok',
    refreshToken: 'ref',
    suid: '42',
    accessExpire: 2_000_000_000,
    refreshExpire: 2_000_000_000,
    serverOffset: 100,
};
const NOW = 1_763_700_000_000;

const client = (reply: Parameters<typeof fakeFetch>[0], options: { session?: Session; encryption?: boolean; encrypt?: boolean; lang?: () => string } = {}) => {
    const fake = fakeFetch(reply, { encrypt: options.encrypt });
    const http = createHttpClient({
        config: () => ({ ...testConfig, encryption: options.encryption ?? true }),
        session: () => options.session,
        fetch: fake.fetchImpl,
        now: () => NOW,
        lang: options.lang,
    });
    return { http, calls: fake.calls };
};

const ok = (data: unknown) => () => ({ status: true, msg: 'ok', data });
const fail =
    (msg: string, data: unknown = null) =>
    () => ({ status: false, msg, data });

describe('createHttpClient', () => {
    it('sends the protocol headers, a server-corrected timestamp and a verifiable signature', async () => {
        const { http, calls } = client(ok({ a: 1 }), { session });
        await expect(http.request('seller/dealer/DealerList', { params: { page: 1, name: '宝马', ids: [3, 1], empty: '' } })).resolves.toEqual({ a: 1 });
        const [call] = calls;
        expect(call.url.pathname).toBe('/api/v1/seller/dealer/DealerList');
        const ts = Math.floor(NOW / 1000) + 100;
        expect(call.headers).toMatchObject({ device: 'web', timestamp: String(ts), accesstoken: 'tok', supplieruid: '42' });
        expect(call.headers.ignoreencryption).toBeUndefined();
        const query = Object.fromEntries(call.url.searchParams);
        expect(query).toEqual({ page: '1', name: '宝马', ids: '3,1', timestamp: String(ts) });
        expect(call.headers.signature).toBe(sign({ ...query, accesstoken: 'tok' }, testConfig.signSecret));
    });

    it('signs POST bodies with their types and adds the timestamp to them', async () => {
        const { http, calls } = client(ok(null), { session });
        await http.request('seller/role/roleadd', { body: { name: 'x', status: 0, on: false } });
        const [call] = calls;
        expect(call.method).toBe('POST');
        expect(call.headers['content-type']).toBe('application/json');
        expect(call.body).toEqual({ name: 'x', status: 0, on: false, timestamp: Number(call.headers.timestamp) });
        const signed = { ...Object.fromEntries(call.url.searchParams), ...(call.body as object), accesstoken: 'tok' };
        expect(call.headers.signature).toBe(sign(signed, testConfig.signSecret));
    });

    it('does not sign public paths and sends empty token headers without a session', async () => {
        const { http, calls } = client(ok({}));
        await http.request('public/config/GetServerConfig');
        expect(calls[0].headers.signature).toBeUndefined();
        expect(calls[0].headers).toMatchObject({ accesstoken: '', supplieruid: '' });
    });

    it('asks for plain JSON when encryption is off, and reads plain JSON', async () => {
        const { http, calls } = client(ok([1]), { encryption: false, encrypt: false });
        await expect(http.request('public/x')).resolves.toEqual([1]);
        expect(calls[0].headers.ignoreencryption).toBe('1');
    });

    it.each([
        ['login', 'session'],
        ['refresh_captcha', 'captcha'],
    ])('maps data "%s" to a %s error', async (data, kind) => {
        const { http } = client(fail('请重新登录', data));
        await expect(http.request('public/x')).rejects.toMatchObject({ kind, message: '请重新登录' });
    });

    it('maps the no-permission text to a permission error, other messages to server errors', async () => {
        await expect(client(fail('没有此操作权限：roleadd')).http.request('public/x')).rejects.toMatchObject({ kind: 'permission' });
        await expect(client(fail('车商不存在')).http.request('public/x', { hideError: true })).rejects.toMatchObject({
            kind: 'server',
            message: '车商不存在',
            hideError: true,
        });
    });

    it('turns network failures, HTTP faults and non-envelopes into typed errors', async () => {
        const down = createHttpClient({
            config: () => testConfig,
            session: () => undefined,
            fetch: (async () => {
                throw new TypeError('Failed to fetch');
            }) as unknown as typeof fetch,
        });
        await expect(down.request('public/x')).rejects.toMatchObject({ kind: 'network', message: 'mc.error.network' });
        await expect(client(() => new Response('oops', { status: 502 })).http.request('public/x')).rejects.toMatchObject({ kind: 'http', status: 502 });
        await expect(client(() => new Response('<html>', { status: 200 })).http.request('public/x')).rejects.toMatchObject({ kind: 'malformed' });
        await expect(client(() => ({ data: 1 }), { encrypt: false }).http.request('public/x')).rejects.toBeInstanceOf(ApiError);
    });

    it('passes an abort through as an abort, not as a network error', async () => {
        const controller = new AbortController();
        controller.abort();
        const aborting = createHttpClient({
            config: () => testConfig,
            session: () => undefined,
            fetch: (async (_: string, init: RequestInit) => {
                if (init.signal?.aborted) throw new DOMException('aborted', 'AbortError');
                return new Response('{}');
            }) as unknown as typeof fetch,
        });
        await expect(aborting.request('public/x', { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
    });

    it('builds signed URLs carrying the header values in the query', () => {
        const { http } = client(ok(null), { session });
        const url = new URL(http.signedUrl('seller/dealer/DealerList', { _down_excel: 1, _excel_file_name: '车商', status: '' }));
        const query = Object.fromEntries(url.searchParams);
        expect(query).toMatchObject({ _down_excel: '1', _excel_file_name: '车商', device: 'web', accesstoken: 'tok', supplieruid: '42' });
        expect(query.status).toBeUndefined();
        const { device: _d, accesstoken: _a, supplieruid: _s, signature, ...params } = query;
        expect(signature).toBe(sign({ ...params, accesstoken: 'tok' }, testConfig.signSecret));
    });

    it('sends the current language as the unsigned lang header, read at each call', async () => {
        let language = 'en';
        const { http, calls } = client(ok(null), { session, lang: () => language });
        await http.request('seller/dealer/DealerList', { params: { page: 1 } });
        language = 'ja';
        await http.request('seller/role/roleadd', { body: { name: 'x' } });
        expect(calls.map(call => call.headers.lang)).toEqual(['en', 'ja']);
        const [get] = calls;
        // The signature is the one without a language: the header is outside M, like device.
        expect(get.headers.signature).toBe(sign({ ...Object.fromEntries(get.url.searchParams), accesstoken: 'tok' }, testConfig.signSecret));
        expect(get.url.searchParams.has('lang')).toBe(false);
    });

    it('sends no lang header for an unknown language', async () => {
        const { http, calls } = client(ok(null), { session, lang: () => 'de' });
        await http.request('seller/dealer/DealerList');
        expect(calls[0].headers.lang).toBeUndefined();
    });

    it('carries the language in a signed URL outside its signature', () => {
        const unsignedLanguage = (lang: string) => {
            const { http } = client(ok(null), { session, lang: () => lang });
            return Object.fromEntries(new URL(http.signedUrl('seller/dealer/DealerList', { _down_excel: 1 })).searchParams);
        };
        const es = unsignedLanguage('es');
        expect(es.lang).toBe('es');
        const { device: _d, accesstoken: _a, supplieruid: _s, lang: _l, signature, ...params } = es;
        expect(signature).toBe(sign({ ...params, accesstoken: 'tok' }, testConfig.signSecret));
        expect(unsignedLanguage('ja').signature).toBe(signature);
    });
});

describe('requestIfChanged', () => {
    it('sends the validator as If-None-Match and answers 304 as unchanged', async () => {
        const { http, calls } = client(() => new Response(null, { status: 304, headers: { etag: 'W/"a"' } }), { session });
        await expect(http.requestIfChanged('seller/dealer/DealerList', 'W/"a"')).resolves.toEqual({ changed: false });
        expect(calls[0].headers['if-none-match']).toBe('W/"a"');
        expect(calls[0].method).toBe('GET');
    });

    it("answers the data with the reply's validator, or none", async () => {
        const encrypted = (etag?: string) => () =>
            new Response(
                encryptEnvelope(JSON.stringify({ status: true, msg: 'ok', data: { pk: 'id' } }), {
                    marker: testConfig.encryptionMarker,
                    keyHex: testConfig.aesKeyHex,
                    ivHex: testConfig.aesIvHex,
                }),
                { status: 200, headers: etag ? { etag } : {} }
            );
        await expect(client(encrypted('W/"b"'), { session }).http.requestIfChanged('x/List', 'W/"a"')).resolves.toEqual({
            changed: true,
            data: { pk: 'id' },
            etag: 'W/"b"',
        });
        const plain = client(encrypted(), { session });
        await expect(plain.http.requestIfChanged('x/List', undefined)).resolves.toEqual({ changed: true, data: { pk: 'id' }, etag: undefined });
        expect(plain.calls[0].headers['if-none-match']).toBeUndefined();
    });

    it('takes a 304 it did not ask for as an HTTP fault, and refusals as errors', async () => {
        await expect(client(() => new Response(null, { status: 304 })).http.requestIfChanged('public/x', undefined)).rejects.toMatchObject({
            kind: 'http',
            status: 304,
        });
        await expect(client(() => new Response(null, { status: 304 })).http.request('public/x')).rejects.toMatchObject({ kind: 'http' });
        await expect(client(fail('请重新登录', 'login')).http.requestIfChanged('x/List', 'W/"a"')).rejects.toMatchObject({ kind: 'session' });
    });
});

describe('toWireParams', () => {
    it('keeps zero and false, drops empties, joins lists', () => {
        expect(toWireParams({ a: 0, b: false, c: null, d: undefined, e: '', f: ['x', 2], g: { k: 1 } })).toEqual({
            a: '0',
            b: 'false',
            f: 'x,2',
            g: '{"k":1}',
        });
    });
});
