import ExcelJS from 'exceljs';
import type { Stream } from 'node:stream';
import type { ColumnSpec, TableSpec } from '../tables/TableSpec';
import { ProtocolError } from '../http/Endpoint';
import { exportCell } from './exportCell';

export interface ExportColumn {
    name: string;
    column: ColumnSpec;
}

/**
 * The columns of an export in display order: the ones asked for (`_excel_down_culumns`), or
 * else those the list shows by default. Unknown names are refused, never silently skipped.
 */
export const exportColumns = (spec: TableSpec, requested: unknown): ExportColumn[] => {
    const names = typeof requested === 'string' && requested.trim() ? requested.split(',').map(n => n.trim()).filter(Boolean) : undefined;
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

/** Streams an xlsx (exceljs streaming writer): a header row of titles, then one row per record. */
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
    }));
    sheet.getRow(1).font = { bold: true };
    let count = 0;
    for await (const record of options.rows) {
        const row = sheet.addRow(options.columns.map(({ name, column }) => exportCell(column, record[name], options.timeZone)));
        options.columns.forEach(({ column }, index) => {
            if (column.type === 'number' && column.decimal) row.getCell(index + 1).numFmt = `0.${'0'.repeat(column.decimal)}`;
        });
        row.commit();
        count++;
    }
    sheet.commit();
    await workbook.commit();
    return count;
};

/** A download name without path or control characters, always ending in `.xlsx`. */
export const exportFileName = (raw: unknown, fallback: string): string => {
    const base = (typeof raw === 'string' ? raw : '').replace(/[\\/:*?"<>|\x00-\x1f]/g, '').trim().slice(0, 80) || fallback;
    return /\.xlsx$/i.test(base) ? base : `${base}.xlsx`;
};
