import { EXPORT_POLL_INTERVAL } from '../layoutConstants';

/** A row of the export-task table `seller/export/ExportManage` (docs/protocol.md §9.7). */
export interface ExportTask {
    id: number | string;
    name: string;
    /** 0 queued, 1 running, 2 done. */
    status: number;
    /** The download call (with its query) once the file exists; empty before and after it expires. */
    excel: string;
    /** Unix seconds. */
    createTime?: number;
}

export type ExportTaskState = 'queued' | 'running' | 'done' | 'expired' | 'unknown';

export const EXPORT_TASKS_API = 'seller/export/ExportManage';
export const EXPORT_DELETE_CALL = 'seller/export/ExportDel';
export const EXPORT_DRAWER_OPEN_KEY = 'mc.exportDrawer.open';

/** A row as a task, or undefined when it lacks an id or a numeric status. */
export const parseExportTask = (row: Record<string, unknown>): ExportTask | undefined => {
    const id = row.id;
    const status = typeof row.status === 'string' && row.status.trim() !== '' ? Number(row.status) : row.status;
    if ((typeof id !== 'number' && typeof id !== 'string') || id === '' || typeof status !== 'number' || !Number.isFinite(status)) {
        return undefined;
    }
    const created = Number(row.create_time);
    return {
        id,
        name: typeof row.name === 'string' ? row.name : String(row.name ?? ''),
        status,
        excel: typeof row.excel === 'string' ? row.excel.trim() : '',
        createTime: Number.isFinite(created) && created > 0 ? created : undefined,
    };
};

/** Done with a file can be downloaded; done without one has expired (docs/console.md §3). */
export const exportTaskState = (task: ExportTask): ExportTaskState => {
    if (task.status === 0) return 'queued';
    if (task.status === 1) return 'running';
    if (task.status === 2) return task.excel ? 'done' : 'expired';
    return 'unknown';
};

/** The list is polled while any task is still queued or running. */
export const needsPolling = (tasks: readonly ExportTask[]) => tasks.some(task => task.status === 0 || task.status === 1);

/** react-query's `refetchInterval` for the task list: every 3 s while any task is unfinished. */
export const exportPollInterval = (tasks: readonly ExportTask[]): number | false => (needsPolling(tasks) ? EXPORT_POLL_INTERVAL : false);

/** The download call of a task's `excel` link, relative to `/api/v1/` as the transport expects. */
export const downloadPath = (excel: string) => excel.replace(/^(https?:\/\/[^/]+)?\/*(api\/)?(v1\/)?/, '');
