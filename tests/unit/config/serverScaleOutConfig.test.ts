import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadServerConfig } from '../../../server/core/config';

describe('server settings for several instances', () => {
    it('defaults: the directory store under the data directory, a 30 s lease, 3 attempts, a unique instance id', () => {
        const config = loadServerConfig({ MC_DATA_DIR: '/srv/mc' });
        expect(config).toMatchObject({
            fileStore: 'dir',
            fileDir: path.join('/srv/mc', 'exports'),
            exportLeaseMs: 30_000,
            exportAttempts: 3,
            shutdownGraceMs: 10_000,
        });
        expect(config.instanceId).not.toBe(loadServerConfig({}).instanceId);
    });

    it('export batches: 200 rows on PGlite (a read blocks the loop), 500 on PostgreSQL, MC_EXPORT_BATCH over both', () => {
        expect(loadServerConfig({}).exportBatchSize).toBe(200);
        expect(loadServerConfig({ DATABASE_URL: 'postgres://127.0.0.1/mc' }).exportBatchSize).toBe(500);
        expect(loadServerConfig({ MC_EXPORT_BATCH: '1000' }).exportBatchSize).toBe(1000);
    });

    it('the file directory follows a data directory given in code, unless set on its own', () => {
        expect(loadServerConfig({}, { dataDir: '/var/lib/merchant-center' }).fileDir).toBe(path.join('/var/lib/merchant-center', 'exports'));
        expect(loadServerConfig({ MC_FILE_DIR: '/mnt/shared/exports' }, { dataDir: '/var/lib/merchant-center' }).fileDir).toBe('/mnt/shared/exports');
    });

    it('reads MC_FILE_STORE, MC_INSTANCE_ID, MC_EXPORT_LEASE_MS, MC_EXPORT_ATTEMPTS and MC_SHUTDOWN_GRACE_MS', () => {
        const config = loadServerConfig({
            MC_FILE_STORE: 'postgres',
            MC_INSTANCE_ID: 'b',
            MC_EXPORT_LEASE_MS: '5000',
            MC_EXPORT_ATTEMPTS: '5',
            MC_SHUTDOWN_GRACE_MS: '0',
        });
        expect(config).toMatchObject({ fileStore: 'postgres', instanceId: 'b', exportLeaseMs: 5000, exportAttempts: 5, shutdownGraceMs: 0 });
    });

    it('refuses an unknown store and keeps the lease and attempts sane', () => {
        expect(() => loadServerConfig({ MC_FILE_STORE: 's3' })).toThrow('MC_FILE_STORE must be one of dir, postgres, got "s3"');
        expect(loadServerConfig({ MC_EXPORT_LEASE_MS: '10', MC_EXPORT_ATTEMPTS: '0' })).toMatchObject({ exportLeaseMs: 1000, exportAttempts: 1 });
        expect(() => loadServerConfig({ MC_EXPORT_LEASE_MS: 'soon' })).toThrow('MC_EXPORT_LEASE_MS');
    });
});
