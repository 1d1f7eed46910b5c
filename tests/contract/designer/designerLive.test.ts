import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loggedIn } from '../domains/domainTestKit';
import type { TestClient } from '../support/createTestClient';
import { openLiveStream, type LiveStreamReader } from '../support/liveStream';
import { startTestServer, type TestServer } from '../support/startTestServer';

/**
 * The resource designer and the live stream (docs/protocol.md §17, §19): a table saved in the
 * designer is followed at once, its writes reaching open streams as any list's; every save and
 * rollback reaches every stream of every merchant as a `catalogue` event, at commit only.
 */

let server: TestServer;
let platform: TestClient;
let admin: TestClient;
let dealer2: TestClient;
const streams: LiveStreamReader[] = [];

const LIST = 'seller/lead/LeadList';
const declaration = (extra: Record<string, unknown> = {}) => ({
    table: 'sales_leads',
    label: '线索',
    industry: 'car',
    api: { list: LIST, create: 'seller/lead/LeadAdd', update: 'seller/lead/LeadEdit' },
    columns: { id: { title: 'ID', sort: true }, customer: { title: '客户', write: { required: true } } },
    defaultSort: { column: 'id', order: 'desc' },
    ...extra,
});
const entry = [{ kind: 'list', path: '/lead/list', title: { 'zh-cn': '线索', en: 'Leads' }, api: LIST }];

const save = (body: unknown, version: number) =>
    platform.post<{ version: number }>('platform/designer/TableSave', { declaration: JSON.stringify(body), entry: JSON.stringify(entry), version });

const open = async (client: TestClient) => {
    const stream = await openLiveStream(client);
    streams.push(stream);
    await stream.next('ready');
    return stream;
};

beforeAll(async () => {
    server = await startTestServer();
    [platform, admin, dealer2] = await Promise.all(['platform', 'admin', 'dealer2'].map(name => loggedIn(server, name)));
});
afterAll(async () => {
    for (const stream of streams) stream.close();
    await server?.close();
});

describe('a designed table on the live stream', () => {
    it('a save reaches every merchant’s stream as a catalogue event; a create in the new table reaches its merchant as a table event', async () => {
        const [ofAdmin, ofDealer2, ofPlatform] = await Promise.all([open(admin), open(dealer2), open(platform)]);
        await save(declaration(), 0);
        for (const stream of [ofAdmin, ofDealer2, ofPlatform]) {
            const event = await stream.next('catalogue');
            expect(event.data.tables).toEqual(['sales_leads']);
            expect(event.data.at).toBeGreaterThan(0);
        }
        const created = await admin.post<{ id: number }>('seller/lead/LeadAdd', { customer: '张三' });
        const event = await ofAdmin.next('table', e => e.data.api === LIST);
        expect(event.data).toMatchObject({ api: LIST, action: 'created', count: 1, ids: [created.id], _version: 1 });
        // Another merchant's stream hears nothing of the row.
        await admin.post('seller/lead/LeadAdd', { customer: '李四' });
        await ofAdmin.next('table', e => e.data.api === LIST);
        expect(ofDealer2.events.some(e => e.type === 'table' && e.data.api === LIST)).toBe(false);
    });

    it('a changed table is followed with its new columns; a rollback is a catalogue event too', async () => {
        const stream = await open(admin);
        await save(declaration({ columns: { ...declaration().columns, phone: { title: '电话', write: true } } }), 1);
        expect((await stream.next('catalogue')).data.tables).toEqual(['sales_leads']);
        const { id } = await admin.post<{ id: number }>('seller/lead/LeadAdd', { customer: '王五', phone: '13800138000' });
        expect((await stream.next('table', e => e.data.api === LIST && e.data.action === 'created')).data.ids).toEqual([id]);
        await platform.post('platform/designer/TableRollback', { table: 'sales_leads', version: 1 });
        expect((await stream.next('catalogue')).data.tables).toEqual(['sales_leads']);
        await admin.post('seller/lead/LeadEdit', { id, customer: '王五五', _version: 1 });
        expect((await stream.next('table', e => e.data.api === LIST && e.data.action === 'updated')).data).toMatchObject({ ids: [id], _version: 2 });
    });

    it('a refused save sends nothing', async () => {
        const stream = await open(admin);
        await expect(save(declaration({ label: '旧' }), 1)).rejects.toThrow();
        await admin.post('seller/lead/LeadAdd', { customer: '赵六' });
        await stream.next('table', e => e.data.api === LIST);
        expect(stream.events.some(e => e.type === 'catalogue')).toBe(false);
    });
});
