import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { loadServerConfig } from '../../../server/core/config';
import { openDb } from '../../../server/db/openDb';
import { prepareTemplate } from './prepareTemplate';

declare module 'vitest' {
    export interface ProvidedContext {
        /** A migrated and seeded PGlite data directory that test servers copy instead of seeding. */
        seededDataDir: string | undefined;
    }
}

/**
 * Global setup of the contract project: seeding every domain takes most of a test server's
 * start, so it is done once per run, by a start-up (prepareTemplate), and each test file
 * starts from a copy of the result.
 * (On PostgreSQL each server seeds its own schema.)
 */
export default async function setup(project: TestProject) {
    if (process.env.DATABASE_URL) {
        project.provide('seededDataDir', undefined);
        return;
    }
    const dataDir = await mkdtemp(path.join(tmpdir(), 'mc-contract-seed-'));
    const config = loadServerConfig({}, { dataDir, databaseUrl: undefined });
    const db = await openDb(config);
    try {
        await prepareTemplate(db, config);
    } finally {
        await db.close();
    }
    project.provide('seededDataDir', dataDir);
    return () => rm(dataDir, { recursive: true, force: true });
}
