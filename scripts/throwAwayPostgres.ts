// A throw-away PostgreSQL cluster for tests and the bench: `initdb` into a temporary directory,
// `postgres` on a free loopback port, and on stop the server is stopped and the directory removed.
// Debian's server (`apt-get install postgresql`) is installed when it is missing, as npm test does
// for chromium. When run as root, initdb and postgres run as the `postgres` user, which refuses
// to run them as root.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';

/**
 * The roles a deployment with two connections has (server/README.md, "Merchants"), made in every
 * throw-away cluster: the tables' owner, no superuser (`MC_OWNER_DATABASE_URL`), and the calls'
 * login role, which owns nothing (`DATABASE_URL`; start-up lets it take the application role).
 */
export const OWNER_ROLE = 'mc_owner';
export const CALLS_ROLE = 'mc_calls';

export interface ThrowAwayPostgres {
    /** `postgres://…/postgres` on 127.0.0.1 and the cluster's port, user `postgres` (a superuser), no password. */
    url: string;
    port: number;
    /** A URL on another database of the same cluster, as `role` (default the superuser). */
    urlFor(database: string, role?: string): string;
    /**
     * A new database owned by OWNER_ROLE (a copy of `template` when given), and the two URLs a
     * server takes: `DATABASE_URL` as CALLS_ROLE, `MC_OWNER_DATABASE_URL` as OWNER_ROLE.
     */
    createDatabase(name: string, template?: string): Promise<{ callsUrl: string; ownerUrl: string; drop(): Promise<void> }>;
    /** Stops the server (fast shutdown) and removes the data directory. Safe to call twice. */
    stop(): Promise<void>;
}

const isRoot = () => process.getuid?.() === 0;

/** The newest `/usr/lib/postgresql/N/bin`, or `PG_BIN` when set. */
export const findPostgresBin = (): string | undefined => {
    if (process.env.PG_BIN) return existsSync(path.join(process.env.PG_BIN, 'initdb')) ? process.env.PG_BIN : undefined;
    const root = '/usr/lib/postgresql';
    if (!existsSync(root)) return undefined;
    const versions = readdirSync(root)
        .filter(name => existsSync(path.join(root, name, 'bin', 'initdb')))
        .sort((a, b) => Number(b) - Number(a));
    return versions.length ? path.join(root, versions[0], 'bin') : undefined;
};

/** Installs Debian's `postgresql` when no server binaries are found; answers the bin folder. */
export const ensurePostgres = (): string => {
    const found = findPostgresBin();
    if (found) return found;
    console.log("PostgreSQL server binaries are missing: installing Debian's postgresql…");
    const sudo = isRoot() ? '' : 'sudo ';
    execFileSync('sh', ['-c', `${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql`], {
        stdio: 'inherit',
    });
    const bin = findPostgresBin();
    if (!bin) throw new Error('postgresql was installed but no initdb was found under /usr/lib/postgresql');
    return bin;
};

/** A port nobody listens on now, on 127.0.0.1. */
export const freePort = () =>
    new Promise<number>((resolve, reject) => {
        const server = createServer();
        server.once('error', reject);
        server.listen(0, '127.0.0.1', () => {
            const { port } = server.address() as { port: number };
            server.close(() => resolve(port));
        });
    });

/**
 * As root, initdb and postgres run as the `postgres` user, set on the child itself (not through
 * `runuser`, which would not pass our stop signal on and leave the server running).
 */
const asPostgres = (): { uid?: number; gid?: number } => {
    if (!isRoot()) return {};
    return {
        uid: Number(execFileSync('id', ['-u', 'postgres']).toString().trim()),
        gid: Number(execFileSync('id', ['-g', 'postgres']).toString().trim()),
    };
};

const waitReady = async (url: string, server: ChildProcess, log: () => string) => {
    const deadline = Date.now() + 30_000;
    for (;;) {
        if (server.exitCode !== null) throw new Error(`postgres exited with ${server.exitCode}:\n${log()}`);
        const client = new pg.Client({ connectionString: url });
        try {
            await client.connect();
            await client.end();
            return;
        } catch {
            await client.end().catch(() => undefined);
            if (Date.now() > deadline) throw new Error(`postgres did not accept connections within 30 s:\n${log()}`);
            await new Promise(resolve => setTimeout(resolve, 100));
        }
    }
};

/** `url` with another database and user. */
const withDatabase = (url: string, database: string, role: string) => {
    const next = new URL(url);
    next.pathname = `/${database}`;
    next.username = role;
    return next.toString();
};

