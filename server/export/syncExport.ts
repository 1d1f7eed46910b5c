import type { CallContext } from '../core/CallContext';
import type { FileReply } from '../core/FileReply';
import { ProtocolError } from '../core/ProtocolError';
import { iterateRows } from '../tables/iterateRows';
import { hasRows } from '../tables/listCounts';
import { buildListQuery } from '../tables/listQuery';
import type { TableSpec } from '../tables/TableSpec';
import { exportColumns, exportFileName, writeXlsx } from './writeXlsx';

export const NO_EXPORT_DATA_MSG = '暂无数据，不能导出';

/** The table's last path segment: the default name of its files. */
export const tableFileBase = (spec: TableSpec) => spec.api.split('/').pop() || 'export';

/**
 * `_down_excel=1`: every row matching the list's filters, in its order, streamed as xlsx.
 * Checked before the first byte, so a refusal is still an envelope, not a broken file.
 */
export const syncExport = async (spec: TableSpec, ctx: CallContext): Promise<FileReply> => {
    if (!spec.show_excel) throw new ProtocolError('该列表不支持导出');
    const columns = exportColumns(spec, ctx.params._excel_down_culumns);
    const query = buildListQuery(spec, ctx);
    if (!(await hasRows(ctx.db, query))) throw new ProtocolError(NO_EXPORT_DATA_MSG);
    const filename = exportFileName(ctx.params._excel_file_name, tableFileBase(spec));
    return {
        kind: 'file',
        filename,
        type: 'xlsx',
        write: async out => {
            await writeXlsx(out, {
                sheet: filename.replace(/\.xlsx$/i, ''),
                columns,
                rows: iterateRows(ctx.db, query, ctx.config.exportBatchSize),
                timeZone: ctx.config.timeZone,
                lang: ctx.lang,
            });
        },
    };
};
