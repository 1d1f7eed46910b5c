import ExcelJS from 'exceljs';
import type pg from 'pg';
import { expect } from 'vitest';
import type { TestClient } from '../contract/support/createTestClient';
import { waitFor } from '../contract/support/waitFor';

export interface TaskState {
    status: number;
    locked_by: string | null;
    attempts: number;
    file: string | null;
}

/** Starts an export of the dealer list, which an instance's export runner then claims and writes. */
export const exportDealers = (client: TestClient) =>
    client.get<{ id: number }>('seller/dealer/DealerList', { _excel_down_culumns: 'id,name', export_type: 1, page: 1, limit: 20, _excel_file_name: '车商' });

/** The dealer ids of a finished export's workbook, downloaded through `client`'s instance. */
export const downloadIds = async (client: TestClient, id: number) => {
    const response = await fetch(client.http.signedUrl('seller/export/ExportDownload', { id }));
    expect(response.headers.get('content-type')).toContain('spreadsheetml');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await response.arrayBuffer()) as unknown as ExcelJS.Buffer);
    const ids: unknown[] = [];
    workbook.worksheets[0].eachRow((row, index) => index > 1 && ids.push(row.getCell(1).value));
    return ids;
};

/** The ids of the dealer list's first page, which the export holds. */
export const firstDealerIds = async (client: TestClient) =>
    (await client.get<{ data: Array<{ id: number }> }>('seller/dealer/DealerList', { page: 1, limit: 20 })).data.map(row => row.id);

/**
 * The export tasks as the database holds them, read through the pool `database` has once it is
 * started (so the probes can be made before the cluster is).
 */
export const exportTaskProbes = (database: { readonly db: pg.Pool }) => {
    const task = async (id: number) =>
        (await database.db.query<TaskState>('SELECT status, locked_by, attempts, file FROM export_tasks WHERE id = $1', [id])).rows[0];
    /** The task once it is in `status` (1 claimed, 2 done). */
    const taskIn = (id: number, status: number, what: string) =>
        waitFor(
            async () => {
                const state = await task(id);
                return state.status === status ? state : undefined;
            },
            what,
            60_000
        );
    /** Holds every write into the postgres file store: a run that reaches its file waits there. */
    const holdFileWrites = async () => {
        const client = await database.db.connect();
        await client.query('BEGIN');
        await client.query('LOCK TABLE stored_file_chunks IN ACCESS EXCLUSIVE MODE');
        return async () => {
            await client.query('ROLLBACK');
            client.release();
        };
    };
    return { task, taskIn, holdFileWrites };
};
