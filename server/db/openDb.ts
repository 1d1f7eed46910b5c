import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { ServerConfig } from '../core/config';
import type { Database } from '../core/Db';
import { createPgDb } from './createPgDb';
import { createPgliteDb } from './createPgliteDb';

/**
 * PostgreSQL when `DATABASE_URL` is set (the calls' connection; the owner's is
 * `MC_OWNER_DATABASE_URL`, or the same one), otherwise PGlite under `{dataDir}/pglite`.
 */
export const openDb = async (config: Pick<ServerConfig, 'databaseUrl' | 'ownerDatabaseUrl' | 'dataDir' | 'appRole'>): Promise<Database> => {
    if (config.databaseUrl) return createPgDb(config.databaseUrl, { appRole: config.appRole, ownerUrl: config.ownerDatabaseUrl });
    if (config.ownerDatabaseUrl) throw new Error('MC_OWNER_DATABASE_URL is set without DATABASE_URL: set DATABASE_URL to the calls’ connection too');
    const dir = path.join(config.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    return createPgliteDb(dir, config);
};
