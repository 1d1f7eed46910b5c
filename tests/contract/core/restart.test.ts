import ExcelJS from 'exceljs';
import { afterAll, describe, expect, it } from 'vitest';
import { coreDomain } from '../../../server/domains/core';
import { demoAccounts } from '../../../server/domains/core/demoAccounts';
import { createTestClient } from '../support/createTestClient';
import { startTestServer, type TestServer } from '../support/startTestServer';
import { WIDGET_API, widgetDomain, widgetRows } from '../support/widgetDomain';

let server: TestServer | undefined;
afterAll(() => server?.close());

describe('persistence', () => {
    it('data, sessions and finished exports survive a restart on the same data directory', async () => {
        server = await startTestServer({ domains: [coreDomain, widgetDomain] });
        const client = await createTestClient(server);
        await client.login('admin', 'Admin@2026');

        const workbook = new ExcelJS.Workbook();
        const sheet = workbook.addWorksheet('x');
        sheet.addRow(['名称', '状态', '价格']);
        sheet.addRow(['重启前导入', '已通过', '8.88']);
        const form = new FormData();
        form.set('file', new Blob([await workbook.xlsx.writeBuffer()]), 'one.xlsx');
        form.set('_excel_import', '1');
        expect(await client.post(WIDGET_API, form)).toMatchObject({ inserted: 1 });
        const task = await client.get<{ id: number }>(WIDGET_API, { _excel_down_culumns: 'id', export_type: 2, ids: [1, 2] });

        const firstUrl = server.url;
        server = await server.restart();
        // The session store keeps the old base URL; the new server listens elsewhere.
        const again = await createTestClient(server);
        again.session.set(client.session.get()!);
        expect(server.url).not.toBe(firstUrl);

        expect(await again.get('buyer/user/info')).toMatchObject({ username: 'admin' });
        const { data, count } = await again.get<{ data: Array<Record<string, unknown>>; count: number }>(WIDGET_API, {
            page: 1,
            title: '重启前',
            _count_sum: true,
        });
        expect(count).toBe(1);
        expect(data[0]).toMatchObject({ title: '重启前导入', status: 1, price: 888 });
        expect((await again.get<{ count: number }>(WIDGET_API, { page: 1, _count_sum: true })).count).toBe(widgetRows.length + 1);
        // The demo seed ran once only: the accounts are not duplicated.
        expect((await server.owner.query<{ n: number }>('SELECT count(*) AS n FROM users')).rows[0].n).toBe(demoAccounts.length);

        const deadline = Date.now() + 15000;
        let excel = '';
        while (!excel && Date.now() < deadline) {
            const tasks = await again.get<{ data: Array<{ id: number; excel: string }> }>('seller/export/ExportManage', { page: 1 });
            excel = tasks.data.find(t => t.id === task.id)?.excel ?? '';
            if (!excel) await new Promise(resolve => setTimeout(resolve, 150));
        }
        expect(excel).toBe(`seller/export/ExportDownload?id=${task.id}`);
        expect((await fetch(again.http.signedUrl(excel))).headers.get('content-type')).toContain('spreadsheetml');
    });
});
