import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { loadServerConfig, type ServerConfig } from '../../../server/core/config';
import { createPgliteDb } from '../../../server/db/createPgliteDb';
import type { Database } from '../../../server/core/Db';
import { applyRowSecurity } from '../../../server/db/rowSecurity';
import { runMigrations } from '../../../server/db/runMigrations';
import { tableOwners } from '../../../server/domains/tableOwners';
import { seedDatabase } from '../../../server/db/seedDatabase';
import { coreDomain } from '../../../server/domains/core';
import { createExportWorker, type ExportWorker } from '../../../server/export/createExportWorker';
import type { FileStore } from '../../../server/export/FileStore';
import { pgFileStore } from '../../../server/export/pgFileStore';
import { createRouteRegistry } from '../../../server/http/RouteRegistry';
import { waitFor } from '../support/waitFor';
import { WIDGET_API, widgetDomain } from '../support/widgetDomain';

/**
 * The export worker as one of several instances: other instances are rows in export_tasks
 * (a live lease, an expired one), so every case is set up exactly, on one database.
 */
const domains = [coreDomain, widgetDomain];
const registry = createRouteRegistry(domains);
const silent = { info() {}, warn() {}, error() {} };

let db: Database;
let dataDir: string;
let files: FileStore;
let adminId: number;
const workers: ExportWorker[] = [];

beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), 'mc-leases-'));
    db = await createPgliteDb('memory://');
    await runMigrations(db, domains);
    await applyRowSecurity(db, tableOwners(domains), 'mc_app');
    await seedDatabase(db, domains);
    // The admin's merchant writes and reads its tasks' files (stored files are a merchant's rows).
    files = pgFileStore(db.forMerchant({ suid: '10001', platform: false }));
    adminId = (await db.query<{ id: number }>("SELECT id FROM users WHERE username = 'admin'")).rows[0].id;
});
afterEach(async () => {
    for (const worker of workers.splice(0)) await worker.stop();
    await db.query('DELETE FROM export_tasks');
});
afterAll(async () => {
    await db?.close();
    await rm(dataDir, { recursive: true, force: true });
});

const configFor = (instanceId: string): ServerConfig =>
    loadServerConfig({}, { instanceId, dataDir, exportLeaseMs: 1000, exportAttempts: 3, shutdownGraceMs: 200, logLevel: 'silent' });

const startWorker = (instanceId: string, store: FileStore = files) => {
    const worker = createExportWorker({ db, config: configFor(instanceId), registry, log: silent, files: store, soleInstance: false });
    workers.push(worker);
    return worker;
};

/** A task of the admin exporting widgets 1–3, in whatever state another instance left it. */
const insertTask = async (state: { status?: number; locked_by?: string; lease?: string; attempts?: number; file?: string; api?: string } = {}) => {
    const { rows } = await db.query<{ id: number }>(
        `INSERT INTO export_tasks (suid, user_id, api, name, params, columns, status, locked_by, locked_until, attempts, file)
         VALUES ('10001', $1, $2, 'widgets', '{"export_type": "2", "ids": "1,2,3"}', '["id", "title"]', $3, $4, now() + $5::interval, $6, $7) RETURNING id`,
        [adminId, state.api ?? WIDGET_API, state.status ?? 0, state.locked_by ?? null, state.lease ?? '0 seconds', state.attempts ?? 0, state.file ?? null]
    );
    return rows[0].id;
};

interface TaskState {
    status: number;
    locked_by: string | null;
    attempts: number;
    file: string | null;
    error: string;
}
const task = async (id: number) => (await db.query<TaskState>('SELECT status, locked_by, attempts, file, error FROM export_tasks WHERE id = $1', [id])).rows[0];

const done = (id: number) => waitFor(async () => ((await task(id)).status === 2 ? task(id) : undefined), `task ${id} to end`, 20_000);

describe('export task leases', () => {
    it('takes over only an expired lease, throws the dead run’s file away, and leaves a live lease alone', async () => {
        await files.save('old-run.xlsx', async out => void out.end('half a file'));
        const live = await insertTask({ status: 1, locked_by: 'live-instance', lease: '1 hour', attempts: 1 });
        const expired = await insertTask({ status: 1, locked_by: 'dead-instance', lease: '-1 second', attempts: 1, file: 'old-run.xlsx' });
        const queued = await insertTask();
        startWorker('A').wake();

        const takenOver = await done(expired);
        expect(takenOver).toMatchObject({ attempts: 2, locked_by: null, error: '' });
        expect(takenOver.file).toMatch(new RegExp(`^${expired}-[0-9a-f]+\\.xlsx$`));
        expect(await files.open(takenOver.file!)).toBeDefined();
        expect(await files.open('old-run.xlsx')).toBeUndefined();
        expect(await done(queued)).toMatchObject({ attempts: 1, locked_by: null });
        expect(await task(live)).toMatchObject({ status: 1, locked_by: 'live-instance', attempts: 1 });
    });

    it('runs a failing task the configured number of times, then ends it done without a file, keeping the reason', async () => {
        const id = await insertTask({ api: 'seller/test/NoSuchTable' });
        startWorker('A').wake();
        const ended = await done(id);
        expect(ended).toMatchObject({ attempts: 3, file: null, locked_by: null });
        expect(ended.error).toContain('no longer exists');
    });

    it('gives up on a task whose instances kept dying, with the reason', async () => {
        const id = await insertTask({ status: 1, locked_by: 'dead-instance', lease: '-1 second', attempts: 3 });
        startWorker('A').wake();
        const ended = await done(id);
        expect(ended).toMatchObject({ file: null, locked_by: null, error: '导出中断3次，已停止重试（3次）' });
    });

    it('a stopping instance gives its running task back, uncounted, and keeps no file of it', async () => {
        let reached!: () => void;
        let open!: () => void;
        const atGate = new Promise<void>(resolve => (reached = resolve));
        const gate = new Promise<void>(resolve => (open = resolve));
        // A store whose writes wait: the run is caught in the middle, as a slow file would be.
        const slow: FileStore = {
            ...files,
            async save(key, write) {
                reached();
                await gate;
                return files.save(key, write);
            },
        };
        const id = await insertTask();
        const worker = startWorker('B', slow);
        worker.wake();
        await atGate;
        expect(await task(id)).toMatchObject({ status: 1, locked_by: 'B', attempts: 1 });
        await worker.stop();
        expect(await task(id)).toMatchObject({ status: 0, locked_by: null, attempts: 0, file: null });
        open();
        await new Promise(resolve => setTimeout(resolve, 300));
        expect((await files.keys()).filter(key => key.startsWith(`${id}-`))).toEqual([]);
        expect(await task(id)).toMatchObject({ status: 0, locked_by: null, attempts: 0 });
    });
});
