import type { CallContext } from '../core/CallContext';
import { LANG_HEADER } from '../../protocol/lang';
import { ProtocolError } from '../core/ProtocolError';
import { hasRows } from '../tables/listCounts';
import { buildListQuery } from '../tables/listQuery';
import { readPaging } from '../tables/readPaging';
import type { TableSpec } from '../tables/TableSpec';
import { NO_EXPORT_DATA_MSG, tableFileBase } from './syncExport';
import { exportColumns, exportFileName } from './writeXlsx';

/** Parameters that describe the call, not the rows: not kept with the task. */
const TRANSIENT = new Set(['timestamp', '_excel_down_culumns', '_excel_file_name']);

export const exportIds = (raw: unknown): string[] =>
    String(raw ?? '')
        .split(',')
        .map(id => id.trim())
        .filter(Boolean);

/** What queuing a task needs from the running server. */
export interface ExportTaskRuntime {
    /** A new export task is queued: the background job should look now. */
    wakeExports(): void;
}

/**
 * `_excel_down_culumns` + `export_type`: validates everything the background job will do
 * (columns, filters, sort, paging, ids) so a task never fails on input, then queues it.
 */
export const createExportTask = async (spec: TableSpec, ctx: CallContext, runtime: ExportTaskRuntime) => {
    if (!spec.show_excel_async) throw new ProtocolError('该列表不支持异步导出');
    if (!ctx.user) throw new ProtocolError('登录已失效，请重新登录', 'login');
    const exportType = String(ctx.params.export_type ?? '');
    if (exportType !== '1' && exportType !== '2') throw new ProtocolError('参数错误：export_type 只能是 1（当前页）或 2（选中的数据）');
    const columns = exportColumns(spec, ctx.params._excel_down_culumns);
    if (!columns.length) throw new ProtocolError('至少选择一列');
    const ids = exportType === '2' ? exportIds(ctx.params.ids) : undefined;
    if (ids && !ids.length) throw new ProtocolError('参数错误：请选择要导出的数据');
    if (exportType === '1') readPaging(spec, ctx);
    if (!(await hasRows(ctx.db, buildListQuery(spec, ctx, { ids })))) throw new ProtocolError(NO_EXPORT_DATA_MSG);

    // The file is written later, in the language of the call that asked for it.
    const params = { ...Object.fromEntries(Object.entries(ctx.params).filter(([key]) => !TRANSIENT.has(key))), [LANG_HEADER]: ctx.lang };
    const name = exportFileName(ctx.params._excel_file_name, tableFileBase(spec)).replace(/\.xlsx$/i, '');
    const { rows } = await ctx.db.query<{ id: number; status: number }>(
        `INSERT INTO export_tasks (user_id, api, name, params, columns) VALUES ($1, $2, $3, $4, $5) RETURNING id, status`,
        [ctx.user.id, spec.api, name, JSON.stringify(params), JSON.stringify(columns.map(c => c.name))]
    );
    runtime.wakeExports();
    return rows[0];
};
