import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { ServerConfig } from '../core/config';
import type { Database } from '../core/Db';
import { createPgDb } from './createPgDb';
import { createPgliteDb } from './createPgliteDb';

/** PostgreSQL when `DATABASE_URL` is set, otherwise PGlite under `{dataDir}/pglite`. */
export const openDb = async (config: Pick<ServerConfig, 'databaseUrl' | 'dataDir' | 'appRole'>): Promise<Database> => {
    if (config.databaseUrl) return createPgDb(config.databaseUrl, config);
    const dir = path.join(config.dataDir, 'pglite');
    mkdirSync(dir, { recursive: true });
    return createPgliteDb(dir, config);
};
