import ExcelJS from 'exceljs';
import { PassThrough, Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { writeXlsx, type ExportColumn } from '../../../server/export/writeXlsx';

const columns: ExportColumn[] = [
    { name: 'id', column: { title: 'ID' } },
    { name: 'amount', column: { title: '金额', type: 'number', decimal: 2 } },
    { name: 'status', column: { title: '状态', type: 'select', options: [{ value: 1, label: '已通过' }] } },
];

const TOTAL = 20_000;

/** Rows as a database would hand them over, counting how many were pulled. */
const source = (pulled: { n: number }) =>
    (async function* () {
        for (let i = 1; i <= TOTAL; i++) {
            pulled.n = i;
            yield { id: i, amount: i * 100 + 5, status: 1, note: `第${i}行`.repeat(8) };
        }
    })();

describe('writeXlsx', () => {
    it('stops pulling rows while the destination does not drain, then writes them all', async () => {
        const pulled = { n: 0 };
        // A destination nobody reads yet: its buffer fills and stays full.
        const out = new PassThrough({ highWaterMark: 16 * 1024 });
        const writing = writeXlsx(out, { sheet: 'test', columns, rows: source(pulled), timeZone: 'Asia/Shanghai' });
        await new Promise(resolve => setTimeout(resolve, 500));
        const whileBlocked = pulled.n;
        expect(whileBlocked).toBeLessThan(TOTAL);

        const chunks: Buffer[] = [];
        const sink = new Writable({ write: (chunk, _enc, done) => (chunks.push(chunk), done()) });
        const read = new Promise(resolve => sink.on('finish', resolve));
        out.pipe(sink);
        expect(await writing).toBe(TOTAL);
        await read;

        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.load(Buffer.concat(chunks) as unknown as ArrayBuffer);
        const sheet = workbook.worksheets[0];
        expect(sheet.rowCount).toBe(TOTAL + 1);
        expect(sheet.getRow(1).values).toEqual([undefined, 'ID', '金额', '状态']);
        expect(sheet.getRow(2).values).toEqual([undefined, 1, 1.05, '已通过']);
        expect(sheet.getRow(TOTAL + 1).getCell(2).value).toBe(TOTAL + 0.05);
        expect(sheet.getRow(TOTAL + 1).getCell(2).numFmt).toBe('0.00');
    }, 120_000);
});
