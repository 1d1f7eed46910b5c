import ExcelJS from 'exceljs';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PassThrough, Writable } from 'node:stream';
import { afterAll, describe, expect, it } from 'vitest';
import { sheetName, writeXlsx, type ExportColumn } from '../../../server/export/writeXlsx';
import { importTemplate } from '../../../server/import/importTemplate';
import { readSheet } from '../../../server/import/readSheet';
import type { TableSpec } from '../../../server/tables/TableSpec';
import type { Lang } from '../../../protocol/lang';
import { readZip, unzipTest } from './xlsx/readZip';

const columns: ExportColumn[] = [
    { name: 'id', column: { title: 'ID' } },
    { name: 'amount', column: { title: { 'zh-cn': '金额' }, type: 'number', decimal: 2, item_width: 200 } },
    { name: 'status', column: { title: { 'zh-cn': '状态' }, type: 'select', options: [{ value: 1, label: { 'zh-cn': '已通过' } }] } },
];

const TOTAL = 20_000;

/** Rows as a database would hand them over, counting how many were pulled. */
const source = (pulled: { n: number }, total = TOTAL) =>
    (async function* () {
        for (let i = 1; i <= total; i++) {
            pulled.n = i;
            yield { id: i, amount: i * 100 + 5, status: 1, note: `第${i}行`.repeat(8) };
        }
    })();

const rowsOf = (records: Record<string, unknown>[]) =>
    (async function* () {
        yield* records;
    })();

/** Writes an export into memory; the destination must have been ended by the writer. */
const exportToBuffer = async (options: { sheet?: string; columns: ExportColumn[]; rows: AsyncIterable<Record<string, unknown>> }) => {
    const chunks: Buffer[] = [];
    const out = new Writable({ write: (chunk, _enc, done) => (chunks.push(chunk), done()) });
    const finished = new Promise(resolve => out.on('finish', resolve));
    const count = await writeXlsx(out, { sheet: options.sheet ?? 'test', columns: options.columns, rows: options.rows, timeZone: 'Asia/Shanghai' });
    await finished;
    return { count, buffer: Buffer.concat(chunks) };
};

const loadWorkbook = async (buffer: Buffer) => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(buffer as unknown as ArrayBuffer);
    return workbook;
};