/**
 * A new database on the cluster whose superuser URL is `adminUrl`, owned by OWNER_ROLE (a copy of
 * `template` when given): its calls' and owner's URLs, and how to drop it.
 */
export const createOwnedDatabase = async (adminUrl: string, name: string, template?: string) => {
    const admin = async (sql: string) => {
        const client = new pg.Client({ connectionString: adminUrl });
        await client.connect();
        try {
            await client.query(sql);
        } finally {
            await client.end();
        }
    };
    await admin(`CREATE DATABASE ${name} OWNER ${OWNER_ROLE}${template ? ` TEMPLATE ${template}` : ''}`);
    return {
        callsUrl: withDatabase(adminUrl, name, CALLS_ROLE),
        ownerUrl: withDatabase(adminUrl, name, OWNER_ROLE),
        drop: () => admin(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    };
};

export interface ThrowAwayPostgresOptions {
    /** Extra `-c name=value` server settings. */
    settings?: Record<string, string | number>;
}

/** Starts a new, empty cluster. The caller must `stop()` it (also done on process exit). */
export const startThrowAwayPostgres = async (options: ThrowAwayPostgresOptions = {}): Promise<ThrowAwayPostgres> => {
    const bin = ensurePostgres();
    const dir = mkdtempSync(path.join(tmpdir(), 'mc-pg-'));
    const dataDir = path.join(dir, 'data');
    const user = asPostgres();
    if (user.uid !== undefined && user.gid !== undefined) chownSync(dir, user.uid, user.gid);
    execFileSync(path.join(bin, 'initdb'), ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--encoding=UTF8', '--locale=C.UTF-8', '--no-sync'], {
        stdio: 'pipe',
        ...user,
    });

    const port = await freePort();
    const settings: Record<string, string | number> = {
        listen_addresses: '127.0.0.1',
        port,
        unix_socket_directories: dir,
        fsync: 'off',
        synchronous_commit: 'off',
        full_page_writes: 'off',
        max_connections: 200,
        ...options.settings,
    };
    const args = ['-D', dataDir, ...Object.entries(settings).flatMap(([name, value]) => ['-c', `${name}=${value}`])];
    let output = '';
    const server = spawn(path.join(bin, 'postgres'), args, { stdio: ['ignore', 'pipe', 'pipe'], ...user });
    server.stdout?.on('data', chunk => (output = (output + chunk).slice(-8000)));
    server.stderr?.on('data', chunk => (output = (output + chunk).slice(-8000)));

    let stopped = false;
    const removeNow = () => {
        if (server.exitCode === null) server.kill('SIGINT');
        rmSync(dir, { recursive: true, force: true });
    };
    process.once('exit', removeNow);
    const stop = async () => {
        if (stopped) return;
        stopped = true;
        process.off('exit', removeNow);
        if (server.exitCode === null) {
            const exited = new Promise(resolve => server.once('exit', resolve));
            server.kill('SIGINT'); // fast shutdown
            let timer: NodeJS.Timeout | undefined;
            await Promise.race([exited, new Promise(resolve => (timer = setTimeout(resolve, 15_000)))]);
            // A pending timer would keep the caller's process (a test runner) alive for 15 s.
            clearTimeout(timer);
            if (server.exitCode === null) server.kill('SIGKILL');
        }
        rmSync(dir, { recursive: true, force: true });
    };

    const urlFor = (database: string, role = 'postgres') => `postgres://${role}@127.0.0.1:${port}/${database}`;
    const url = urlFor('postgres');
    const admin = async (sql: string, database = 'postgres') => {
        const client = new pg.Client({ connectionString: urlFor(database) });
        await client.connect();
        try {
            await client.query(sql);
        } finally {
            await client.end();
        }
    };
    try {
        await waitReady(url, server, () => output);
        await admin(`CREATE ROLE ${OWNER_ROLE} LOGIN CREATEROLE; CREATE ROLE ${CALLS_ROLE} LOGIN;`);
        // What start-up asks a superuser to do once (server/README.md, "Merchants"): every
        // database made from template1 inherits it.
        await admin('ALTER FUNCTION texticlike(text, text) LEAKPROOF', 'template1');
    } catch (error) {
        await stop();
        throw error;
    }
    return { url, port, urlFor, createDatabase: (name, template) => createOwnedDatabase(url, name, template), stop };
};
