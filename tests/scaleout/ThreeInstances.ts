import pg from 'pg';
import { startThrowAwayPostgres, type ThrowAwayPostgres } from '../../scripts/throwAwayPostgres';
import { startInstance, type Instance } from './startInstance';

/** Short enough for the test, long enough that a busy machine keeps a live instance's lease. */
export const LEASE_MS = 3000;
/** The instances' database, reached as deployments reach it: the owner's URL for start-up, a role that owns nothing for the calls. */
export const DATABASE = 'mc_scaleout';

/**
 * Three reference server processes, A, B and C, on one throw-away PostgreSQL cluster, with the
 * postgres file store and a short export lease, and the test's own look at their database. The
 * tests share them in order, so it keeps which instances serve and which a test stopped.
 */
export class ThreeInstances {
    /** The instances now serving, A, B and C by position; a restart replaces its entry. */
    readonly live: Instance[] = [];
    /** Stopped by a test and not started again yet. */
    readonly down = new Set<Instance>();
    /** Every process started, so none outlives the test. */
    private readonly started: Instance[] = [];
    private cluster?: ThrowAwayPostgres;
    private urls?: { callsUrl: string; ownerUrl: string };
    private pool?: pg.Pool;

    /** Starts the cluster, then A, B and C at once on its empty database: migrations and seeding take turns under the lock. */
    async start() {
        this.cluster = await startThrowAwayPostgres();
        this.urls = await this.cluster.createDatabase(DATABASE);
        this.pool = new pg.Pool({ connectionString: this.cluster.urlFor(DATABASE), max: 4 });
        // The last test cuts the pool's idle connections.
        this.pool.on('error', () => undefined);
        this.live.push(...(await Promise.all(['A', 'B', 'C'].map(name => this.launch(name)))));
        await Promise.all(this.live.map(instance => instance.ready()));
    }

    /** Kills every process started and stops the cluster, whatever state a failed test left them in. */
    async stop() {
        for (const instance of this.started) await instance.kill().catch(() => undefined);
        await this.pool?.end();
        await this.cluster?.stop();
    }

    /** The test's own look at the database, as the cluster's superuser. */
    get db(): pg.Pool {
        if (!this.pool) throw new Error('the three instances are not started');
        return this.pool;
    }

    /** The cluster superuser's URL of `database`. */
    urlFor(database: string) {
        if (!this.cluster) throw new Error('the three instances are not started');
        return this.cluster.urlFor(database);
    }

    /** The rows a query answers, read as the superuser. */
    readonly sql = async <T = Record<string, unknown>>(text: string, params: unknown[] = []) => (await this.db.query(text, params)).rows as T[];

    /** Starts a stopped instance again in its place, and answers it once it is ready. */
    readonly relaunch = async (instance: Instance) => {
        const fresh = await instance.restart();
        this.started.push(fresh);
        await fresh.ready();
        this.live[this.live.indexOf(instance)] = fresh;
        this.down.delete(instance);
        return fresh;
    };

    private async launch(name: string) {
        if (!this.urls) throw new Error('the database is not created');
        const instance = await startInstance(name, {
            DATABASE_URL: this.urls.callsUrl,
            MC_OWNER_DATABASE_URL: this.urls.ownerUrl,
            MC_FILE_STORE: 'postgres',
            MC_EXPORT_LEASE_MS: String(LEASE_MS),
            MC_SHUTDOWN_GRACE_MS: '2000',
        });
        this.started.push(instance);
        return instance;
    }
}
