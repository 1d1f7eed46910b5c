import { createWriteStream } from 'node:fs';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { finished } from 'node:stream/promises';
import type { ServerConfig } from '../config';
import type { Db } from '../db/Db';
import type { CallContext } from '../http/Endpoint';
import type { RouteRegistry } from '../http/RouteRegistry';
import { loadCallUser } from '../session/loadCallUser';
import { nowSeconds } from '../session/nowSeconds';
import { buildListQuery, iterateRows, readPaging, readRows } from '../tables/listQuery';
import { exportIds } from './createExportTask';
import { exportColumns, writeXlsx } from './writeXlsx';

interface TaskRow {
    id: number;
    user_id: number;
    api: string;
    name: string;
    params: Record<string, unknown>;
    columns: string[];
}

interface Logger {
    info(obj: object, msg?: string): void;
    error(obj: object, msg?: string): void;
}

export interface ExportWorker {
    /** Looks for queued tasks now (called when one is created). */
    wake(): void;
    stop(): Promise<void>;
}

export const exportDir = (config: ServerConfig) => path.join(config.dataDir, 'exports');

/**
 * The background job of asynchronous exports: takes queued tasks one at a time (0 → 1), writes
 * the file under the data directory and marks it done (2) with its expiry; a sweep deletes
 * expired files and forgets them, the task itself stays. Tasks a crash left running restart.
 */
export const createExportWorker = ({ db, config, registry, log }: { db: Db; config: ServerConfig; registry: RouteRegistry; log: Logger }): ExportWorker => {
    let stopped = false;
    let running: Promise<void> | undefined;
    let again = false;

    const runTask = async (task: TaskRow) => {
        const spec = registry.table(task.api);
        const user = await loadCallUser(db, task.user_id);
        if (!spec || !user) throw new Error(`export task ${task.id}: table or user no longer exists`);
        const ctx: CallContext = { db, config, params: task.params, user, ip: '' };
        const ids = String(task.params.export_type) === '2' ? exportIds(task.params.ids) : undefined;
        const query = buildListQuery(spec, ctx, { ids });
        const rows = ids ? iterateRows(db, query, config.exportBatchSize) : (async function* () {
            const { limit, offset } = readPaging(spec, ctx);
            yield* await readRows(db, query, limit, offset);
        })();
        await mkdir(exportDir(config), { recursive: true });
        const file = `${task.id}-${randomBytes(8).toString('hex')}.xlsx`;
        const out = createWriteStream(path.join(exportDir(config), file));
        const count = await writeXlsx(out, { sheet: task.name, columns: exportColumns(spec, task.columns.join(',')), rows, timeZone: config.timeZone });
        await finished(out);
        const now = nowSeconds();
        await db.query(`UPDATE export_tasks SET status = 2, file = $2, row_count = $3, finish_time = $4, expire_time = $5 WHERE id = $1`, [
            task.id,
            file,
            count,
            now,
            now + config.exportTtl,
        ]);
    };

    const drain = async () => {
        while (!stopped) {
            const { rows } = await db.query<TaskRow>(
                `UPDATE export_tasks SET status = 1
                 WHERE id = (SELECT id FROM export_tasks WHERE status = 0 ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)
                 RETURNING id, user_id, api, name, params, columns`
            );
            const task = rows[0];
            if (!task) return;
            try {
                await runTask(task);
            } catch (error) {
                log.error({ err: error, task: task.id }, 'export task failed');
                // No failed state in the protocol: done without a file reads as "expired", and the reason stays here.
                await db.query(`UPDATE export_tasks SET status = 2, file = NULL, error = $2, finish_time = $3 WHERE id = $1`, [
                    task.id,
                    String((error as Error).message).slice(0, 500),
                    nowSeconds(),
                ]);
            }
        }
    };

    const sweep = async () => {
        const { rows } = await db.query<{ file: string }>(
            `UPDATE export_tasks t SET file = NULL FROM (SELECT id, file FROM export_tasks WHERE status = 2 AND file IS NOT NULL AND expire_time <= $1) old
             WHERE t.id = old.id RETURNING old.file`,
            [nowSeconds()]
        );
        await Promise.all(rows.map(row => rm(path.join(exportDir(config), path.basename(row.file)), { force: true })));
    };

    const wake = () => {
        if (stopped) return;
        if (running) {
            again = true;
            return;
        }
        running = (async () => {
            try {
                do {
                    again = false;
                    await sweep();
                    await drain();
                } while (again && !stopped);
            } catch (error) {
                if (!stopped) log.error({ err: error }, 'export worker failed');
            } finally {
                running = undefined;
            }
        })();
    };

    // Tasks a previous process left running start over; the sweep runs often enough for the TTL.
    const startup = db.query('UPDATE export_tasks SET status = 0 WHERE status = 1').then(wake, error => log.error({ err: error }, 'export worker start failed'));
    const timer = setInterval(wake, Math.min(60_000, Math.max(250, (config.exportTtl * 1000) / 4)));
    timer.unref();

    return {
        wake,
        async stop() {
            stopped = true;
            clearInterval(timer);
            await startup;
            await running;
        },
    };
};
