import ExcelJS from 'exceljs';
import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { coreDomain } from '../../../server/domains/core';
import { formatSeconds } from '../../../server/tables/columnTypes/formatSeconds';
import { createTestClient } from '../support/createTestClient';
import { failure } from '../support/failure';
import { waitFor } from '../support/waitFor';
import { WIDGET_API, statusOptions, tagOptions, widgetDomain, widgetRows, widgetTable } from '../support/widgetDomain';
import { localize } from '../../../server/i18n/LocalText';
import { signedInServer } from '../support/signedInServer';

const EXPORT_TTL = 3;
const MAX_UPLOAD = 64 * 1024;

const { server, admin } = signedInServer(['admin'], { server: { domains: [coreDomain, widgetDomain], exportTtl: EXPORT_TTL, maxUploadBytes: MAX_UPLOAD } });

/** Opens a signed URL as a new window would, answering the workbook. */
const download = async (url: string) => {
    const response = await fetch(url);
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await response.arrayBuffer()) as unknown as ExcelJS.Buffer);
    return { workbook, sheet: workbook.worksheets[0], disposition: response.headers.get('content-disposition') ?? '' };
};

const sheetRows = (sheet: ExcelJS.Worksheet) => {
    const rows: unknown[][] = [];
    sheet.eachRow(row => rows.push((row.values as unknown[]).slice(1)));
    return rows;
};

const count = async () => (await admin.get<{ count: number }>(WIDGET_API, { page: 1, _count_sum: true })).count;

const visibleColumns = Object.entries(widgetTable.columns).filter(([, c]) => c.showTableRow !== false && c.type !== 'hide');

describe('synchronous export', () => {
    it('streams exactly the filtered rows, in order, as displayed', async () => {
        const url = admin.http.signedUrl(WIDGET_API, { status: 1, price: '10000,', sort: 'price', order: false, _down_excel: 1, _excel_file_name: '部件清单' });
        const { sheet, disposition } = await download(url);
        expect(disposition).toContain(encodeURIComponent('部件清单.xlsx'));
        const [header, ...body] = sheetRows(sheet);
        expect(header).toEqual(visibleColumns.map(([, c]) => localize(c.title, 'zh-cn')));
        const matching = widgetRows.filter(r => r.status === 1 && r.price >= 10000).sort((a, b) => b.price - a.price);
        expect(body.map(row => row[0])).toEqual(matching.map(r => r.id));
        const first = matching[0];
        const cell = (name: string) => body[0][visibleColumns.findIndex(([n]) => n === name)];
        expect(cell('status')).toBe(localize(statusOptions.find(o => o.value === first.status)!.label, 'zh-cn'));
        expect(cell('price')).toBe(Number((first.price / 100).toFixed(2)));
        expect(cell('tags')).toBe(
            first.tags
                .split(',')
                .filter(Boolean)
                .map(t => localize(tagOptions.find(o => o.value === t)!.label, 'zh-cn'))
                .join(',')
        );
        expect(cell('created')).toBe(formatSeconds(first.created, server.config.timeZone));
    });

    it('writes formula-looking text as text', async () => {
        const { sheet } = await download(admin.http.signedUrl(WIDGET_API, { title: '1', _down_excel: 1 }));
        const titles = new Map<string, ExcelJS.Cell>();
        sheet.eachRow(row => titles.set(String(row.getCell(2).value), row.getCell(2)));
        for (const text of ['=1+1']) {
            const cell = titles.get(text)!;
            expect(cell.type).toBe(ExcelJS.ValueType.String);
            expect(cell.formula).toBeUndefined();
        }
        const all = await download(admin.http.signedUrl(WIDGET_API, { _down_excel: 1 }));
        const at = all.sheet.getRow(widgetRows.findIndex(r => r.title === '@SUM(A1)') + 2).getCell(2);
        expect(at.value).toBe('@SUM(A1)');
        expect(at.type).toBe(ExcelJS.ValueType.String);
        expect(sheetRows(all.sheet)).toHaveLength(widgetRows.length + 1);
    });

    it('refuses an export with no data, or a bad signature, with an envelope', async () => {
        const empty = await (
            await fetch(admin.http.signedUrl(WIDGET_API, { title: 'no such thing', _down_excel: 1 }), { headers: { ignoreencryption: '1' } })
        ).json();
        expect(empty).toMatchObject({ status: false, msg: '暂无数据，不能导出' });
        const url = new URL(admin.http.signedUrl(WIDGET_API, { status: 1, _down_excel: 1 }));
        url.searchParams.set('status', '2');
        expect(await (await fetch(url, { headers: { ignoreencryption: '1' } })).json()).toMatchObject({ status: false, msg: '签名错误' });
    });
});

