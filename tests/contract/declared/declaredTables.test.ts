import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { NO_PERMISSION_TEXT } from '../../../protocol/noPermission';
import { failure, firstPage, loggedIn } from '../domains/domainTestKit';
import type { TestClient } from '../support/createTestClient';
import { startTestServer, type TestServer } from '../support/startTestServer';
import { widgetDeclaration } from './widgetDeclaration';

/**
 * A table declared in a file of a temporary MC_TABLES_DIR, served by the standard server: its
 * definition, rows, CRUD with the field rules and the operator log, export, `api_arr`, and what
 * a changed declaration does to the table on the next start. It is shared (`perMerchant: false`,
 * which a seed needs): every car merchant reads it, only the platform writes it.
 */

let tablesDir: string;
let server: TestServer;
let admin: TestClient;
/** The platform administrator: the writer of a shared table. */
let platform: TestClient;

const LIST = 'seller/widget/WidgetList';
/** The refusal of a platform account's call (core/authorize). */
const UNION_ONLY = '没有此操作权限：该功能仅对联盟账号开放';
const write = (declaration: unknown) => writeFile(path.join(tablesDir, 'widgets.json'), JSON.stringify(declaration));
const declaration = () => ({
    ...widgetDeclaration(),
    import: true,
    perMerchant: false,
    api: { ...widgetDeclaration().api, update: 'seller/widget/WidgetEdit', remove: 'seller/widget/WidgetDel' },
    seed: [
        { name: '红部件', color: 1, price: 1250 },
        { name: '蓝部件', color: 2, price: '3000' },
    ],
});

beforeAll(async () => {
    tablesDir = await mkdtemp(path.join(tmpdir(), 'mc-tables-'));
    await write(declaration());
    server = await startTestServer({ tablesDir, tablesDirIsDefault: false });
    admin = await loggedIn(server, 'admin');
    platform = await loggedIn(server, 'platform');
});
afterAll(async () => {
    await server?.close();
    await rm(tablesDir, { recursive: true, force: true });
});

