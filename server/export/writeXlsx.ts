import ExcelJS from 'exceljs';
import type { Stream } from 'node:stream';
import type { ColumnSpec, TableSpec } from '../tables/TableSpec';
import { ProtocolError } from '../core/ProtocolError';
import { cellFormatter } from './exportCell';

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
        if (unknown !== undefined) throw new ProtocolError(`参数错误：没有“${unknown.slice(0, 40)}”这一列`);
        const wanted = new Set(names);
        return Object.entries(spec.columns)
            .filter(([name]) => wanted.has(name))
            .map(([name, column]) => ({ name, column }));
    }
    return Object.entries(spec.columns)
        .filter(([, column]) => column.showTableRow !== false && column.type !== 'hide')
        .map(([name, column]) => ({ name, column }));
};

const sheetName = (name: string) => name.replace(/[[\]:*?/\\]/g, ' ').slice(0, 31) || 'Sheet1';

/**
 * Rows added between two turns of the event loop (and two looks at the destination): bounds what
 * waits in the zip stream, and how long other users' calls wait behind the export (bench, list
 * p95 during an export: 37.7 ms at 200 rows, 13.7 ms at 50, 9.1 ms at 20, against 4 ms idle).
 */
const YIELD_ROWS = 20;

/** Waits while the destination's buffer is full, so a slow reader slows the export down. */
const drained = (out: NodeJS.WritableStream) => {
    const writable = out as NodeJS.WritableStream & { writableNeedDrain?: boolean; destroyed?: boolean };
    if (!writable.writableNeedDrain || writable.destroyed) return undefined;
    return new Promise<void>(resolve => {
        const done = () => {
            out.off('drain', done);
            out.off('close', done);
            out.off('error', done);
            resolve();
        };
        out.on('drain', done);
        out.on('close', done);
        out.on('error', done);
    });
};

/**
 * Streams an xlsx (exceljs streaming writer): a header row of titles, then one row per record,
 * committed as it arrives. Formatting is prepared per column (a lookup per cell); the amount
 * format is a column style, not a style per cell. Before each row the writer waits for the
 * destination to drain, so memory stays flat whatever the number of rows.
 */
export const writeXlsx = async (
    out: NodeJS.WritableStream,
    options: { sheet: string; columns: ExportColumn[]; rows: AsyncIterable<Record<string, unknown>>; timeZone: string }
): Promise<number> => {
    const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({ stream: out as unknown as Stream, useStyles: true, useSharedStrings: false });
    const sheet = workbook.addWorksheet(sheetName(options.sheet));
    sheet.columns = options.columns.map(({ name, column }) => ({
        header: column.title,
        key: name,
        width: Math.max(10, Math.min(40, Math.round((column.item_width ?? 120) / 8))),
        ...(column.type === 'number' && column.decimal ? { style: { numFmt: `0.${'0'.repeat(column.decimal)}` } } : {}),
    }));
    sheet.getRow(1).font = { bold: true };
    const cells = options.columns.map(({ name, column }) => ({ name, format: cellFormatter(column, options.timeZone) }));
    let count = 0;
    for await (const record of options.rows) {
        const values = new Array<unknown>(cells.length);
        for (let i = 0; i < cells.length; i++) values[i] = cells[i].format(record[cells[i].name]);
        sheet.addRow(values).commit();
        count++;
        if (count % YIELD_ROWS === 0) {
            // The zip stream compresses and writes on later turns of the event loop: let it run,
            // then wait while the destination is full.
            await new Promise(resolve => setImmediate(resolve));
            const wait = drained(out);
            if (wait) await wait;
        }
    }
    sheet.commit();
    await workbook.commit();
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