interface Task {
    id: number;
    name: string;
    status: number;
    excel: string;
}

const tasks = async (client = admin) => (await client.get<{ data: Task[] }>('seller/export/ExportManage', { page: 1, limit: 50 })).data;

describe('asynchronous export', () => {
    it('a task goes 0 → 2, downloads the page it names, then expires and can be deleted', async () => {
        const created = await admin.get<{ id: number; status: number }>(WIDGET_API, {
            _excel_down_culumns: 'id,title,price',
            export_type: 1,
            page: 2,
            limit: 5,
            status: 0,
            _excel_file_name: '待审核',
        });
        expect(created.status).toBe(0);
        const done = await waitFor(async () => (await tasks()).find(t => t.id === created.id && t.status === 2), 'the task to finish');
        expect(done.name).toBe('待审核');
        expect(done.excel).toBe(`seller/export/ExportDownload?id=${created.id}`);
        const { sheet } = await download(admin.http.signedUrl(done.excel));
        const [header, ...body] = sheetRows(sheet);
        expect(header).toEqual(['ID', '名称', '价格']);
        expect(body.map(row => row[0])).toEqual(
            widgetRows
                .filter(r => r.status === 0)
                .slice(5, 10)
                .map(r => r.id)
        );

        // Another user sees neither the task nor its file.
        const platform = await createTestClient(server);
        await platform.login('platform', 'Platform@2026');
        expect((await tasks(platform)).some(t => t.id === created.id)).toBe(false);
        const foreign = await (await fetch(platform.http.signedUrl(done.excel), { headers: { ignoreencryption: '1' } })).json();
        expect(foreign).toMatchObject({ status: false, msg: '导出任务不存在或已被删除' });

        const expired = await waitFor(async () => (await tasks()).find(t => t.id === created.id && t.excel === ''), 'the file to expire');
        expect(expired.status).toBe(2);
        const gone = await (await fetch(admin.http.signedUrl(done.excel), { headers: { ignoreencryption: '1' } })).json();
        expect(gone).toMatchObject({ status: false, msg: '文件已过期，请重新导出' });
        await waitFor(
            async () => ((await readdir(path.join(server.config.dataDir, 'exports'))).some(f => f.startsWith(`${created.id}-`)) ? undefined : true),
            'the file to be deleted'
        );

        await admin.post('seller/export/ExportDel', { id: created.id });
        expect((await tasks()).some(t => t.id === created.id)).toBe(false);
        expect((await failure(admin.post('seller/export/ExportDel', { id: created.id }))).message).toBe('导出任务不存在或已被删除');
    });

    it('export type 2 exports the selected ids, whatever the filters; bad requests make no task', async () => {
        // Only row 7 has status 1: the selection, not the filter, decides.
        const created = await admin.get<{ id: number }>(WIDGET_API, { _excel_down_culumns: 'title,id', export_type: 2, ids: [7, 3, 21], status: 1 });
        const done = await waitFor(async () => (await tasks()).find(t => t.id === created.id && t.excel !== ''), 'the task to finish');
        const [header, ...body] = sheetRows((await download(admin.http.signedUrl(done.excel))).sheet);
        expect(header).toEqual(['ID', '名称']);
        expect(body.map(row => row[0])).toEqual([3, 7, 21]);

        const before = (await tasks()).length;
        expect((await failure(admin.get(WIDGET_API, { _excel_down_culumns: 'id,nope', export_type: 1, page: 1 }))).message).toContain('nope');
        expect((await failure(admin.get(WIDGET_API, { _excel_down_culumns: 'id', export_type: 3 }))).message).toContain('export_type');
        expect((await failure(admin.get(WIDGET_API, { _excel_down_culumns: 'id', export_type: 2 }))).message).toContain('请选择');
        expect((await failure(admin.get(WIDGET_API, { _excel_down_culumns: 'id', export_type: 1, page: 1, title: 'nothing like this' }))).message).toBe(
            '暂无数据，不能导出'
        );
        expect((await tasks()).length).toBe(before);
    });
});

const importFile = async (rows: unknown[][], template?: ArrayBuffer) => {
    const workbook = new ExcelJS.Workbook();
    if (template) await workbook.xlsx.load(template as unknown as ExcelJS.Buffer);
    const sheet = template ? workbook.worksheets[0] : workbook.addWorksheet('x');
    rows.forEach(row => sheet.addRow(row));
    return workbook.xlsx.writeBuffer();
};

