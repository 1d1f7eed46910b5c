import { randomBytes } from 'node:crypto';
import type { ServerConfig } from '../core/config';
import type { Database, Db } from '../core/Db';
import type { CallContext } from '../core/CallContext';
import { loadCallUser, merchantScopeOf } from '../session/loadCallUser';
import { LANG_HEADER, readLang } from '../../protocol/lang';
import { nowSeconds } from '../core/nowSeconds';
import { iterateRows } from '../tables/iterateRows';
import { readRows } from '../tables/listPage';
import { buildListQuery } from '../tables/listQuery';
import { readPaging } from '../tables/readPaging';
import type { TableSpec } from '../tables/TableSpec';
import { exportIds } from './createExportTask';
import type { FileStore } from './FileStore';
import { openFileStore } from './openFileStore';
import { exportColumns, writeXlsx } from './writeXlsx';
import { message, renderMessage } from '../i18n/Message';

interface TaskRow {
    id: number;
    /** The task's merchant: it runs as that merchant. */
    suid: string;
    user_id: number;
    api: string;
    name: string;
    params: Record<string, unknown>;
    columns: string[];
    attempts: number;
    /** The key this run writes its file under (also the task's `file` while it runs). */
    file: string;
    /** The key of an earlier run that lost its instance: what it wrote is thrown away. */
    previous_file: string | null;
}

interface Logger {
    info(obj: object, msg?: string): void;
    warn(obj: object, msg?: string): void;
    error(obj: object, msg?: string): void;
}

export interface ExportWorker {
    /** Looks for queued tasks now (called when one is created). */
    wake(): void;
    /** Takes no more tasks, gives the lease of the running one back and waits for it to stop. */
    stop(): Promise<void>;
}

/** Why a run stopped before its end without failing: the task is not counted as failed. */
class RunStopped extends Error {}

/** Rows of a run, counted into `progress`, cut at the next row once the run is told to stop. */
async function* untilStopped<T>(rows: AsyncIterable<T>, signal: AbortSignal, progress: { rows: number }): AsyncGenerator<T> {
    for await (const row of rows) {
        if (signal.aborted) throw new RunStopped(String(signal.reason));
        progress.rows += 1;
        yield row;
    }
    if (signal.aborted) throw new RunStopped(String(signal.reason));
}

/** How often a running task's row count is written (what the live stream's export events show). */
const PROGRESS_EVERY_MS = 1000;

const LEASE = `now() + $2 * interval '1 millisecond'`;

/**
 * The background job of asynchronous exports, safe with several instances on one database.
 * A task is claimed (0 → 1) with a lease: the instance's id (`locked_by`) and a heartbeat
 * (`locked_until`) renewed while it runs. Queued tasks, and running tasks whose lease has
 * expired (their instance died), are claimed with `FOR UPDATE SKIP LOCKED`; a live lease is
 * never touched. The file goes to the file store under a key recorded on the task when it is
 * claimed, so what a dead run wrote is found and removed. A run that fails is queued again
 * until the task has had `exportAttempts` runs; then it ends done (2) without a file, its
 * reason in `error`. A sweep removes expired files (the task stays) and files no task names.
 * The queue's own statements look across merchants through the named access `exportQueue`
 * (db/namedAccess); each task is read, written and stored as its merchant.
 */
