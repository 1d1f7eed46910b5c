import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDefinitionReader } from '../../../src/dataProvider/definitionReader';
import { createDefinitionStore } from '../../../src/dataProvider/definitionStore';
import type { ConditionalRequestOptions, HttpClient } from '../../../src/dataProvider/httpClient';
import { createMemoryStorage } from '../../../src/dataProvider/sessionStore';
import { sign } from '../../../protocol/sign';
import { createTestClient, type TestClient } from '../support/createTestClient';
import { startTestServer, type TestServer } from '../support/startTestServer';
import { widgetDeclaration } from './widgetDeclaration';

/**
 * The definition's validator (docs/protocol.md §9.1) over the wire: the reference server tags
 * each definition reply, answers 304 without a body to a caller that holds it, and sends a
 * changed declaration, another language or a mismatched tag in full; the console's reader keeps
 * the copy across sessions and sends it again only when it changed.
 */

let tablesDir: string;
let server: TestServer;

const LIST = 'seller/widget/WidgetList';
const declaration = (nameTitle: unknown = { 'zh-cn': '名称', en: 'Name' }) => ({
    ...widgetDeclaration(),
    columns: { ...widgetDeclaration().columns, name: { title: nameTitle } },
});
const write = (value: unknown) => writeFile(path.join(tablesDir, 'widgets.json'), JSON.stringify(value));

const signedIn = async (lang = 'zh-cn'): Promise<TestClient> => {
    const client = await createTestClient(server, { encryption: false, lang });
    await client.login('admin', 'Admin@2026');
    return client;
};

/** The list call as any client would send it, with the parameters and headers given; signed with the client's session. */
const rawCall = async (client: TestClient, params: Record<string, string>, headers: Record<string, string> = {}) => {
    const session = client.session.get()!;
    const timestamp = String(Math.floor(Date.now() / 1000) + Math.round(session.serverOffset));
    const query = { ...params, timestamp };
    const response = await fetch(`${server.url}/api/v1/${LIST}?${new URLSearchParams(query)}`, {
        headers: {
            device: 'web',
            timestamp,
            accesstoken: session.token,
            supplieruid: session.suid,
            ignoreencryption: '1',
            lang: 'zh-cn',
            signature: sign({ ...query, accesstoken: session.token }, client.config.signSecret, client.config.signHash),
            ...headers,
        },
    });
    return { status: response.status, etag: response.headers.get('etag'), body: await response.text() };
};
const rawDefinition = (client: TestClient, headers: Record<string, string>) => rawCall(client, {}, headers);

beforeAll(async () => {
    tablesDir = await mkdtemp(path.join(tmpdir(), 'mc-tables-'));
    await write(declaration());
    server = await startTestServer({ tablesDir, tablesDirIsDefault: false });
});
afterAll(async () => {
    await server?.close();
    await rm(tablesDir, { recursive: true, force: true });
});

describe('definition validators', () => {
    it('tags the definition and answers 304 with no body to a caller that holds the tag', async () => {
        const admin = await signedIn();
        const full = await rawDefinition(admin, {});
        expect(full.status).toBe(200);
        expect(full.etag).toMatch(/^W\/"[\w-]+"$/);
        expect(JSON.parse(full.body)).toMatchObject({ status: true, data: { pk: 'id' } });

        const again = await rawDefinition(admin, { 'if-none-match': full.etag! });
        expect(again).toEqual({ status: 304, etag: full.etag, body: '' });
        // A list of tags naming it, and the tag without its weak mark, match too.
        expect((await rawDefinition(admin, { 'if-none-match': `W/"other", ${full.etag}` })).status).toBe(304);
        expect((await rawDefinition(admin, { 'if-none-match': full.etag!.slice(2) })).status).toBe(304);
    });

    it('sends the definition in full for a tag it does not hold, and for a malformed header', async () => {
        const admin = await signedIn();
        for (const header of ['W/"stale"', '', 'garbage', `"${'x'.repeat(3000)}"`]) {
            const reply = await rawDefinition(admin, { 'if-none-match': header });
            expect(reply.status).toBe(200);
            expect(JSON.parse(reply.body)).toMatchObject({ status: true, data: { pk: 'id' } });
        }
    });

    it('tags each language apart: another language never gets 304 for a tag of the first', async () => {
        const zh = await (await signedIn('zh-cn')).http.requestIfChanged(LIST, undefined);
        const en = await (await signedIn('en')).http.requestIfChanged(LIST, undefined);
        expect(zh.changed && en.changed).toBe(true);
        if (!zh.changed || !en.changed) return;
        expect(en.etag).not.toBe(zh.etag);
        expect(await (await signedIn('en')).http.requestIfChanged(LIST, zh.etag)).toMatchObject({ changed: true, etag: en.etag });
    });

    it('checks the session and the signature before it says "unchanged"', async () => {
        const admin = await signedIn();
        const { etag } = await rawDefinition(admin, {});
        const unsigned = await rawDefinition(admin, { 'if-none-match': etag!, signature: 'forged' });
        expect(unsigned.status).toBe(200);
        expect(JSON.parse(unsigned.body)).toMatchObject({ status: false, msg: '签名错误' });
        await admin.http.request('buyer/user/logout');
        const ended = await rawDefinition(admin, { 'if-none-match': etag! });
        expect(ended.status).toBe(200);
        expect(JSON.parse(ended.body)).toMatchObject({ status: false, data: 'login' });
    });

    it('tags no page of rows', async () => {
        const page = await rawCall(await signedIn(), { page: '1', limit: '10' });
        expect(page.status).toBe(200);
        expect(JSON.parse(page.body)).toMatchObject({ status: true, data: { data: expect.any(Array) } });
        expect(page.etag).toBeNull();
    });

    it("lets the console's reader keep the definition across sessions, and resend it only once it changed", async () => {
        const storage = createMemoryStorage();
        const sent: Array<string | undefined> = [];
        const session = async () => {
            const client = await signedIn();
            const counted: HttpClient = {
                ...client.http,
                async requestIfChanged<T>(path: string, etag: string | undefined, options?: ConditionalRequestOptions) {
                    const reply = await client.http.requestIfChanged<T>(path, etag, options);
                    sent.push(reply.changed ? 'sent' : 'not sent');
                    return reply;
                },
            };
            return createDefinitionReader({
                http: counted,
                store: createDefinitionStore(storage),
                scope: () => ({ base: server.url, suid: client.session.get()!.suid, lang: 'zh-cn' }),
                later: task => task(),
            });
        };

        expect((await (await session())(LIST)).columns.find(column => column.name === 'name')?.title).toBe('名称');
        // A new session (logout, login) reads the kept copy: the server does not send it again.
        expect((await (await session())(LIST)).columns.find(column => column.name === 'name')?.title).toBe('名称');
        expect(sent).toEqual(['sent', 'not sent']);

        await write(declaration({ 'zh-cn': '部件名称', en: 'Widget name' }));
        server = await server.restart();
        expect((await (await session())(LIST)).columns.find(column => column.name === 'name')?.title).toBe('部件名称');
        expect((await (await session())(LIST)).columns.find(column => column.name === 'name')?.title).toBe('部件名称');
        expect(sent).toEqual(['sent', 'not sent', 'sent', 'not sent']);
    });
});