const dir = mkdtempSync(path.join(tmpdir(), 'write-xlsx-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));
let files = 0;
const toFile = (buffer: Buffer) => {
    const file = path.join(dir, `${++files}.xlsx`);
    writeFileSync(file, buffer);
    return file;
};

/** The first sheet through exceljs's streaming reader (the import path's reader), styles kept. */
const streamRows = async (buffer: Buffer) => {
    const reader = new ExcelJS.stream.xlsx.WorkbookReader(toFile(buffer), {
        worksheets: 'emit',
        sharedStrings: 'cache',
        hyperlinks: 'ignore',
        styles: 'cache',
        entries: 'ignore',
    });
    const rows: ExcelJS.Row[] = [];
    for await (const event of reader.parse() as unknown as AsyncIterable<{ eventType: string; value: AsyncIterable<ExcelJS.Row> }>) {
        if (event.eventType !== 'worksheet') continue;
        for await (const row of event.value) rows.push(row);
    }
    return rows;
};

describe('sheetName', () => {
    it('follows Excel’s rules for sheet names', () => {
        expect(sheetName('a[b]c:d*e?f/g\\h')).toBe('a b c d e f g h');
        expect(sheetName('x'.repeat(40))).toBe('x'.repeat(31));
        // 30 characters and an emoji (two UTF-16 units): the emoji is not cut in half.
        expect(sheetName('x'.repeat(30) + '😀')).toBe('x'.repeat(30));
        expect(sheetName("'quoted'")).toBe('quoted');
        expect(sheetName('History')).toBe('Sheet1');
        expect(sheetName('')).toBe('Sheet1');
        expect(sheetName('车辆列表')).toBe('车辆列表');
    });
});

describe('writeXlsx', () => {
    it('stops pulling rows while the destination does not drain, then writes them all', async () => {
        const pulled = { n: 0 };
        // A destination nobody reads yet: its buffer fills and stays full.
        const out = new PassThrough({ highWaterMark: 16 * 1024 });
        const writing = writeXlsx(out, { sheet: 'test', columns, rows: source(pulled), timeZone: 'Asia/Shanghai' });
        await new Promise(resolve => setTimeout(resolve, 500));
        const whileBlocked = pulled.n;
        // What waits is bounded by the buffers, not by the number of rows: the compressor's
        // 256 KiB of XML (about 2,000 of these rows) and its 16 KiB of output plus the
        // destination's 16 KiB, compressed several times over (2,080 rows when measured).
        expect(whileBlocked).toBeLessThan(5000);

        const chunks: Buffer[] = [];
        const sink = new Writable({ write: (chunk, _enc, done) => (chunks.push(chunk), done()) });
        const read = new Promise(resolve => sink.on('finish', resolve));
        out.pipe(sink);
        expect(await writing).toBe(TOTAL);
        await read;

        const workbook = await loadWorkbook(Buffer.concat(chunks));
        const sheet = workbook.worksheets[0];
        expect(sheet.rowCount).toBe(TOTAL + 1);
        expect(sheet.getRow(1).values).toEqual([undefined, 'ID', '金额', '状态']);
        expect(sheet.getRow(2).values).toEqual([undefined, 1, 1.05, '已通过']);
        expect(sheet.getRow(TOTAL + 1).getCell(2).value).toBe(TOTAL + 0.05);
        expect(sheet.getRow(TOTAL + 1).getCell(2).numFmt).toBe('0.00');
    }, 120_000);

    it('keeps a slow destination’s buffer bounded: the writer waits for it', async () => {
        const pulled = { n: 0 };
        let maxBuffered = 0;
        let bytes = 0;
        const out = new Writable({
            highWaterMark: 16 * 1024,
            write: (chunk: Buffer, _enc, done) => {
                bytes += chunk.length;
                setTimeout(done, 2);
            },
        });
        const rows = (async function* () {
            for await (const row of source(pulled, 5000)) {
                maxBuffered = Math.max(maxBuffered, out.writableLength);
                yield row;
            }
        })();
        const finished = new Promise(resolve => out.on('finish', resolve));
        expect(await writeXlsx(out, { sheet: 'slow', columns, rows, timeZone: 'UTC' })).toBe(5000);
        await finished;
        expect(bytes).toBeGreaterThan(0);
        // The destination never holds much more than its high-water mark (one compressed chunk over).
        expect(maxBuffered).toBeLessThanOrEqual(16 * 1024 + 64 * 1024);
    }, 60_000);

    it('writes values, types, number formats, a bold header, widths and the sheet name that exceljs reads back both ways', async () => {
        const cols: ExportColumn[] = [
            { name: 'id', column: { title: 'ID', item_width: 80 } },
            { name: 'name', column: { title: { 'zh-cn': '名称' } } },
            { name: 'price', column: { title: { 'zh-cn': '价格' }, type: 'number', decimal: 2, item_width: 200 } },
            { name: 'rate', column: { title: { 'zh-cn': '比例' }, type: 'number', decimal: 3, item_width: 1000 } },
            { name: 'count', column: { title: { 'zh-cn': '数量' }, type: 'number' } },
            { name: 'status', column: { title: { 'zh-cn': '状态' }, type: 'select', options: [{ value: 1, label: { 'zh-cn': '已通过' } }] } },
        ];
        const { count, buffer } = await exportToBuffer({
            sheet: 'a/b:c?d[e]*f\\g-and-a-long-name-past-31-characters',
            columns: cols,
            rows: rowsOf([
                { id: 1, name: '宝马', price: 123456, rate: 1500, count: 7, status: 1 },
                { id: 2, name: '=1+1', price: null, rate: '', count: -3, status: 9 },
            ]),
        });
        expect(count).toBe(2);

        const workbook = await loadWorkbook(buffer);
        const sheet = workbook.worksheets[0];
        expect(sheet.name).toBe('a b c d e  f g-and-a-long-name-');
        expect(sheet.rowCount).toBe(3);
        expect(sheet.getRow(1).values).toEqual([undefined, 'ID', '名称', '价格', '比例', '数量', '状态']);
        for (let c = 1; c <= 6; c++) expect(sheet.getRow(1).getCell(c).font?.bold).toBe(true);
        expect(sheet.getRow(2).values).toEqual([undefined, 1, '宝马', 1234.56, 1.5, 7, '已通过']);
        // Text stays text (never a formula); empty values are empty cells; unknown options show the value.
        expect(sheet.getRow(3).values).toEqual([undefined, 2, '=1+1', undefined, undefined, -3, '9']);
        expect(sheet.getRow(3).getCell(2).type).toBe(ExcelJS.ValueType.String);
        expect(sheet.getRow(2).getCell(1).type).toBe(ExcelJS.ValueType.Number);
        expect(sheet.getRow(2).getCell(3).numFmt).toBe('0.00');
        expect(sheet.getRow(2).getCell(4).numFmt).toBe('0.000');
        expect(sheet.getRow(2).getCell(5).numFmt).toBeUndefined();
        expect(sheet.getRow(2).getCell(1).font?.bold).toBeFalsy();
        expect([1, 2, 3, 4, 5, 6].map(c => sheet.getColumn(c).width)).toEqual([10, 15, 25, 40, 15, 15]);

        const rows = await streamRows(buffer);
        expect(rows.map(row => row.values)).toEqual([
            [undefined, 'ID', '名称', '价格', '比例', '数量', '状态'],
            [undefined, 1, '宝马', 1234.56, 1.5, 7, '已通过'],
            [undefined, 2, '=1+1', undefined, undefined, -3, '9'],
        ]);
        expect(rows[0].getCell(1).font?.bold).toBe(true);
        expect(rows[1].getCell(3).numFmt).toBe('0.00');
        expect(rows[1].getCell(4).numFmt).toBe('0.000');
    });

    it('escapes markup, drops characters XML forbids, keeps emoji and Chinese, cuts cells at 32767 characters', async () => {
        const texts = [`<b>&"'`, 'a\u0000b\u0007c\u001fd', '😀 中文 emoji', '  spaced  ', 'line\nbreak', 'x'.repeat(40_000)];
        const { buffer } = await exportToBuffer({
            sheet: `<"&'>`,
            columns: [{ name: 'text', column: { title: { 'zh-cn': '<标题 & "引号">' } } }],
            rows: rowsOf(texts.map(text => ({ text }))),
        });
        const expected = [`<b>&"'`, 'abcd', '😀 中文 emoji', '  spaced  ', 'line\nbreak', 'x'.repeat(32_767)];

        const sheet = (await loadWorkbook(buffer)).worksheets[0];
        expect(sheet.name).toBe(`<"&'>`);
        expect(sheet.getRow(1).getCell(1).value).toBe('<标题 & "引号">');
        expect(expected.map((_, i) => sheet.getRow(i + 2).getCell(1).value)).toEqual(expected);

        const rows = await streamRows(buffer);
        expect(rows.slice(1).map(row => row.getCell(1).value)).toEqual(expected);
    });

    it('writes a header-only file when there are no rows (the import template)', async () => {
        const { count, buffer } = await exportToBuffer({ columns, rows: rowsOf([]) });
        expect(count).toBe(0);
        const sheet = (await loadWorkbook(buffer)).worksheets[0];
        expect(sheet.rowCount).toBe(1);
        expect(sheet.getRow(1).values).toEqual([undefined, 'ID', '金额', '状态']);
        expect((await streamRows(buffer)).map(row => row.values)).toEqual([[undefined, 'ID', '金额', '状态']]);
    });

    it('writes a readable file without any column', async () => {
        const { count, buffer } = await exportToBuffer({ columns: [], rows: rowsOf([{ id: 1 }]) });
        expect(count).toBe(1);
        const sheet = (await loadWorkbook(buffer)).worksheets[0];
        expect(sheet.name).toBe('test');
        expect(readZip(buffer).map(entry => entry.name)).toContain('xl/worksheets/sheet1.xml');
    });

    it('writes 10k rows as a zip whose CRCs and sizes check out', async () => {
        const pulled = { n: 0 };
        const { count, buffer } = await exportToBuffer({ columns, rows: source(pulled, 10_000) });
        expect(count).toBe(10_000);
        const entries = readZip(buffer);
        expect(entries.map(entry => entry.name)).toEqual([
            '[Content_Types].xml',
            '_rels/.rels',
            'xl/workbook.xml',
            'xl/_rels/workbook.xml.rels',
            'xl/styles.xml',
            'xl/worksheets/sheet1.xml',
        ]);
        const report = unzipTest(buffer);
        if (report !== undefined) expect(report).toMatch(/No errors detected/);
        const rows = await streamRows(buffer);
        expect(rows).toHaveLength(10_001);
        expect(rows[10_000].values).toEqual([undefined, 10_000, 10_000.05, '已通过']);
    }, 60_000);

    it('rejects when the destination fails part way, stops reading rows, and leaves nothing unhandled', async () => {
        const unhandled: unknown[] = [];
        const onUnhandled = (reason: unknown) => unhandled.push(reason);
        process.on('unhandledRejection', onUnhandled);
        try {
            let bytes = 0;
            const out = new Writable({
                write: (chunk: Buffer, _enc, done) => {
                    bytes += chunk.length;
                    done(bytes > 30_000 ? new Error('disk full') : undefined);
                },
            });
            let returned = false;
            const pulled = { n: 0 };
            const rows = (async function* () {
                try {
                    yield* source(pulled);
                } finally {
                    returned = true;
                }
            })();
            await expect(writeXlsx(out, { sheet: 'fail', columns, rows, timeZone: 'UTC' })).rejects.toThrow('disk full');
            expect(returned).toBe(true);
            expect(pulled.n).toBeLessThan(TOTAL);
            await new Promise(resolve => setTimeout(resolve, 50));
            expect(unhandled).toEqual([]);
        } finally {
            process.off('unhandledRejection', onUnhandled);
        }
    }, 60_000);

    it('rejects when the destination is closed early (a download abandoned)', async () => {
        const out = new PassThrough({ highWaterMark: 16 * 1024 });
        const writing = writeXlsx(out, { sheet: 'gone', columns, rows: source({ n: 0 }), timeZone: 'UTC' });
        await new Promise(resolve => setTimeout(resolve, 100));
        out.destroy();
        await expect(writing).rejects.toThrow(/closed before the xlsx file was complete/);
    });

    it("writes an import template in the caller's language that the import reads back", async () => {
        const spec = {
            api: 'test/widgets/WidgetList',
            show_excel_import: true,
            importInto: {},
            columns: {
                name: { title: { 'zh-cn': '名称', en: 'Name' }, import: { required: true } },
                phone: { title: '手机号', import: { phone: true } },
                note: { title: { 'zh-cn': '备注' } },
            },
        } as unknown as TableSpec;
        const headerIn = async (lang: Lang) => {
            const chunks: Buffer[] = [];
            const out = new Writable({ write: (chunk, _enc, done) => (chunks.push(chunk), done()) });
            await importTemplate(spec, lang).write(out);
            const file = toFile(Buffer.concat(chunks));
            return readSheet({ filename: 'template.xlsx', mimetype: 'application/octet-stream', path: file, size: Buffer.concat(chunks).length });
        };
        expect(await headerIn('zh-cn')).toEqual([{ row: 1, values: [undefined, '名称', '手机号'] }]);
        // A catalogue title is translated; one given per language falls back to zh-cn where a language is missing.
        expect(await headerIn('en')).toEqual([{ row: 1, values: [undefined, 'Name', 'Mobile number'] }]);
        expect(await headerIn('ja')).toEqual([{ row: 1, values: [undefined, '名称', '携帯電話番号'] }]);
    });
});
