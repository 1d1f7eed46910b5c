import { cpSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import type { Writable } from 'node:stream';
import pg from 'pg';
import { inject } from 'vitest';
import { startServer, type RunningServer } from '../../../server/app';
import { loadServerConfig, type ServerConfigOverrides } from '../../../server/core/config';
import { createOwnedDatabase } from '../../../scripts/throwAwayPostgres';
import type { Db } from '../../../server/core/Db';
import type { Domain } from '../../../server/domains/Domain';

export interface TestServer extends RunningServer {
    /**
     * The owner's handle with a named reason: a test's own look at (and setup of) every
     * merchant's rows. `db` itself, the owner's connection without a reason, sees none of them
     * where the owner is no superuser (PostgreSQL here): FORCE ROW LEVEL SECURITY binds it too.
     */
    owner: Db;
    /** Stops the server and keeps its data. */
    stop(): Promise<void>;
    /** Stops it and starts a new one on the same data (another free port). */
    restart(): Promise<TestServer>;
    /** Stops it and deletes its data directory (and PostgreSQL schema). */
    close(): Promise<void>;
}

export interface TestServerOptions extends ServerConfigOverrides {
    domains?: Domain[];
    /** Where the server's log goes (with a `logLevel` that writes one). */
    logStream?: Writable;
    /** How often the server looks for designs saved on another instance. */
    designerPollMs?: number;
}

/**
 * With `DATABASE_URL` set, each test server gets its own schema on that database, dropped on
 * close: the same throw-away guarantee as a PGlite temp directory.
 */
const throwAwaySchema = async (url: string) => {
    const schema = `mc_test_${randomBytes(6).toString('hex')}`;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    await client.query(`CREATE SCHEMA ${schema}`);
    await client.end();
    const scoped = new URL(url);
    scoped.searchParams.set('options', `-c search_path=${schema}`);
    return {
        url: scoped.toString(),
        drop: async () => {
            const dropper = new pg.Client({ connectionString: url });
            await dropper.connect();
            await dropper.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`);
            await dropper.end();
        },
    };
};

/**
 * On the contract-postgres project each test server gets its own database on the run's cluster:
 * a copy of the seeded template for the standard domains, an empty one for custom domains. It is
 * owned by a role that is no superuser, and the server reaches it through two connections (the
 * owner's and the calls'). Dropped on close.
 */
const throwAwayDatabase = async (cluster: { url: string; template: string }, seeded: boolean) =>
    createOwnedDatabase(cluster.url, `mc_test_${randomBytes(6).toString('hex')}`, seeded ? cluster.template : undefined);

/**
 * A reference server for one test file: a free port on 127.0.0.1, a throw-away data directory,
 * quiet logs, and any configuration override (short token lifetimes, small upload limits…).
 */
export const startTestServer = async (options: TestServerOptions = {}): Promise<TestServer> => {
    const { domains, logStream, designerPollMs, ...overrides } = options;
    const dataDir = overrides.dataDir ?? (await mkdtemp(path.join(tmpdir(), 'mc-contract-')));
    // The standard domains on a new PGlite directory start from the run's seeded copy.
    const template = !domains && !overrides.dataDir && !overrides.databaseUrl && !inject('postgres') ? inject('seededDataDir') : undefined;
    // Copied synchronously: the promise API copies its 1,500 files one by one through the event
    // loop, 0.6–1.0 s on tmpfs here against 0.1 s, and the worker has nothing else to do meanwhile.
    if (template) cpSync(template, dataDir, { recursive: true });
    const cluster = inject('postgres');
    const isolated = overrides.databaseUrl
        ? undefined
        : cluster
          ? await throwAwayDatabase(cluster, !domains)
          : process.env.DATABASE_URL
            ? await throwAwaySchema(process.env.DATABASE_URL)
            : undefined;
    const config = loadServerConfig(
        {},
        {
            port: 0,
            host: '127.0.0.1',
            logLevel: process.env.MC_TEST_LOG_LEVEL ?? 'silent',
            ...overrides,
            // The demo's config.json names catalogue files of the built console, which a contract
            // run does not build: a test that serves some names them.
            client: { catalogue: [], ...overrides.client },
            dataDir,
            databaseUrl: isolated && 'callsUrl' in isolated ? isolated.callsUrl : (isolated?.url ?? overrides.databaseUrl),
            ownerDatabaseUrl: isolated && 'ownerUrl' in isolated ? isolated.ownerUrl : overrides.ownerDatabaseUrl,
        }
    );

    const launch = async (): Promise<TestServer> => {
        const running = await startServer(config, { domains, logStream, designerPollMs });
        let stopped = false;
        const stop = async () => {
            if (stopped) return;
            stopped = true;
            await running.close();
        };
        return {
            ...running,
            owner: running.db.acrossMerchants('a contract test looks at every merchant’s rows'),
            stop,
            async restart() {
                await stop();
                return launch();
            },
            async close() {
                await stop();
                await rm(dataDir, { recursive: true, force: true });
                await isolated?.drop();
            },
        };
    };
    try {
        return await launch();
    } catch (error) {
        // A server that never started still leaves nothing behind.
        if (!overrides.dataDir) await rm(dataDir, { recursive: true, force: true });
        await isolated?.drop();
        throw error;
    }
};