describe('a declared table', () => {
    it('answers its write form with the definition: kinds, labels, rules, option labels', async () => {
        const definition = await admin.get<{ form: unknown }>(LIST);
        expect(definition.form).toEqual([
            { name: 'name', kind: 'text', label: '名称', required: true, max_length: 10 },
            {
                name: 'color',
                kind: 'enum',
                label: '颜色',
                required: true,
                options: [
                    { value: 1, label: '红' },
                    { value: 2, label: '蓝' },
                ],
            },
            { name: 'price', kind: 'cents', label: '价格', min: 0 },
        ]);
    });

    it('answers its definition from the file, with the search fields taking their column’s type and options', async () => {
        const definition = await admin.get<Record<string, unknown>>(LIST);
        expect(definition).toMatchObject({
            pk: 'id',
            show_sum: true,
            show_excel: true,
            show_excel_import: true,
            rows: { name: { title: '名称' }, price: { title: '价格', type: 'number', decimal: 2, sum: true, sort: true } },
        });
        expect(definition.top_search).toContainEqual(
            expect.objectContaining({
                name: 'color',
                title: '颜色',
                type: 'select',
                options: [expect.objectContaining({ value: 1, label: '红' }), expect.objectContaining({ value: 2, label: '蓝' })],
            })
        );
    });

    it('indexes every sortable column for its list order', async () => {
        const { rows } = await server.owner.query<{ indexname: string }>(
            "SELECT indexname FROM pg_indexes WHERE schemaname = current_schema() AND tablename = 'widgets_decl' ORDER BY indexname"
        );
        expect(rows.map(r => r.indexname)).toEqual(['widgets_decl_pkey', 'widgets_decl_price_sort']);
    });

    it('counts its writes from its first start, so its deep pages seek from stored positions at once', async () => {
        const { rows } = await server.owner.query("SELECT 1 FROM pg_trigger WHERE tgname = 'mc_table_version' AND tgrelid = 'widgets_decl'::regclass");
        expect(rows).toHaveLength(1);
    });

    it('lists its seed rows with counts, sums, filters and sorting', async () => {
        const page = await firstPage(admin, LIST);
        expect(page.count).toBe(2);
        expect(page.data.map(r => r.name)).toEqual(['蓝部件', '红部件']);
        expect(Number(page.totalrow?.price)).toBe(4250);
        expect((await firstPage(admin, LIST, { color: 1 })).data.map(r => r.name)).toEqual(['红部件']);
        expect((await firstPage(admin, LIST, { sort: 'price', order: true })).data.map(r => r.price)).toEqual([1250, 3000]);
    });

    it('creates, reads, edits and deletes through the field rules, logging each write', async () => {
        expect((await failure(platform.post('seller/widget/WidgetAdd', { color: 1 }))).message).toBe('请填写名称');
        expect((await failure(platform.post('seller/widget/WidgetAdd', { name: '绿部件', color: 7 }))).message).toBe('颜色的取值不正确');
        expect((await failure(platform.post('seller/widget/WidgetAdd', { name: '一二三四五六七八九十一', color: 1 }))).message).toBe('名称不能超过10个字');
        expect((await failure(platform.post('seller/widget/WidgetAdd', { name: '绿部件', color: 1, price: '12.5' }))).message).toContain('以分为单位');
        const { id } = await platform.post<{ id: number }>('seller/widget/WidgetAdd', { name: '绿部件', color: '2', price: '880' });
        expect(await platform.get('seller/widget/WidgetInfo', { id })).toMatchObject({ id, name: '绿部件', color: 2, price: 880 });
        await platform.post('seller/widget/WidgetEdit', { id, price: 990 });
        expect(await platform.get('seller/widget/WidgetInfo', { id })).toMatchObject({ name: '绿部件', price: 990 });
        expect((await failure(platform.post('seller/widget/WidgetEdit', { id, name: '' }))).message).toBe('请填写名称');
        await platform.post('seller/widget/WidgetDel', { id });
        expect((await failure(platform.get('seller/widget/WidgetInfo', { id }))).message).toBe('部件不存在或已被删除');
        // A merchant reads it, and may not write it: the console offers it no write either.
        expect(await admin.get('seller/widget/WidgetInfo', { id: 1 })).toMatchObject({ name: '红部件' });
        expect((await failure(admin.post('seller/widget/WidgetAdd', { name: '商户部件', color: 1 }))).message).toBe(UNION_ONLY);
        expect((await failure(admin.post('seller/widget/WidgetEdit', { id: 1, price: 1 }))).message).toBe(UNION_ONLY);
        expect((await failure(admin.post('seller/widget/WidgetDel', { id: 1 }))).message).toBe(UNION_ONLY);
        const log = await firstPage(platform, 'seller/log/OperatorLogList', { module: '部件' });
        expect(log.data.map(r => r.content)).toEqual(expect.arrayContaining([`添加部件#${id} 绿部件`, `编辑部件#${id} 绿部件`, `删除部件#${id} 绿部件`]));
    });

    it('exports its rows as a workbook', async () => {
        const response = await fetch(admin.http.signedUrl(LIST, { _down_excel: 1 }));
        expect(response.headers.get('content-type')).toContain('spreadsheetml');
        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.load(Buffer.from(await response.arrayBuffer()) as unknown as ExcelJS.Buffer);
        const values: unknown[] = [];
        workbook.worksheets[0].eachRow(row => values.push(...(row.values as unknown[])));
        expect(values).toEqual(expect.arrayContaining(['名称', '红部件', '蓝部件']));
    });

    it('imports the write fields’ columns from its template, blank optional cells taking the column default', async () => {
        const template = await (await fetch(admin.http.signedUrl(LIST, { _down_excel_import_tpl: 1 }))).arrayBuffer();
        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.load(template as unknown as ExcelJS.Buffer);
        const sheet = workbook.worksheets[0];
        expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['名称', '颜色', '价格']);
        sheet.addRow(['导入一号', '蓝', '12.50']);
        sheet.addRow(['导入二号', '红', '']);
        const form = new FormData();
        form.set('file', new Blob([await workbook.xlsx.writeBuffer()]), '部件.xlsx');
        form.set('_excel_import', '1');
        expect((await failure(admin.post(LIST, form))).message).toBe(UNION_ONLY);
        expect(await platform.post(LIST, form)).toEqual({ total: 2, inserted: 2, failed: 0, errors: [] });
        const { data } = await firstPage(admin, LIST, { name: '导入', sort: 'id', order: true });
        expect(data.map(r => [r.name, r.color, r.price])).toEqual([
            ['导入一号', 2, 1250],
            ['导入二号', 1, 0],
        ]);
        await server.owner.query("DELETE FROM widgets_decl WHERE name LIKE '导入%'");
    });

    it('is refused to a role whose api_arr does not name it', async () => {
        const operator = await loggedIn(server, 'operator');
        expect((await failure(operator.get(LIST))).message).toBe(NO_PERMISSION_TEXT);
        // Its write is the platform's before it is any role's.
        expect((await failure(operator.post('seller/widget/WidgetAdd', { name: '越权', color: 1 }))).message).toBe(UNION_ONLY);
    });

    it('keeps its rows when a column is added, keeps and reports a removed column, and seeds only once', async () => {
        const changed = declaration();
        const { color: _color, ...columns } = changed.columns;
        await write({
            ...changed,
            columns: { ...columns, weight: { title: '重量', type: 'number', sort: true } },
            search: [{ name: 'name' }],
            fields: [...changed.fields.filter(f => f.name !== 'color'), { name: 'weight', title: '重量', kind: 'int' }],
            seed: [{ name: '第三个' }],
        });
        server = await server.restart();
        admin = await loggedIn(server, 'admin');
        platform = await loggedIn(server, 'platform');
        expect(server.notices).toEqual([
            'widgets.json: column widgets_decl.weight added',
            'widgets.json: column widgets_decl.color is no longer declared; kept in the database with its data (drop it by hand when it is not needed)',
        ]);
        const page = await firstPage(admin, LIST);
        expect(page.data.map(r => [r.name, r.weight])).toEqual([
            ['蓝部件', 0],
            ['红部件', 0],
        ]);
        const { id } = await platform.post<{ id: number }>('seller/widget/WidgetAdd', { name: '重部件', weight: 12 });
        expect(await admin.get('seller/widget/WidgetInfo', { id })).toMatchObject({ weight: 12, color: 0 });
        const { rows } = await server.owner.query<{ color: number }>('SELECT color FROM widgets_decl ORDER BY id');
        expect(rows.map(r => Number(r.color))).toEqual([1, 2, 0]);
    });

    it('does not start on a bad declaration, naming the file and the field', async () => {
        await server.stop();
        await write({ ...declaration(), columns: { ...declaration().columns, name: { title: '名称', type: 'money' } } });
        await expect(startTestServer({ tablesDir, tablesDirIsDefault: false, dataDir: server.config.dataDir })).rejects.toThrow(
            /widgets\.json: columns\.name\.type: Invalid option/
        );
    });

    it('refuses a declaration of a table a hand-written domain owns', async () => {
        await write({ ...declaration(), table: 'adverts' });
        await expect(startTestServer({ tablesDir, tablesDirIsDefault: false, dataDir: server.config.dataDir })).rejects.toThrow(
            'widgets.json: table "adverts" already exists and was not created from a declaration; choose another table name'
        );
    });
});