export const createExportWorker = ({
    db,
    config,
    registry,
    log,
    files: givenFiles,
    soleInstance = !config.databaseUrl,
}: {
    /** The database: the queue through its named access, each task as its merchant. */
    db: Database;
    config: ServerConfig;
    /** Finds a task's table by its api (the http layer's route registry is one). */
    registry: { table(api: string): TableSpec | undefined };
    log: Logger;
    /** One store for everything (tests); by default each task's file is written as its merchant. */
    files?: FileStore;
    /** Nobody else works on this database (PGlite belongs to one process): running tasks at start are dead. */
    soleInstance?: boolean;
}): ExportWorker => {
    const storeFor = (target: Db) => givenFiles ?? openFileStore(config, target);
    const queue = db.forMerchant({ suid: null, platform: false, named: 'exportQueue' });
    const files = storeFor(queue);
    const me = config.instanceId;
    let stopped = false;
    let running: Promise<void> | undefined;
    let again = false;
    let current: AbortController | undefined;
    let lastOrphanSweep = 0;

    const runTask = async (task: TaskRow, signal: AbortSignal, progress: { rows: number }) => {
        const spec = registry.table(task.api);
        const user = await loadCallUser(db.forMerchant({ suid: task.suid, platform: false }), task.user_id);
        if (!spec || !user) throw new Error(`export task ${task.id}: table or user no longer exists`);
        // The rows and the file are the task's merchant's: read and written as that merchant.
        const taskDb = db.forMerchant(merchantScopeOf(user));
        const ctx: CallContext = {
            db: taskDb,
            config,
            params: task.params,
            user,
            merchant: user.suid,
            ip: '',
            userAgent: '',
            lang: readLang(task.params[LANG_HEADER]),
            // No transaction of a call around it: what follows a commit runs at once.
            afterCall: then => void then(),
        };
        const ids = String(task.params.export_type) === '2' ? exportIds(task.params.ids) : undefined;
        const query = buildListQuery(spec, ctx, { ids });
        const rows = ids
            ? iterateRows(taskDb, query, config.exportBatchSize)
            : (async function* () {
                  const { limit, offset } = readPaging(spec, ctx);
                  yield* await readRows(taskDb, query, limit, offset);
              })();
        let count = 0;
        await storeFor(taskDb).save(task.file, async out => {
            count = await writeXlsx(out, {
                sheet: task.name,
                columns: exportColumns(spec, task.columns.join(',')),
                rows: untilStopped(rows, signal, progress),
                timeZone: config.timeZone,
                lang: ctx.lang,
            });
        });
        const now = nowSeconds();
        const { rows: done } = await queue.query(
            `UPDATE export_tasks SET status = 2, row_count = $3, finish_time = $4, expire_time = $5, error = '', locked_by = NULL, locked_until = NULL
             WHERE id = $1 AND locked_by = $2 AND status = 1 AND file = $6 RETURNING id`,
            [task.id, me, count, now, now + config.exportTtl, task.file]
        );
        if (!done[0]) throw new RunStopped('the lease was lost');
    };

    /** Keeps the lease while the run lasts; a lease found taken over stops the run. */
    const heartbeat = (task: TaskRow, run: AbortController) => {
        const timer = setInterval(
            () => {
                queue
                    .query(`UPDATE export_tasks SET locked_until = ${LEASE} WHERE id = $1 AND locked_by = $3 AND status = 1 RETURNING id`, [
                        task.id,
                        config.exportLeaseMs,
                        me,
                    ])
                    .then(
                        ({ rows }) => {
                            if (!rows[0]) run.abort('the lease was lost');
                        },
                        error => log.warn({ err: error, task: task.id }, 'export lease renewal failed')
                    );
            },
            Math.max(100, Math.floor(config.exportLeaseMs / 3))
        );
        timer.unref();
        return () => clearInterval(timer);
    };

    /** The rows written so far, noted on the task about once a second while it runs (and only when they moved). */
    const reportProgress = (task: TaskRow, progress: { rows: number }) => {
        let written = 0;
        const timer = setInterval(() => {
            if (progress.rows === written) return;
            written = progress.rows;
            queue
                .query('UPDATE export_tasks SET row_count = $2 WHERE id = $1 AND locked_by = $3 AND status = 1', [task.id, written, me])
                .catch(error => log.warn({ err: error, task: task.id }, 'export progress not written'));
        }, PROGRESS_EVERY_MS);
        timer.unref();
        return () => clearInterval(timer);
    };

    /**
     * One task, locked and leased in one statement. The candidate is picked in a CTE: one with
     * FOR UPDATE is never inlined, so it is picked once; as a subquery joined to the UPDATE, a plan
     * that scans it again for each row (row-level security's conditions make such plans) would
     * skip the row just claimed and claim the next one too.
     */
    const claim = async (): Promise<TaskRow | undefined> => {
        const { rows } = await queue.query<TaskRow>(
            `WITH old AS (SELECT id, file FROM export_tasks
                           WHERE status = 0 OR (status = 1 AND (locked_until IS NULL OR locked_until < now()))
                           ORDER BY id LIMIT 1 FOR UPDATE SKIP LOCKED)
             UPDATE export_tasks t SET status = 1, locked_by = $1, locked_until = ${LEASE}, attempts = t.attempts + 1,
                    file = t.id || '-' || $3 || '.xlsx'
             FROM old WHERE t.id = old.id
             RETURNING t.id, t.suid, t.user_id, t.api, t.name, t.params, t.columns, t.attempts, t.file, old.file AS previous_file`,
            [me, config.exportLeaseMs, randomBytes(8).toString('hex')]
        );
        return rows[0];
    };

    /** Ends the run: done without a file after the last allowed run, else back in the queue. */
    const fail = async (task: TaskRow, reason: string) => {
        await queue.query(
            `UPDATE export_tasks SET status = CASE WHEN attempts >= $3 THEN 2 ELSE 0 END, file = NULL, error = $4,
                    finish_time = CASE WHEN attempts >= $3 THEN $5 ELSE 0 END, locked_by = NULL, locked_until = NULL
             WHERE id = $1 AND locked_by = $2 AND status = 1`,
            [task.id, me, config.exportAttempts, reason.slice(0, 500), nowSeconds()]
        );
    };

    /** A clean shutdown hands the task back untouched: the run does not count. */
    const giveBack = (where: string, params: unknown[]) =>
        queue.query(
            `UPDATE export_tasks SET status = 0, file = NULL, locked_by = NULL, locked_until = NULL, attempts = greatest(attempts - 1, 0)
             WHERE ${where} AND locked_by = $1 AND status = 1`,
            params
        );

    const drain = async () => {
        while (!stopped) {
            const task = await claim();
            if (!task) return;
            if (task.previous_file) await files.remove(task.previous_file);
            if (task.attempts > config.exportAttempts) {
                log.warn({ task: task.id, attempts: task.attempts - 1 }, 'export task given up');
                const reason = message('导出中断{count}次，已停止重试（{max}次）', { count: task.attempts - 1, max: config.exportAttempts });
                await fail(task, renderMessage(reason, readLang(task.params[LANG_HEADER])));
                continue;
            }
            const run = new AbortController();
            current = run;
            const stopBeating = heartbeat(task, run);
            const progress = { rows: 0 };
            const stopReporting = reportProgress(task, progress);
            try {
                await runTask(task, run.signal, progress);
            } catch (error) {
                await files.remove(task.file).catch(() => undefined);
                if (error instanceof RunStopped || run.signal.aborted) {
                    log.info({ task: task.id, reason: run.signal.reason ?? (error as Error).message }, 'export run stopped');
                    if (stopped) await giveBack('id = $2', [me, task.id]);
                } else {
                    log.error({ err: error, task: task.id, attempt: task.attempts }, 'export task failed');
                    await fail(task, String((error as Error).message));
                }
            } finally {
                stopBeating();
                stopReporting();
                current = undefined;
            }
        }
    };

    const sweep = async () => {
        const { rows } = await queue.query<{ file: string }>(
            `UPDATE export_tasks t SET file = NULL FROM (SELECT id, file FROM export_tasks WHERE status = 2 AND file IS NOT NULL AND expire_time <= $1) old
             WHERE t.id = old.id RETURNING old.file`,
            [nowSeconds()]
        );
        for (const row of rows) await files.remove(row.file);
        if (Date.now() - lastOrphanSweep < 60_000) return;
        lastOrphanSweep = Date.now();
        // Files no task names: a run whose instance died while writing, a task deleted meanwhile.
        // Every run names its key on the task before writing, so a file being written is kept.
        const keys = await files.keys();
        if (!keys.length) return;
        const named = await queue.query<{ file: string }>('SELECT file FROM export_tasks WHERE file = ANY($1::text[])', [keys]);
        const keep = new Set(named.rows.map(row => row.file));
        for (const key of keys) if (!keep.has(key)) await files.remove(key);
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

    const startup = (
        !soleInstance
            ? Promise.resolve()
            : queue.query('UPDATE export_tasks SET status = 0, file = NULL, locked_by = NULL, locked_until = NULL WHERE status = 1')
    ).then(wake, error => log.error({ err: error }, 'export worker start failed'));
    // Often enough for the file TTL and to notice an expired lease within about half a lease.
    const timer = setInterval(wake, Math.max(250, Math.min(60_000, (config.exportTtl * 1000) / 4, config.exportLeaseMs / 2)));
    timer.unref();

    return {
        wake,
        async stop() {
            stopped = true;
            clearInterval(timer);
            current?.abort('the instance is shutting down');
            await startup;
            // A run stuck in a database call must not hold the shutdown: its lease is given back anyway
            // and what it still writes is guarded by the lease (and swept as a file no task names).
            let waited: NodeJS.Timeout | undefined;
            await Promise.race([running, new Promise(resolve => (waited = setTimeout(resolve, config.shutdownGraceMs)))]);
            clearTimeout(waited);
            await giveBack('true', [me]).catch(error => log.error({ err: error }, 'export leases not given back'));
        },
    };
};
