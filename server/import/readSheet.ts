import ExcelJS from 'exceljs';
import { open } from 'node:fs/promises';
import path from 'node:path';
import { ProtocolError } from '../core/ProtocolError';
import type { UploadedFile } from '../core/UploadedFile';

export const WRONG_FORMAT_MSG = '请上传xlsx或xls格式文件';

const ZIP = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const OLE = Buffer.from([0xd0, 0xcf, 0x11, 0xe0]);

/** The rows of the first worksheet: its number and the values of its cells, by column from 1. */
export interface SheetRow {
    row: number;
    values: unknown[];
}

const magic = async (file: string) => {
    const handle = await open(file, 'r');
    try {
        const buffer = Buffer.alloc(4);
        await handle.read(buffer, 0, 4, 0);
        return buffer;
    } finally {
        await handle.close();
    }
};

/**
 * Checks an upload is an xlsx by name and by content, then reads its first sheet with the
 * exceljs streaming reader. Legacy .xls (OLE) cannot be read here and gets its own message.
 */
export const readSheet = async (file: UploadedFile | undefined): Promise<SheetRow[]> => {
    if (!file) throw new ProtocolError('请选择要导入的文件');
    const extension = path.extname(file.filename ?? '').toLowerCase();
    if (extension !== '.xlsx' && extension !== '.xls') throw new ProtocolError(WRONG_FORMAT_MSG);
    if (!file.size) throw new ProtocolError('文件为空，请检查后重新上传');
    const head = await magic(file.path);
    if (head.equals(OLE)) throw new ProtocolError('暂不支持Excel 97-2003（xls）格式，请另存为xlsx后导入');
    if (!head.equals(ZIP)) throw new ProtocolError('文件已损坏或不是有效的Excel文件');
    const rows: SheetRow[] = [];
    try {
        const reader = new ExcelJS.stream.xlsx.WorkbookReader(file.path, {
            worksheets: 'emit',
            sharedStrings: 'cache',
            hyperlinks: 'ignore',
            styles: 'cache',
            entries: 'ignore',
        });
        let first = true;
        // Later sheets are read to the end too: leaving the stream half-read would leak it.
        for await (const sheet of reader) {
            for await (const row of sheet) {
                if (first) rows.push({ row: row.number, values: (row.values as unknown[]) ?? [] });
            }
            first = false;
        }
    } catch {
        throw new ProtocolError('文件已损坏或不是有效的Excel文件');
    }
    return rows;
};
