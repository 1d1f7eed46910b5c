import { describe, expect, it } from 'vitest';
import { createDefinitionReader } from '../../../src/dataProvider/definitionReader';
import { createDefinitionStore, type DefinitionScope } from '../../../src/dataProvider/definitionStore';
import { createHttpClient } from '../../../src/dataProvider/httpClient';
import { createMemoryStorage, type Session } from '../../../src/dataProvider/sessionStore';
import { encryptEnvelope } from '../../../protocol/envelope';
import { testConfig, type Recorded } from './fakeServer';

const API = 'seller/dealer/DealerList';
const DAY = 24 * 60 * 60 * 1000;
const definition = (title: string) => ({ pk: 'id', limit: 10, column_names: ['id', 'name'], rows: { id: { title: 'ID' }, name: { title } }, top_search: [] });
const session: Session = { token: 't', refreshToken: 'r', suid: '10001', accessExpire: 2e9, refreshExpire: 2e9, serverOffset: 0 };

/**
 * A backend answering the definition of `current()` with a validator (unless `validators` is
 * off), 304 when the request names it; every request is recorded.
 */
const backend = (current: () => unknown, validators: () => boolean = () => true) => {
    const calls: Recorded[] = [];
    const fetchImpl = (async (input: string, init: RequestInit = {}) => {
        const headers = init.headers as Record<string, string>;
        calls.push({ url: new URL(input), method: init.method ?? 'GET', headers, body: undefined });
        const data = current();
        const etag = `W/"${JSON.stringify(data).length}-${JSON.stringify(data).charCodeAt(60)}"`;
        if (validators() && headers['if-none-match'] === etag) return new Response(null, { status: 304, headers: { etag } });
        const body = encryptEnvelope(JSON.stringify({ status: true, msg: 'ok', data }), {
            marker: testConfig.encryptionMarker,
            keyHex: testConfig.aesKeyHex,
            ivHex: testConfig.aesIvHex,
        });
        return new Response(body, { status: 200, headers: validators() ? { etag } : {} });
    }) as unknown as typeof fetch;
    return { calls, http: createHttpClient({ config: () => testConfig, session: () => session, fetch: fetchImpl }) };
};

const setup = (current: () => unknown) => {
    const storage = createMemoryStorage();
    const server = backend(current);
    let scope: DefinitionScope | undefined = { base: '', suid: '10001', lang: 'zh-cn' };
    let clock = 1_000_000;
    const read = createDefinitionReader({
        http: server.http,
        store: createDefinitionStore(storage, { now: () => clock }),
        scope: () => scope,
        later: task => task(),
        now: () => clock,
    });
    return { storage, server, read, setScope: (next: DefinitionScope | undefined) => (scope = next), advance: (ms: number) => (clock += ms) };
};

describe('reading a definition with the copy kept across sessions', () => {
    it('reads in full, then sends the validator and uses the copy the server confirms', async () => {
        const { server, read } = setup(() => definition('名称'));
        const first = await read(API);
        expect(server.calls[0].headers['if-none-match']).toBeUndefined();
        const second = await read(API);
        expect(server.calls[1].headers['if-none-match']).toMatch(/^W\/"/);
        expect(second).toEqual(first);
        expect(second.columns.map(column => column.title)).toEqual(['ID', '名称']);
    });

    it('takes a changed definition in full and keeps that one', async () => {
        let title = '名称';
        const { server, read } = setup(() => definition(title));
        await read(API);
        title = '车商名称';
        expect((await read(API)).columns[1].title).toBe('车商名称');
        expect((await read(API)).columns[1].title).toBe('车商名称');
        const [first, second, third] = server.calls.map(call => call.headers['if-none-match']);
        expect(first).toBeUndefined();
        expect(second).toBeDefined();
        expect(third).not.toBe(second);
    });

    it('offers no copy to another merchant or language, and keeps nothing without a session', async () => {
        const { server, read, setScope } = setup(() => definition('名称'));
        await read(API);
        setScope({ base: '', suid: '10002', lang: 'zh-cn' });
        await read(API);
        setScope({ base: '', suid: '10001', lang: 'en' });
        await read(API);
        setScope(undefined);
        await read(API);
        await read(API);
        expect(server.calls.map(call => call.headers['if-none-match'])).toEqual([undefined, undefined, undefined, undefined, undefined]);
    });

    it('reads in full every time from a backend without validators, and forgets a copy it once gave', async () => {
        let validators = true;
        const storage = createMemoryStorage();
        const server = backend(
            () => definition('名称'),
            () => validators
        );
        const read = createDefinitionReader({
            http: server.http,
            store: createDefinitionStore(storage),
            scope: () => ({ base: '', suid: '1', lang: 'en' }),
            later: task => task(),
        });
        await read(API);
        expect(storage.length).toBe(1);
        validators = false;
        await read(API);
        await read(API);
        expect(storage.length).toBe(0);
        expect(server.calls.map(call => !!call.headers['if-none-match'])).toEqual([false, true, false]);
    });

    it('keeps a copy the server goes on confirming past the week, marking it fresh at most once a day', async () => {
        const { server, read, storage, advance } = setup(() => definition('名称'));
        await read(API);
        const saved = () => JSON.parse(storage.getItem(storage.key(0)!)!).savedAt;
        const first = saved();
        advance(60_000);
        await read(API);
        expect(saved()).toBe(first);
        for (let day = 0; day < 10; day++) {
            advance(2 * DAY);
            await read(API);
        }
        expect(saved()).toBeGreaterThan(first);
        expect(server.calls.slice(1).every(call => !!call.headers['if-none-match'])).toBe(true);
    });

    it('writes the kept copy later, never while the definition is on its way to the page', async () => {
        const storage = createMemoryStorage();
        const tasks: Array<() => void> = [];
        const read = createDefinitionReader({
            http: backend(() => definition('名称')).http,
            store: createDefinitionStore(storage),
            scope: () => ({ base: '', suid: '1', lang: 'en' }),
            later: task => tasks.push(task),
        });
        await read(API);
        expect(storage.length).toBe(0);
        tasks.forEach(task => task());
        expect(storage.length).toBe(1);
    });

    it('drops a kept copy that no longer parses and reads in full', async () => {
        const { server, read, storage } = setup(() => definition('名称'));
        await read(API);
        const key = storage.key(0)!;
        storage.setItem(key, JSON.stringify({ ...JSON.parse(storage.getItem(key)!), data: 'not a definition' }));
        expect((await read(API)).pk).toBe('id');
        expect(server.calls[1].headers['if-none-match']).toBeUndefined();
    });

    it('asks in the language it is told, and keeps and offers the copy under that language', async () => {
        const { server, read } = setup(() => definition('名称'));
        await read(API, { lang: 'en' });
        expect(server.calls[0].headers.lang).toBe('en');
        await read(API);
        expect(server.calls[1].headers['if-none-match']).toBeUndefined();
        await read(API, { lang: 'en' });
        expect(server.calls[2].headers['if-none-match']).toMatch(/^W\/"/);
        expect(server.calls[2].headers.lang).toBe('en');
    });

    it('keeps nothing of a reply that does not parse', async () => {
        const { read, storage } = setup(() => 'not a definition');
        await expect(read(API)).rejects.toThrow();
        expect(storage.length).toBe(0);
    });
});