const upload = (content: BlobPart, filename: string) => {
    const form = new FormData();
    form.set('file', new Blob([content]), filename);
    form.set('_excel_import', '1');
    return admin.post<{ total: number; inserted: number; failed: number; errors: Array<{ row: number; msg: string }> }>(WIDGET_API, form);
};

describe("in the caller's language", () => {
    const inLanguage = async (lang: string) => {
        const client = await createTestClient(server, { lang });
        await client.login('admin', 'Admin@2026');
        return client;
    };

    it('writes headers, option labels and times of an export in it; numbers stay numbers', async () => {
        const en = await inLanguage('en');
        const { sheet } = await download(en.http.signedUrl(WIDGET_API, { status: 1, sort: 'price', order: false, _down_excel: 1 }));
        const [header, ...body] = sheetRows(sheet);
        expect(header).toEqual(visibleColumns.map(([, c]) => localize(c.title, 'en')));
        expect(header).toContain('Status');
        expect(header).toContain('名称');
        const first = widgetRows.filter(r => r.status === 1).sort((a, b) => b.price - a.price)[0];
        const cell = (name: string) => body[0][visibleColumns.findIndex(([n]) => n === name)];
        expect(cell('status')).toBe('Approved');
        expect(cell('price')).toBe(Number((first.price / 100).toFixed(2)));
        expect(cell('created')).toBe(formatSeconds(first.created, server.config.timeZone, 'datetime', 'en'));
        expect(cell('created')).toMatch(/^\d{2}\/\d{2}\/\d{4} \d{1,2}:\d{2}:\d{2} [AP]M$/);
        const es = await inLanguage('es');
        const esBody = sheetRows((await download(es.http.signedUrl(WIDGET_API, { status: 1, sort: 'price', order: false, _down_excel: 1 }))).sheet);
        expect(esBody[0]).toContain('Estado');
        expect(esBody[1][visibleColumns.findIndex(([n]) => n === 'created')]).toBe(formatSeconds(first.created, server.config.timeZone, 'datetime', 'es'));
    });

    it('queues an export task that writes its file in the language of the call', async () => {
        const ja = await inLanguage('ja');
        const task = await ja.get<{ id: number }>(WIDGET_API, { export_type: 1, page: 1, limit: 5, _excel_down_culumns: 'id,status,created' });
        const done = await waitFor(async () => {
            const { data } = await ja.get<{ data: Array<{ id: number; status: number; excel: string }> }>('seller/export/ExportManage', { page: 1, limit: 50 });
            const row = data.find(r => r.id === task.id);
            return row?.status === 2 && row.excel ? row : undefined;
        }, 'the task to finish');
        const [header] = sheetRows((await download(ja.http.signedUrl(done.excel))).sheet);
        expect(header).toEqual(['ID', 'ステータス', '作成日時']);
    });

    it('reads a header row in any language, option labels in any language and the dates its exports write', async () => {
        const en = await inLanguage('en');
        const template = await (await fetch(en.http.signedUrl(WIDGET_API, { _down_excel_import_tpl: 1 }))).arrayBuffer();
        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.load(template as unknown as ExcelJS.Buffer);
        expect(sheetRows(workbook.worksheets[0])).toEqual([['名称', 'Status', '标签', '价格', 'Created', '电话']]);

        const form = (rows: unknown[][]) =>
            importFile(rows).then(file => {
                const data = new FormData();
                data.set('file', new Blob([file]), 'mixed.xlsx');
                data.set('_excel_import', '1');
                return data;
            });
        const mixed = await form([
            ['名称', 'ステータス', '价格', 'Created'],
            ['多语言一号', 'Approved', '1', '11/01/2026 10:00:00 AM'],
            ['多语言二号', '待审核', '2', '2026-11-01 22:00:00'],
        ]);
        expect(await en.post(WIDGET_API, mixed)).toEqual({ total: 2, inserted: 2, failed: 0, errors: [] });
        const { data } = await admin.get<{ data: Array<Record<string, unknown>> }>(WIDGET_API, { page: 1, title: '多语言', sort: 'title', order: true });
        // 10:00 and 22:00 wall-clock in the configured zone (Asia/Shanghai, UTC+8).
        expect(data.map(row => [row.title, row.status, row.created])).toEqual([
            ['多语言一号', 1, Date.UTC(2026, 10, 1, 2, 0, 0) / 1000],
            ['多语言二号', 0, Date.UTC(2026, 10, 1, 14, 0, 0) / 1000],
        ]);

        const es = await inLanguage('es');
        const bad = await es.post<{ failed: number; errors: Array<{ msg: string }> }>(
            WIDGET_API,
            await form([
                ['名称', 'Estado', '价格'],
                ['坏行', 'Inexistente', 'abc'],
            ])
        );
        expect(bad.failed).toBe(1);
        expect(bad.errors[0].msg).toBe('«Inexistente» no es una de las opciones de «Estado»; «价格» debe ser un número con 2 decimales como máximo');
    });
});

