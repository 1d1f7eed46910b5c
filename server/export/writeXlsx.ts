import type { ColumnSpec, TableSpec } from '../tables/TableSpec';
import { ProtocolError } from '../core/ProtocolError';
import { cellFormatter } from './exportCell';
import type { SheetColumn } from './xlsx/sheetXml';
import { XlsxStreamWriter } from './xlsx/XlsxStreamWriter';
import { message } from '../i18n/Message';
import type { Lang } from '../../protocol/lang';
import { localize } from '../i18n/LocalText';
import { columnTypeOf } from '../tables/columnTypes/columnTypes';

export interface ExportColumn {
    name: string;
    column: ColumnSpec;
}

/**
 * The columns of an export in display order: the ones asked for (`_excel_down_culumns`), or
 * else those the list shows by default. Unknown names are refused, never silently skipped.
 */
export const exportColumns = (spec: TableSpec, requested: unknown): ExportColumn[] => {
    const names =
        typeof requested === 'string' && requested.trim()
            ? requested
                  .split(',')
                  .map(n => n.trim())
                  .filter(Boolean)
            : undefined;
    if (names) {
        const unknown = names.find(name => !spec.columns[name]);
        if (unknown !== undefined) throw new ProtocolError(message('参数错误：没有“{column}”这一列', { column: unknown.slice(0, 40) }));
        const wanted = new Set(names);
        return Object.entries(spec.columns)
            .filter(([name]) => wanted.has(name))
            .map(([name, column]) => ({ name, column }));
    }
    return Object.entries(spec.columns)
        .filter(([, column]) => column.showTableRow !== false && columnTypeOf(column.type).listed)
        .map(([name, column]) => ({ name, column }));
};

/**
 * Excel's sheet name rules: none of `[]:*?/\`, at most 31 characters (not splitting a character
 * in two), no apostrophe at either end, not empty, not `History` (Excel keeps that name).
 */
export const sheetName = (name: string): string => {
    let safe = name.replace(/[[\]:*?/\\]/g, ' ');
    if (safe.length > 31) safe = safe.slice(0, /[\uD800-\uDBFF]/.test(safe[30]) ? 30 : 31);
    safe = safe.replace(/^'+|'+$/g, '');
    return safe && safe.toLowerCase() !== 'history' ? safe : 'Sheet1';
};

/** Excel's column width (characters) from the list's width in pixels, as the list shows it. */
export const columnWidth = (column: ColumnSpec): number => Math.max(10, Math.min(40, Math.round((column.item_width ?? 120) / 8)));

const sheetColumns = (columns: ExportColumn[], lang: Lang): SheetColumn[] =>
    columns.map(({ column }) => ({
        title: localize(column.title, lang),
        width: columnWidth(column),
        decimal: columnTypeOf(column.type).sheetDecimals(column),
    }));

/**
 * Rows added between two turns of the event loop (and two looks at the destination): bounds what
 * waits in the compressor, and how long other users' calls wait behind the export (figures:
 * bench/CHANGELOG.md).
 */
const YIELD_ROWS = 20;

/**
 * Streams an xlsx (our own writer, `xlsx/`) in `lang` (zh-cn by default): a header row of bold titles, then one row per
 * record as it arrives. Formatting is prepared per column, so a cell costs a lookup, an escape
 * and an append; rows go to the compressor in batches of about 32 KiB of XML. Every YIELD_ROWS
 * rows the event loop gets a turn and the writer waits while the compressor or the destination
 * is full, so memory stays flat whatever the number of rows. Returns the number of rows (the header not counted). A destination that fails
 * or closes early rejects the promise (the rows' iterator is returned, so a cursor is closed).
 */
export const writeXlsx = async (
    out: NodeJS.WritableStream,
    options: { sheet: string; columns: ExportColumn[]; rows: AsyncIterable<Record<string, unknown>>; timeZone: string; lang?: Lang }
): Promise<number> => {
    const lang = options.lang ?? 'zh-cn';
    const writer = await XlsxStreamWriter.start(out, { sheetName: sheetName(options.sheet), columns: sheetColumns(options.columns, lang) });
    const cells = options.columns.map(({ name, column }) => ({ name, format: cellFormatter(column, options.timeZone, lang) }));
    const values = new Array<string | number | null>(cells.length);
    let count = 0;
    try {
        for await (const record of options.rows) {
            for (let i = 0; i < cells.length; i++) values[i] = cells[i].format(record[cells[i].name]);
            writer.addRow(values);
            count++;
            if (count % YIELD_ROWS === 0) {
                await new Promise(resolve => setImmediate(resolve));
                await writer.ready();
            }
        }
        await writer.finish();
    } catch (error) {
        writer.abort(error as Error);
        throw error;
    }
    return count;
};

/** A download name without path or control characters, always ending in `.xlsx`. */
export const exportFileName = (raw: unknown, fallback: string): string => {
    const base =
        (typeof raw === 'string' ? raw : '')
            .replace(/[\\/:*?"<>|\x00-\x1f]/g, '')
            .trim()
            .slice(0, 80) || fallback;
    return /\.xlsx$/i.test(base) ? base : `${base}.xlsx`;
};
