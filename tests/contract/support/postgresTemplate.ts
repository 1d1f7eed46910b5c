import type { TestProject } from 'vitest/node';
import { startThrowAwayPostgres } from '../../../scripts/throwAwayPostgres';
import { loadServerConfig } from '../../../server/core/config';
import { createPgDb } from '../../../server/db/createPgDb';
import { prepareTemplate } from './prepareTemplate';

/** The database every test file's own database is created from (`CREATE DATABASE … TEMPLATE`). */
export const SEEDED_TEMPLATE = 'mc_seeded';

declare module 'vitest' {
    export interface ProvidedContext {
        /** The contract-postgres project's throw-away cluster: its admin URL and seeded template. */
        postgres: { url: string; template: string } | undefined;
    }
}

/**
 * Global setup of the `contract-postgres` project: the whole contract suite again, on a real
 * PostgreSQL. A throw-away cluster is started for the run, one database is prepared as a first start does (prepareTemplate),
 * and each test file's server gets its own copy of it (startTestServer), as PGlite files get a
 * copy of the seeded data directory. Each database is owned by a role that is no superuser and
 * reached by the server through two connections, the owner's and the calls' (a role that owns
 * nothing), as server/README.md recommends. The cluster and its directory are removed at the end.
 */
export default async function setup(project: TestProject) {
    // No autovacuum: the tests vacuum what they need themselves (refreshStatistics), and a
    // worker's visit to a database counts among its transactions (callTransaction.test.ts
    // counts a call's).
    const cluster = await startThrowAwayPostgres({ settings: { autovacuum: 'off' } });
    try {
        const { callsUrl, ownerUrl } = await cluster.createDatabase(SEEDED_TEMPLATE);
        const db = await createPgDb(callsUrl, { ownerUrl });
        try {
            await prepareTemplate(db, loadServerConfig({}, { databaseUrl: callsUrl, ownerDatabaseUrl: ownerUrl }));
        } finally {
            await db.close();
        }
    } catch (error) {
        await cluster.stop();
        throw error;
    }
    project.provide('postgres', { url: cluster.url, template: SEEDED_TEMPLATE });
    return () => cluster.stop();
}
