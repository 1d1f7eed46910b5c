import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { inject } from 'vitest';
import { createPgDb } from '../../../server/db/createPgDb';
import { createPgliteDb } from '../../../server/db/createPgliteDb';
import type { Database } from '../../../server/core/Db';

/** The engine this contract project runs on, for test names. */
export const engineName = () => (inject('postgres') ? 'PostgreSQL' : 'PGlite');

/**
 * A new empty database on this contract project's engine: an in-memory PGlite, or a new database
 * (named `<prefix>_<random>`) on the contract-postgres run's cluster. `drop` closes it and, on
 * PostgreSQL, drops the database.
 */
export const freshEngineDb = async (prefix: string): Promise<{ db: Database; drop: () => Promise<void> }> => {
    const cluster = inject('postgres');
    if (!cluster) {
        const db = await createPgliteDb('memory://');
        return { db, drop: () => db.close() };
    }
    const name = `${prefix}_${randomBytes(6).toString('hex')}`;
    const admin = async (sql: string) => {
        const client = new pg.Client({ connectionString: cluster.url });
        await client.connect();
        await client.query(sql).finally(() => client.end());
    };
    await admin(`CREATE DATABASE ${name}`);
    const url = new URL(cluster.url);
    url.pathname = `/${name}`;
    const db = await createPgDb(url.toString());
    return {
        db,
        drop: async () => {
            await db.close();
            await admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        },
    };
};
