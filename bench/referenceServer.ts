import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { resolve } from 'node:path';
import { buildServer } from '../scripts/buildServer.mjs';
import { benchPaths } from './benchPaths';
import { freePort } from './freePort';
import { now } from './stats';

export interface RunningServer {
    url: string;
    pid: number;
    /** Milliseconds from spawn until /config.json answered. */
    startMs: number;
    stop(): Promise<void>;
}

const tsxArgs = (script: string) => ['--import', 'tsx', resolve(benchPaths.projectRoot, script)];

/** The last lines a child wrote to stderr, for an error message that says what went wrong. */
const tail = (child: ChildProcess) => {
    let text = '';
    child.stderr?.on('data', chunk => {
        text = (text + String(chunk)).slice(-2000);
    });
    return () => text.trim().split('\n').slice(-5).join(' | ');
};

const exited = (child: ChildProcess) =>
    new Promise<number | null>(resolveExit => {
        if (child.exitCode !== null || child.signalCode !== null) resolveExit(child.exitCode);
        else child.once('exit', code => resolveExit(code));
    });

/** Stops a child we started, by its own pid: TERM, then KILL if it lingers. */
export const stopChild = async (child: ChildProcess) => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited(child);
    clearTimeout(timer);
};

export const serverScriptsPresent = () => ['server/main.ts', 'server/seedCli.ts'].filter(script => !existsSync(resolve(benchPaths.projectRoot, script)));

/**
 * Fills a throw-away data directory with `rows` rows per main table through the project's own
 * seed command (`npm run seed -- --rows N`), before any server opens it.
 */
export const seedDatabase = async (dataDir: string, rows: number, databaseUrl?: string): Promise<number> => {
    const started = now();
    const child = spawn(process.execPath, [...tsxArgs('server/seedCli.ts'), '--rows', String(rows)], {
        cwd: benchPaths.projectRoot,
        env: { ...process.env, MC_DATA_DIR: dataDir, MC_LOG_LEVEL: 'warn', DATABASE_URL: databaseUrl ?? '' },
        stdio: ['ignore', 'ignore', 'pipe'],
    });
    const errors = tail(child);
    const code = await exited(child);
    if (code !== 0) throw new Error(`seed --rows ${rows} failed (exit ${code}): ${errors()}`);
    return now() - started;
};

/**
 * Builds the server of another checkout (`--compare`: an earlier commit, its dependencies
 * installed or linked) with that checkout's own build script, into its own bench/results.
 */
const buildServerOf = async (root: string): Promise<string> => {
    const out = resolve(root, 'bench', 'results', 'build', 'server');
    const child = spawn(process.execPath, [resolve(root, 'scripts', 'buildServer.mjs'), '--out', out], { cwd: root, stdio: ['ignore', 'ignore', 'pipe'] });
    const errors = tail(child);
    const code = await exited(child);
    if (code !== 0) throw new Error(`building the server of ${root} failed (exit ${code}): ${errors()}`);
    return resolve(out, 'main.mjs');
};

/**
 * Starts the reference server (server/main.ts, built) as a child process on a free port, serving the
 * console build in `distDir` from `dataDir`: this checkout's, or `root`'s (an earlier commit, for
 * figures before and after in one run). Being our direct child, its pid is the Node process
 * whose memory /proc reports.
 */
export const startReferenceServer = async ({
    dataDir,
    distDir,
    databaseUrl,
    env = {},
    root,
}: {
    dataDir: string;
    distDir: string;
    databaseUrl?: string;
    /** Further settings of this server (MC_LIVE…). */
    env?: Record<string, string>;
    root?: string;
}): Promise<RunningServer> => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const started = now();
    // Built from the checkout as `npm start` builds it, and run on plain Node: under tsx the server
    // would hold about 100 MiB more and the memory figures would not be the shipped server's.
    const main = root ? await buildServerOf(root) : await buildServer(benchPaths.serverBuild);
    const child = spawn(process.execPath, ['--enable-source-maps', main], {
        cwd: root ?? benchPaths.projectRoot,
        env: {
            ...process.env,
            PORT: String(port),
            HOST: '127.0.0.1',
            MC_DATA_DIR: dataDir,
            MC_DIST_DIR: distDir,
            MC_LOG_LEVEL: 'warn',
            // Empty: PGlite, whatever the caller's environment says.
            DATABASE_URL: databaseUrl ?? '',
            ...env,
        },
        stdio: ['ignore', 'ignore', 'pipe'],
    });
    const errors = tail(child);
    const deadline = Date.now() + 240_000;
    while (Date.now() < deadline) {
        if (child.exitCode !== null) throw new Error(`the reference server exited (${child.exitCode}): ${errors()}`);
        const ready = await fetch(`${url}/config.json`).then(
            response => response.ok,
            () => false
        );
        if (ready) return { url, pid: child.pid!, startMs: now() - started, stop: () => stopChild(child) };
        await new Promise(wait => setTimeout(wait, 250));
    }
    await stopChild(child);
    throw new Error(`the reference server did not answer /config.json within 240 s: ${errors()}`);
};