describe('import', () => {
    it('template → fill → import inserts every row, converted', async () => {
        const template = await (await fetch(admin.http.signedUrl(WIDGET_API, { _down_excel_import_tpl: 1 }))).arrayBuffer();
        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.load(template as unknown as ExcelJS.Buffer);
        expect(sheetRows(workbook.worksheets[0])).toEqual([['名称', '状态', '标签', '价格', '创建时间', '电话']]);

        const before = await count();
        const file = await importFile(
            [
                ['导入一号', '已通过', '急售,个人', '12.34', '2026-02-01 08:00:00', '13912345678'],
                ['导入二号', 2, '', 99, new Date(Date.UTC(2026, 2, 1, 9, 30, 0)), ''],
            ],
            template
        );
        expect(await upload(file, '车辆导入.xlsx')).toEqual({ total: 2, inserted: 2, failed: 0, errors: [] });
        expect(await count()).toBe(before + 2);
        const { data } = await admin.get<{ data: Array<Record<string, unknown>> }>(WIDGET_API, { page: 1, title: '导入', sort: 'title', order: true });
        expect(data).toHaveLength(2);
        // 08:00 and 09:30 wall-clock in the configured zone (Asia/Shanghai, UTC+8).
        expect(data[0]).toMatchObject({
            title: '导入一号',
            status: 1,
            tags: 'a,c',
            price: 1234,
            created: Date.UTC(2026, 1, 1, 0, 0, 0) / 1000,
            phone: '13912345678',
            secret: 'imported',
        });
        expect(data[1]).toMatchObject({ title: '导入二号', status: 2, price: 9900, created: Date.UTC(2026, 2, 1, 1, 30, 0) / 1000 });
    });

    it('one bad row inserts nothing and reports that row', async () => {
        const before = await count();
        const file = await importFile([
            ['名称', '状态', '价格', '电话'],
            ['好的一行', '待审核', '1', ''],
            ['坏的一行', '待审核', 'abc', ''],
            ['另一行', '不存在的状态', '2', '123'],
        ]);
        const result = await upload(file, 'bad.xlsx');
        expect(result).toMatchObject({ total: 3, inserted: 0, failed: 2 });
        expect(result.errors.map(e => e.row)).toEqual([3, 4]);
        expect(result.errors[0].msg).toContain('价格');
        expect(result.errors[1].msg).toContain('状态');
        expect(result.errors[1].msg).toContain('手机号');
        expect(await count()).toBe(before);
    });

    it('a row the database refuses rolls back the whole file', async () => {
        const before = await count();
        const file = await importFile([
            ['名称', '状态', '价格'],
            ['全新的一行', '待审核', '1'],
            ['部件3', '待审核', '1'],
        ]);
        const result = await upload(file, 'dup.xlsx');
        expect(result).toMatchObject({ total: 2, inserted: 0, failed: 1, errors: [{ row: 3 }] });
        expect(result.errors[0].msg).toContain('重复');
        expect(await count()).toBe(before);
    });

    it('refuses csv, garbage, legacy xls, a missing column and oversized files, inserting nothing', async () => {
        const before = await count();
        const refusal = async (content: BlobPart, name: string) => (await failure(upload(content, name))).message;
        expect(await refusal('名称,状态,价格\n甲,已通过,1\n', 'data.csv')).toBe('请上传xlsx或xls格式文件');
        expect(await refusal('not a spreadsheet at all', 'data.xlsx')).toContain('文件已损坏');
        expect(await refusal(Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(200, 7)]), 'broken.xlsx')).toContain('文件已损坏');
        expect(await refusal(Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 1, 2, 3, 4]), 'old.xls')).toContain('xls');
        expect(
            await refusal(
                await importFile([
                    ['状态', '价格'],
                    ['已通过', '1'],
                ]),
                'nocol.xlsx'
            )
        ).toContain('名称');
        expect(await refusal(Buffer.alloc(MAX_UPLOAD + 1024, 1), 'big.xlsx')).toContain('文件过大');
        expect(await count()).toBe(before);
    });
});
