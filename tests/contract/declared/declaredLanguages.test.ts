import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../../server/domains/core/demoAccounts';
import { createTestClient, type TestClient } from '../support/createTestClient';
import { failure } from '../support/failure';
import { startTestServer, type TestServer } from '../support/startTestServer';
import { widgetDeclaration } from './widgetDeclaration';

/**
 * A declaration's titles, labels and option labels given per language: each caller reads them in
 * its language (a language left out shows zh-cn), a plain string reads the same in every one.
 */

let tablesDir: string;
let server: TestServer;

const LIST = 'seller/widget/WidgetList';

const declaration = {
    ...widgetDeclaration(),
    label: { 'zh-cn': '部件', en: 'Widget', es: 'Pieza' },
    columns: {
        id: { title: 'ID', sort: true },
        name: { title: { 'zh-cn': '名称', en: 'Name', es: 'Nombre' } },
        color: {
            title: { 'zh-cn': '颜色', en: 'Colour', ja: '色' },
            type: 'select',
            options: [
                { value: 1, label: { 'zh-cn': '红', en: 'Red', ja: '赤' } },
                { value: 2, label: '蓝' },
            ],
        },
        price: { title: '价格', type: 'number', decimal: 2, sum: true, sort: true },
    },
    fields: [
        { name: 'name', title: { 'zh-cn': '名称', en: 'Name', es: 'Nombre' }, required: true, maxLength: 10 },
        { name: 'color', title: { 'zh-cn': '颜色', en: 'Colour' }, kind: 'enum', required: true },
        { name: 'price', title: '价格', kind: 'cents' },
    ],
    import: true,
    // Seeded, so shared between merchants, and written by the platform.
    perMerchant: false,
    seed: [{ name: '红部件', color: 1, price: 1250 }],
};

beforeAll(async () => {
    tablesDir = await mkdtemp(path.join(tmpdir(), 'mc-tables-'));
    await writeFile(path.join(tablesDir, 'widgets.json'), JSON.stringify(declaration));
    server = await startTestServer({ tablesDir, tablesDirIsDefault: false });
});
afterAll(async () => {
    await server?.close();
    await rm(tablesDir, { recursive: true, force: true });
});

const platformIn = async (lang: string): Promise<TestClient> => {
    const client = await createTestClient(server, { encryption: false, lang });
    await client.login('platform', demoAccounts.find(a => a.username === 'platform')!.password);
    return client;
};

interface Definition {
    rows: Record<string, { title: string; options: Array<{ value: number; label: string }> }>;
    top_search: Array<{ name: string; title: string }>;
}

describe('a declaration in four languages', () => {
    it.each([
        ['zh-cn', ['ID', '名称', '颜色', '价格'], ['红', '蓝']],
        ['en', ['ID', 'Name', 'Colour', '价格'], ['Red', '蓝']],
        ['es', ['ID', 'Nombre', '颜色', '价格'], ['红', '蓝']],
        ['ja', ['ID', '名称', '色', '价格'], ['赤', '蓝']],
    ])('%s: titles and option labels in it, zh-cn where it is left out, plain strings as written', async (lang, titles, labels) => {
        const definition = await (await platformIn(lang)).get<Definition>(LIST);
        expect(Object.values(definition.rows).map(column => column.title)).toEqual(titles);
        expect(definition.rows.color.options.map(option => option.label)).toEqual(labels);
        expect(definition.top_search.map(search => search.title)).toEqual([titles[1], titles[2]]);
    });

    it('says refusals with the field title and the record label in the language of the call', async () => {
        expect((await failure((await platformIn('en')).post('seller/widget/WidgetAdd', { color: 1 }))).message).toBe('Name is required');
        expect((await failure((await platformIn('es')).post('seller/widget/WidgetAdd', { name: '部件', color: 9 }))).message).toBe(
            '«颜色» tiene un valor no permitido'
        );
        expect((await failure((await platformIn('en')).get('seller/widget/WidgetInfo', { id: 999 }))).message).toBe(
            'Widget does not exist or has been deleted'
        );
    });

    it('exports in the language of the call and imports a header row of another', async () => {
        const en = await platformIn('en');
        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.load((await (await fetch(en.http.signedUrl(LIST, { _down_excel: 1 }))).arrayBuffer()) as unknown as ExcelJS.Buffer);
        const sheet = workbook.worksheets[0];
        expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['ID', 'Name', 'Colour', '价格']);
        expect((sheet.getRow(2).values as unknown[]).slice(1)).toEqual([1, '红部件', 'Red', 12.5]);

        const upload = new ExcelJS.Workbook();
        const rows = upload.addWorksheet('x');
        rows.addRow(['Nombre', '色', '价格']);
        rows.addRow(['蓝部件', '蓝', '3']);
        rows.addRow(['赤部件', 'Red', '4']);
        const form = new FormData();
        form.set('file', new Blob([await upload.xlsx.writeBuffer()]), 'widgets.xlsx');
        form.set('_excel_import', '1');
        expect(await (await platformIn('ja')).post(LIST, form)).toEqual({ total: 2, inserted: 2, failed: 0, errors: [] });
        const { data } = await en.get<{ data: Array<{ name: string; color: number }> }>(LIST, { page: 1, limit: 10 });
        expect(data.map(row => [row.name, row.color])).toEqual(
            expect.arrayContaining([
                ['蓝部件', 2],
                ['赤部件', 1],
            ])
        );
    });
});
