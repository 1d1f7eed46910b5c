import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure, firstPage, loggedIn } from '../domains/domainTestKit';
import type { TestClient } from '../support/createTestClient';
import { startTestServer, type TestServer } from '../support/startTestServer';

/**
 * A declared cascade column (two levels, as the console's province → city): stored as two
 * columns, written together and checked to belong together, filtered by either level, shown and
 * sorted as the deeper value (which the console finds in the option tree), and imported from a
 * 广东/广州 cell.
 */

let tablesDir: string;
let server: TestServer;
let platform: TestClient;

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
            sort: true,
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
    import: true,
    // Seeded, so shared between merchants, and written by the platform.
    perMerchant: false,
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
    platform = await loggedIn(server, 'platform');
});
afterAll(async () => {
    await server?.close();
    await rm(tablesDir, { recursive: true, force: true });
});

describe('a declared cascade column', () => {
    it('answers a cascade filter: the first level’s options, the second’s per first value, and its second name', async () => {
        const definition = await platform.get<{ top_search: unknown[]; rows: Record<string, unknown> }>(LIST);
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
        const { form } = await platform.get<{ form: unknown[] }>(LIST);
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
        const all = await firstPage(platform, LIST);
        expect(all.data.map(row => [row.name, String(row.region)])).toEqual([
            ['天河店', '4401'],
            ['南山店', '4403'],
            ['西湖店', '3301'],
        ]);
        expect((await firstPage(platform, LIST, { region: 44 })).data.map(row => row.name)).toEqual(['天河店', '南山店']);
        expect((await firstPage(platform, LIST, { region: 44, region_city: 4403 })).data.map(row => row.name)).toEqual(['南山店']);
    });

    it('writes both levels, and refuses a second level of another branch, on create and on update', async () => {
        const { id } = await platform.post<{ id: number }>('seller/outlet/OutletAdd', { name: '滨江店', region: 33, region_city: 3301 });
        expect(await platform.get('seller/outlet/OutletInfo', { id })).toMatchObject({ region: 33, region_city: 3301 });
        expect((await failure(platform.post('seller/outlet/OutletAdd', { name: '错配店', region: 33, region_city: 4401 }))).message).toBe(
            '所在地区不正确，请重新选择'
        );
        // The stored second level no longer belongs when only the first changes.
        expect((await failure(platform.post('seller/outlet/OutletEdit', { id, name: '滨江店', region: 44 }))).message).toBe('所在地区不正确，请重新选择');
        expect((await failure(platform.post('seller/outlet/OutletAdd', { name: '缺城市', region: 33 }))).message).toBe('请选择所在地区');
    });

    it('sorts by the deeper value, both ways, and indexes that order', async () => {
        const regions = async (order: 'true' | 'false') => (await firstPage(platform, LIST, { sort: 'region', order })).data.map(row => Number(row.region));
        const ascending = await regions('true');
        expect(ascending).toEqual([3301, 3301, 4401, 4403]);
        expect(await regions('false')).toEqual([...ascending].reverse());
        const { rows } = await server.owner.query<{ indexname: string }>(
            "SELECT indexname FROM pg_indexes WHERE schemaname = current_schema() AND tablename = 'outlets_decl' AND indexname = 'outlets_decl_region_sort'"
        );
        expect(rows).toHaveLength(1);
    });

    const importCells = async (cells: string[]) => {
        const template = await (await fetch(platform.http.signedUrl(LIST, { _down_excel_import_tpl: 1 }))).arrayBuffer();
        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.load(template as unknown as ExcelJS.Buffer);
        expect(workbook.worksheets[0].getRow(1).values).toEqual([undefined, '网点名称', '所在地区']);
        cells.forEach((cell, i) => workbook.worksheets[0].addRow([`导入${i + 1}号店`, cell]));
        const form = new FormData();
        form.set('file', new Blob([await workbook.xlsx.writeBuffer()]), '网点.xlsx');
        form.set('_excel_import', '1');
        return platform.post<{ inserted: number; failed: number; errors: Array<{ row: number; msg: string }> }>(LIST, form);
    };

    it('imports a 广东/广州 cell, by labels or by values, and the deeper label alone when one branch holds it', async () => {
        expect(await importCells(['广东/广州', '44 / 4403', '杭州', '浙江／杭州'])).toMatchObject({ inserted: 4, failed: 0 });
        const imported = (await firstPage(platform, LIST, { limit: 50 })).data
            .filter(row => String(row.name).startsWith('导入'))
            .map(row => [row.name, String(row.region)]);
        expect(imported).toEqual([
            ['导入1号店', '4401'],
            ['导入2号店', '4403'],
            ['导入3号店', '3301'],
            ['导入4号店', '3301'],
        ]);
        const first = (await firstPage(platform, LIST, { limit: 50 })).data.find(row => row.name === '导入1号店')!;
        expect(await platform.get('seller/outlet/OutletInfo', { id: first.id })).toMatchObject({ region: 44, region_city: 4401 });
    });

    it('refuses cells whose levels do not belong together or are missing, importing nothing', async () => {
        const result = await importCells(['浙江/广州', '广东', '北京/朝阳', '广东/广州/天河']);
        expect(result).toMatchObject({ inserted: 0, failed: 4 });
        expect(result.errors.map(error => error.msg)).toEqual([
            '“所在地区”的“广州”不属于“浙江”',
            '“所在地区”应写两级，如“广东/广州”',
            '“所在地区”的值“北京/朝阳”不在可选项中，应如“广东/广州”',
            '“所在地区”的值“广东/广州/天河”不在可选项中，应如“广东/广州”',
        ]);
    });
});
