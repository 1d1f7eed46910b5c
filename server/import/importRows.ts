import type { CallContext } from '../core/CallContext';
import { ProtocolError } from '../core/ProtocolError';
import type { TableSpec } from '../tables/TableSpec';
import { noteWrite } from '../db/recordHistory';
import { importColumns, type ImportColumn } from './importColumns';
import { cellText, importValue } from './importValue';
import { readSheet, type SheetRow } from './readSheet';
import type { TextKey } from '../i18n/catalogue';
import { everyLanguage } from '../i18n/LocalText';
import { message, renderMessage, titleParam } from '../i18n/Message';

export interface ImportError {
    row: number;
    msg: string;
}

export interface ImportResult {
    total: number;
    inserted: number;
    failed: number;
    errors: ImportError[];
}

/** Errors listed back at most; `failed` still counts them all. */
const MAX_ERRORS = 100;

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** Which sheet column holds each import column: matched by title, or by column name. */
const mapHeader = (header: SheetRow, columns: ImportColumn[]) => {
    const positions = new Map<string, number>();
    header.values.forEach((value, index) => {
        const text = cellText(value);
        // The template's titles in any of the four languages, or the column's name.
        const match = columns.find(c => c.name === text || everyLanguage(c.column.title).includes(text));
        if (match && !positions.has(match.name)) positions.set(match.name, index);
    });
    const missing = columns.find(c => c.column.import?.required && !positions.has(c.name));
    if (missing) throw new ProtocolError(message('导入模板不正确：缺少“{title}”列，请下载模板后填写', { title: titleParam(missing.column.title) }));
    if (!positions.size) throw new ProtocolError('导入模板不正确：表头与模板不一致，请下载模板后填写');
    return positions;
};

/** A database refusal of one row, said without SQL. */
const rowRefusal = (error: unknown): TextKey | undefined => {
    const code = String((error as { code?: unknown }).code ?? '');
    if (code === '23505') return '与已有数据重复';
    if (code === '23502') return '缺少必填数据';
    if (code === '23503') return '关联的数据不存在';
    if (code.startsWith('22') || code === '23514') return '数据格式或取值不正确';
    return undefined;
};

class RowRefused extends Error {
    constructor(
        readonly row: number,
        readonly reason: TextKey
    ) {
        super(reason);
    }
}

/**
 * `POST {api}` with `_excel_import=1` and the file: every data row is checked against its
 * column; if any row is wrong nothing is inserted and every wrong row is reported. Otherwise
 * all rows go in one transaction, so a database refusal also leaves the table unchanged.
 */
export const importRows = async (
    spec: TableSpec,
    ctx: CallContext,
    {
        refreshStatistics,
    }: {
        /** Vacuums and analyzes the table after the import, as its owner (a merchant's call may not). */
        refreshStatistics(table: string): Promise<void>;
    }
): Promise<ImportResult> => {
    const columns = importColumns(spec);
    if (!spec.show_excel_import || !spec.importInto || !columns.length) throw new ProtocolError('该列表不支持导入');
    const sheet = await readSheet(ctx.file);
    const [header, ...body] = sheet;
    if (!header) throw new ProtocolError('导入文件中没有数据');
    const positions = mapHeader(header, columns);
    const dataRows = body.filter(row => row.values.some(value => cellText(value) !== '' || value instanceof Date));
    if (!dataRows.length) throw new ProtocolError('导入文件中没有数据');

    const errors: ImportError[] = [];
    let failed = 0;
    const records: Array<{ row: number; values: Record<string, unknown> }> = [];
    for (const row of dataRows) {
        const values: Record<string, unknown> = {};
        const problems: string[] = [];
        for (const { name, column } of columns) {
            const position = positions.get(name);
            const result = importValue(column, position === undefined ? undefined : row.values[position], ctx.config.timeZone, ctx.lang);
            if (typeof result === 'string') problems.push(result);
            else {
                if (result.value !== undefined) values[name] = result.value;
                Object.assign(values, result.also);
            }
        }
        if (problems.length) {
            failed++;
            if (errors.length < MAX_ERRORS) errors.push({ row: row.row, msg: problems.join(renderMessage('；', ctx.lang)) });
        } else {
            records.push({ row: row.row, values });
        }
    }
    if (failed) return { total: dataRows.length, inserted: 0, failed, errors };

    const defaults = spec.importDefaults?.(ctx) ?? {};
    try {
        await ctx.db.transaction(async tx => {
            // Each row's revision says it was imported (db/recordHistory).
            await noteWrite(tx, { action: 'import' });
            for (const record of records) {
                const entries = Object.entries({ ...defaults, ...record.values });
                const sql = `INSERT INTO ${spec.importInto} (${entries.map(([name]) => quote(name)).join(', ')})
                             VALUES (${entries.map((_, i) => `$${i + 1}`).join(', ')})`;
                try {
                    await tx.query(
                        sql,
                        entries.map(([, value]) => value)
                    );
                } catch (error) {
                    const reason = rowRefusal(error);
                    if (reason) throw new RowRefused(record.row, reason);
                    throw error;
                }
            }
        });
    } catch (error) {
        if (error instanceof RowRefused) {
            return {
                total: dataRows.length,
                inserted: 0,
                failed: 1,
                errors: [{ row: error.row, msg: renderMessage(message('{reason}，整个文件未导入', { reason: titleParam(error.reason) }), ctx.lang) }],
            };
        }
        throw error;
    }
    // Statistics follow the new rows (PGlite has no autovacuum); cheap on the rows already vacuumed.
    await refreshStatistics(spec.importInto);
    return { total: dataRows.length, inserted: records.length, failed: 0, errors: [] };
};
