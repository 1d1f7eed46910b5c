import type { Row } from 'exceljs';
import { open } from 'node:fs/promises';
import path from 'node:path';
import { ProtocolError } from '../core/ProtocolError';
import type { UploadedFile } from '../core/UploadedFile';
import { message } from '../i18n/Message';

export const WRONG_FORMAT_MSG = '请上传xlsx或xls格式文件';

/**
 * Bounds on what one import may hold, so a hostile file is refused with a message before it
 * takes the server's memory: rows of the first sheet (header included), columns read per row,
 * and the shared-strings table (count and characters).
 */
export const MAX_IMPORT_ROWS = 10_000;
export const MAX_COLUMNS = 200;
const MAX_SHARED_STRINGS = 500_000;
const MAX_SHARED_CHARS = 20_000_000;
export const TOO_MANY_ROWS_MSG = message('导入文件的行数过多，每次最多导入{max}行，请分批导入', { max: MAX_IMPORT_ROWS });
export const TOO_BIG_MSG = '导入文件的内容过大（文字超过上限），请检查文件或分批导入';

type ParseEvent = { index: number; text: unknown } | { eventType: string; value: unknown };

const textLength = (text: unknown): number =>
    typeof text === 'string'
        ? text.length
        : text && typeof text === 'object' && Array.isArray((text as { richText?: unknown }).richText)
          ? (text as { richText: Array<{ text?: unknown }> }).richText.reduce((sum, part) => sum + (typeof part.text === 'string' ? part.text.length : 0), 0)
          : 0;

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
    // Loaded at the first upload that gets this far: it is a large package, and a start needs none of it.
    const { default: ExcelJS } = await import('exceljs');
    type Reader = InstanceType<typeof ExcelJS.stream.xlsx.WorkbookReader>;
    /**
     * A streaming reader of the file, told what it would otherwise wait for: a worksheet that
     * comes before the shared strings or the relationships (as Excel itself orders a file)
     * exceljs copies aside and parses after the whole file, and the zip entry right after it is
     * then lost, often the shared strings themselves. With both given, it parses each worksheet
     * where it stands. It names a worksheet from the workbook part and reads that part's model
     * unchecked, which may come last too.
     */
    const readerOf = (
        options: ConstructorParameters<typeof ExcelJS.stream.xlsx.WorkbookReader>[1],
        given: { sharedStrings: unknown[]; styles?: unknown; properties?: unknown }
    ) => {
        const reader = new ExcelJS.stream.xlsx.WorkbookReader(file.path, { hyperlinks: 'ignore', entries: 'ignore', ...options });
        Object.assign(reader, { model: {}, workbookRels: [], properties: {}, ...given });
        return reader;
    };
    /** Reads with `reader` to its end or to `stop`, closing the file either way. */
    const readAll = async (reader: Reader, each: (event: ParseEvent) => Promise<'stop' | void>) => {
        try {
            for await (const event of reader.parse() as unknown as AsyncIterable<ParseEvent>) if ((await each(event)) === 'stop') return;
        } catch (error) {
            if (error instanceof ProtocolError) throw error;
            throw new ProtocolError('文件已损坏或不是有效的Excel文件');
        } finally {
            // Stopping early (second sheet, a limit) must not leave the file open.
            (reader as unknown as { stream?: { destroy(): void } }).stream?.destroy();
        }
    };

    // First the shared strings and the styles (which tell a date from a number), wherever they
    // are in the file. Emitted, not cached: exceljs would keep every shared string of a "zip
    // bomb" (a few KB that inflate to gigabytes of text) before the first limit is checked.
    const strings: unknown[] = [];
    let stringChars = 0;
    const first = readerOf({ worksheets: 'ignore', sharedStrings: 'emit', styles: 'cache' }, { sharedStrings: [] });
    await readAll(first, async event => {
        // exceljs yields shared strings bare (`{index, text}`), without an eventType.
        if (!('index' in event)) return;
        stringChars += textLength(event.text);
        if (strings.length >= MAX_SHARED_STRINGS || stringChars > MAX_SHARED_CHARS) throw new ProtocolError(TOO_BIG_MSG);
        strings[event.index] = event.text;
    });

    // Then the first sheet, with both and the workbook's properties (its date system); a later one is not read at all.
    const parsed = first as unknown as { styles: unknown; properties?: unknown };
    const rows: SheetRow[] = [];
    let sheets = 0;
    const second = readerOf(
        { worksheets: 'emit', sharedStrings: 'ignore', styles: 'ignore' },
        { sharedStrings: strings, styles: parsed.styles, properties: parsed.properties ?? {} }
    );
    await readAll(second, async event => {
        if ('index' in event || event.eventType !== 'worksheet') return;
        sheets += 1;
        if (sheets > 1) return 'stop';
        for await (const row of event.value as AsyncIterable<Row>) {
            if (rows.length > MAX_IMPORT_ROWS) throw new ProtocolError(TOO_MANY_ROWS_MSG);
            rows.push({ row: row.number, values: ((row.values as unknown[]) ?? []).slice(0, MAX_COLUMNS + 1) });
        }
    });
    return rows;
};
