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

export interface ThrowAwayPostgres {
    /** `postgres://…/postgres` on 127.0.0.1 and the cluster's port, user `postgres`, no password. */
    url: string;
    port: number;
    /** A URL on another database of the same cluster. */
    urlFor(database: string): string;
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

    const urlFor = (database: string) => `postgres://postgres@127.0.0.1:${port}/${database}`;
    const url = urlFor('postgres');
    try {
        await waitReady(url, server, () => output);
    } catch (error) {
        await stop();
        throw error;
    }
    return { url, port, urlFor, stop };
};
