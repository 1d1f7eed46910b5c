import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure, firstPage, loggedIn } from '../domains/domainTestKit';
import type { TestClient } from '../support/createTestClient';
import { startTestServer, type TestServer } from '../support/startTestServer';

/**
 * A declared cascade column (two levels, as the console's province → city): stored as two
 * columns, written together and checked to belong together, filtered by either level, and shown
 * as the deeper value, which the console finds in the option tree.
 */

let tablesDir: string;
let server: TestServer;
let admin: TestClient;

const LIST = 'seller/outlet/OutletList';
const declaration = {
    table: 'outlets_decl',
    label: '网点',
    industry: 'car',
    api: { list: LIST, info: 'seller/outlet/OutletInfo', create: 'seller/outlet/OutletAdd', update: 'seller/outlet/OutletEdit' },
    columns: {
        name: { title: '网点名称' },
        region: {
            title: '所在地区',
            type: 'cascade',
            second: 'region_city',
            options: [
                {
                    value: 44,
                    label: '广东',
                    children: [
                        { value: 4401, label: '广州' },
                        { value: 4403, label: '深圳' },
                    ],
                },
                { value: 33, label: '浙江', children: [{ value: 3301, label: '杭州' }] },
            ],
        },
    },
    search: [{ name: 'region' }],
    fields: [
        { name: 'name', title: '网点名称', required: true, maxLength: 20 },
        { name: 'region', title: '所在地区', kind: 'enum', required: true },
    ],
    defaultSort: { column: 'id', order: 'asc' },
    seed: [
        { name: '天河店', region: 44, region_city: 4401 },
        { name: '南山店', region: 44, region_city: 4403 },
        { name: '西湖店', region: 33, region_city: 3301 },
    ],
};

beforeAll(async () => {
    tablesDir = await mkdtemp(path.join(tmpdir(), 'mc-tables-'));
    await writeFile(path.join(tablesDir, 'outlets.json'), JSON.stringify(declaration));
    server = await startTestServer({ tablesDir, tablesDirIsDefault: false });
    admin = await loggedIn(server, 'admin');
});
afterAll(async () => {
    await server?.close();
    await rm(tablesDir, { recursive: true, force: true });
});

describe('a declared cascade column', () => {
    it('answers a cascade filter: the first level’s options, the second’s per first value, and its second name', async () => {
        const definition = await admin.get<{ top_search: unknown[]; rows: Record<string, unknown> }>(LIST);
        expect(definition.top_search).toEqual([
            expect.objectContaining({
                name: 'region',
                type: 'cascade',
                options: [expect.objectContaining({ value: 44, label: '广东' }), expect.objectContaining({ value: 33, label: '浙江' })],
                cascades: {
                    '44': [expect.objectContaining({ value: 4401 }), expect.objectContaining({ value: 4403 })],
                    '33': [expect.objectContaining({ value: 3301 })],
                },
                second_name: 'region_city',
            }),
        ]);
        expect(definition.rows.region).toMatchObject({ type: 'cascade', options: declaration.columns.region.options });
    });

    it('states its write field as one cascade: the option tree, and the name the second select fills', async () => {
        const { form } = await admin.get<{ form: unknown[] }>(LIST);
        expect(form[1]).toEqual({
            name: 'region',
            kind: 'enum',
            input: 'cascade',
            second_name: 'region_city',
            label: '所在地区',
            required: true,
            options: declaration.columns.region.options,
        });
    });

    it('shows each row’s deeper value, and filters by the first level and by both', async () => {
        const all = await firstPage(admin, LIST);
        expect(all.data.map(row => [row.name, String(row.region)])).toEqual([
            ['天河店', '4401'],
            ['南山店', '4403'],
            ['西湖店', '3301'],
        ]);
        expect((await firstPage(admin, LIST, { region: 44 })).data.map(row => row.name)).toEqual(['天河店', '南山店']);
        expect((await firstPage(admin, LIST, { region: 44, region_city: 4403 })).data.map(row => row.name)).toEqual(['南山店']);
    });

    it('writes both levels, and refuses a second level of another branch, on create and on update', async () => {
        const { id } = await admin.post<{ id: number }>('seller/outlet/OutletAdd', { name: '滨江店', region: 33, region_city: 3301 });
        expect(await admin.get('seller/outlet/OutletInfo', { id })).toMatchObject({ region: 33, region_city: 3301 });
        expect((await failure(admin.post('seller/outlet/OutletAdd', { name: '错配店', region: 33, region_city: 4401 }))).message).toBe(
            '所在地区不正确，请重新选择'
        );
        // The stored second level no longer belongs when only the first changes.
        expect((await failure(admin.post('seller/outlet/OutletEdit', { id, name: '滨江店', region: 44 }))).message).toBe('所在地区不正确，请重新选择');
        expect((await failure(admin.post('seller/outlet/OutletAdd', { name: '缺城市', region: 33 }))).message).toBe('请选择所在地区');
    });
});
