import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from '../../scripts/buildServer.mjs';
import { freePort } from '../../scripts/throwAwayPostgres';

const projectRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** The server as deployments run it (scripts/buildServer.mjs), built once per test file. */
let built: Promise<string> | undefined;
const serverMain = () => (built ??= buildServer(path.join(projectRoot, '.tmp', 'scaleout-server')));

export interface Instance {
    name: string;
    url: string;
    port: number;
    /** Set while it is being restarted: calls it cuts then are expected. */
    restarting: boolean;
    /** Resolves once `/readyz` answers 200 (bounded); rejects if the process exits first. */
    ready(): Promise<void>;
    /** SIGKILL: no shutdown code runs, leases stay where they are. */
    kill(): Promise<void>;
    /** SIGTERM and the exit code (bounded wait). */
    terminate(): Promise<number | null>;
    /** A new process with the same name, port and settings. */
    restart(): Promise<Instance>;
    output(): string;
}

/**
 * One reference server as its own process (the built bundle on plain Node, so a signal reaches the
 * server itself, not a wrapper), on 127.0.0.1 and a port of its own, with its own
 * data directory and the given settings on top.
 */
export const startInstance = async (name: string, env: Record<string, string>, port?: number): Promise<Instance> => {
    const listen = port ?? (await freePort());
    const dataDir = mkdtempSync(path.join(tmpdir(), `mc-scaleout-${name}-`));
    let log = '';
    const child: ChildProcess = spawn(process.execPath, ['--enable-source-maps', await serverMain()], {
        cwd: projectRoot,
        env: { ...process.env, HOST: '127.0.0.1', PORT: String(listen), MC_DATA_DIR: dataDir, MC_INSTANCE_ID: name, MC_LOG_LEVEL: 'warn', ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout?.on('data', chunk => (log = (log + chunk).slice(-6000)));
    child.stderr?.on('data', chunk => (log = (log + chunk).slice(-6000)));
    const exited = new Promise<number | null>(resolve => child.once('exit', code => resolve(code)));
    exited.then(() => rmSync(dataDir, { recursive: true, force: true }));
    const url = `http://127.0.0.1:${listen}`;

    const waitExit = async (ms: number) => {
        const timer = new Promise<'timeout'>(resolve => setTimeout(() => resolve('timeout'), ms).unref());
        const result = await Promise.race([exited, timer]);
        if (result === 'timeout') {
            child.kill('SIGKILL');
            throw new Error(`${name} did not exit within ${ms} ms:\n${log}`);
        }
        return result;
    };

    const instance: Instance = {
        name,
        url,
        port: listen,
        restarting: false,
        async ready() {
            const deadline = Date.now() + 150_000;
            while (Date.now() < deadline) {
                if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode} at start:\n${log}`);
                const ok = await fetch(`${url}/readyz`).then(
                    r => r.ok,
                    () => false
                );
                if (ok) return;
                await new Promise(resolve => setTimeout(resolve, 250));
            }
            throw new Error(`${name} was not ready within 150 s:\n${log}`);
        },
        async kill() {
            child.kill('SIGKILL');
            await waitExit(10_000);
        },
        async terminate() {
            child.kill('SIGTERM');
            return waitExit(30_000);
        },
        restart: () => startInstance(name, env, listen),
        output: () => log,
    };
    return instance;
};
