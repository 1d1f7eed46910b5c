import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { failure, firstPage, loggedIn } from '../domains/domainTestKit';
import type { TestClient } from '../support/createTestClient';
import { startTestServer, type TestServer } from '../support/startTestServer';
import { widgetDeclaration } from './widgetDeclaration';

/**
 * A declared table with `perMerchant`: the car merchant (admin, suid 10001) and the offlinepay
 * merchant (bank, suid 20001) each see, read, change and import only their own rows.
 */

let tablesDir: string;
let server: TestServer;
let admin: TestClient;
let bank: TestClient;

const LIST = 'seller/widget/WidgetList';
const write = (declaration: unknown) => writeFile(path.join(tablesDir, 'widgets.json'), JSON.stringify(declaration));
const declaration = (perMerchant: boolean) => ({
    ...widgetDeclaration(),
    industry: 'all',
    perMerchant,
    import: true,
    api: { ...widgetDeclaration().api, update: 'seller/widget/WidgetEdit', remove: 'seller/widget/WidgetDel' },
});

beforeAll(async () => {
    tablesDir = await mkdtemp(path.join(tmpdir(), 'mc-tables-'));
    await write(declaration(false));
    server = await startTestServer({ tablesDir, tablesDirIsDefault: false });
    // Written while the table is shared (by the platform, its writer), so the switch to perMerchant below finds a row with no merchant.
    await (await loggedIn(server, 'platform')).post('seller/widget/WidgetAdd', { name: '共用部件', color: 1 });
    await write(declaration(true));
    server = await server.restart();
    admin = await loggedIn(server, 'admin');
    bank = await loggedIn(server, 'bank');
});
afterAll(async () => {
    await server?.close();
    await rm(tablesDir, { recursive: true, force: true });
});

describe('a perMerchant declared table', () => {
    it('reports that the rows written before it became perMerchant belong to no merchant', () => {
        expect(server.notices).toEqual([
            'widgets.json: widgets_decl is now perMerchant; its 1 existing rows belong to no merchant and are shown to none (set their suid by hand)',
        ]);
    });

    it('leads its sort indexes with the merchant', async () => {
        const { rows } = await server.owner.query<{ indexname: string }>(
            "SELECT indexname FROM pg_indexes WHERE schemaname = current_schema() AND tablename = 'widgets_decl' AND indexname LIKE '%suid%' ORDER BY indexname"
        );
        expect(rows.map(r => r.indexname)).toEqual(['widgets_decl_suid_id_sort', 'widgets_decl_suid_price_sort']);
    });

    it('lists, counts and sums only the caller’s merchant’s rows', async () => {
        await admin.post('seller/widget/WidgetAdd', { name: '车商部件', color: 1, price: 1000 });
        await bank.post('seller/widget/WidgetAdd', { name: '银行部件', color: 2, price: 250 });
        const mine = await firstPage(admin, LIST);
        expect(mine.data.map(r => r.name)).toEqual(['车商部件']);
        expect(mine.count).toBe(1);
        expect(Number(mine.totalrow?.price)).toBe(1000);
        expect((await firstPage(bank, LIST)).data.map(r => r.name)).toEqual(['银行部件']);
    });

    it('answers another merchant’s record as missing, for reading, editing and deleting', async () => {
        const [theirs] = (await firstPage(admin, LIST)).data;
        expect((await failure(bank.get('seller/widget/WidgetInfo', { id: theirs.id }))).message).toBe('部件不存在或已被删除');
        expect((await failure(bank.post('seller/widget/WidgetEdit', { id: theirs.id, name: '改名', color: 2 }))).message).toBe('部件不存在或已被删除');
        expect((await failure(bank.post('seller/widget/WidgetDel', { id: theirs.id }))).message).toBe('部件不存在或已被删除');
        expect(await admin.get('seller/widget/WidgetInfo', { id: theirs.id })).toMatchObject({ name: '车商部件', suid: '10001' });
    });

    it('gives imported rows to the importing merchant', async () => {
        const template = await (await fetch(bank.http.signedUrl(LIST, { _down_excel_import_tpl: 1 }))).arrayBuffer();
        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.load(template as unknown as ExcelJS.Buffer);
        workbook.worksheets[0].addRow(['导入部件', '蓝', '1.00']);
        const form = new FormData();
        form.set('file', new Blob([await workbook.xlsx.writeBuffer()]), '部件.xlsx');
        form.set('_excel_import', '1');
        expect(await bank.post(LIST, form)).toMatchObject({ inserted: 1, failed: 0 });
        expect((await firstPage(bank, LIST, { name: '导入' })).data.map(r => r.name)).toEqual(['导入部件']);
        expect((await firstPage(admin, LIST, { name: '导入' })).count).toBe(0);
    });
});
