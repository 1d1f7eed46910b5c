import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpClient } from '../../../src/dataProvider/httpClient';
import { coreDomain } from '../../../server/domains/core';
import { createTestClient, type TestClient } from '../support/createTestClient';
import { failure } from '../support/failure';
import { startTestServer, type TestServer } from '../support/startTestServer';
import { WIDGET_API, widgetDomain } from '../support/widgetDomain';

let server: TestServer;

beforeAll(async () => {
    server = await startTestServer({ domains: [coreDomain, widgetDomain] });
});
afterAll(() => server?.close());

const admin = async (lang?: string) => {
    const client = await createTestClient(server, { lang });
    await client.login('admin', 'Admin@2026');
    return client;
};

/** The same session with another signing secret: every signed call is refused. */
const wrongSecret = (client: TestClient, lang: string) =>
    createHttpClient({ config: () => ({ ...client.config, signSecret: 'not-the-secret' }), session: () => client.session.get(), lang: () => lang });

/** A raw call with any `lang` header (the console sends only the four languages). */
const rawCall = async (path: string, lang: string) => {
    const response = await fetch(`${server.url}/api/v1/${path}`, { headers: { lang, ignoreencryption: '1' } });
    return { status: response.status, text: await response.text() };
};

describe('the lang header', () => {
    it('answers refusals in the language the call carries, zh-cn without one', async () => {
        const client = await admin();
        expect((await failure(wrongSecret(client, 'zh-cn').request(WIDGET_API, { params: { page: 1 } }))).message).toBe('签名错误');
        expect((await failure(wrongSecret(client, 'en').request(WIDGET_API, { params: { page: 1 } }))).message).toBe('Signature error');
        expect((await failure(wrongSecret(client, 'es').request(WIDGET_API, { params: { page: 1 } }))).message).toBe('Error de firma');
        expect((await failure(wrongSecret(client, 'ja').request(WIDGET_API, { params: { page: 1 } }))).message).toBe('署名エラー');
    });

    it('reads an unknown, over-long or odd language as zh-cn and never echoes it', async () => {
        for (const lang of ['de', 'EN-us', `en${'x'.repeat(4000)}`, '<img src=x onerror=alert(1)>', 'en\tja']) {
            const { status, text } = await rawCall('public/no/SuchCall', lang);
            expect(status).toBe(404);
            expect(JSON.parse(text)).toEqual({ status: false, msg: '接口不存在：public/no/SuchCall', data: null });
            expect(text).not.toContain(lang);
        }
        expect(JSON.parse((await rawCall('public/no/SuchCall', 'EN')).text).msg).toBe('No such call: public/no/SuchCall');
    });

    it('changes nothing about signing: a call verifies the same in every language', async () => {
        for (const lang of ['zh-cn', 'en', 'es', 'ja', 'de']) {
            const client = await admin(lang);
            await expect(client.get(WIDGET_API, { page: 1, limit: 2 })).resolves.toMatchObject({ data: expect.any(Array) });
        }
    });

    it('is carried, unsigned, in the query of a URL opened in a new window', async () => {
        const client = await admin('ja');
        const url = new URL(client.http.signedUrl(WIDGET_API, { _down_excel: 1 }));
        expect(url.searchParams.get('lang')).toBe('ja');
        const download = async (target: URL) => {
            const response = await fetch(target, { headers: { ignoreencryption: '1' } });
            // Read to its end: a file left half-read holds the server's stop for its grace period.
            await response.arrayBuffer();
            return response.headers.get('content-type') ?? '';
        };
        expect(await download(url)).toContain('spreadsheetml');
        // Another language, or none, leaves the signature valid: the language is not signed.
        url.searchParams.set('lang', 'en');
        expect(await download(url)).toContain('spreadsheetml');
        url.searchParams.delete('lang');
        expect(await download(url)).toContain('spreadsheetml');
        // A changed parameter still breaks it, in the carried language.
        url.searchParams.set('lang', 'en');
        url.searchParams.set('_down_excel', '2');
        expect(await (await fetch(url, { headers: { ignoreencryption: '1' } })).json()).toMatchObject({ status: false, msg: 'Signature error' });
    });
});
