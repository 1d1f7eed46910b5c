import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createServer } from 'node:net';
import { buildServer } from '../../../scripts/buildServer.mjs';

export const freePort = () =>
    new Promise<number>(resolve => {
        const server = createServer();
        server.listen(0, '127.0.0.1', () => {
            const { port } = server.address() as { port: number };
            server.close(() => resolve(port));
        });
    });

export interface StartedServer {
    url: string;
    stop: () => void;
}

/**
 * Starts one more reference server, beside the one the run started, as a deployment would run
 * it: `env` holds its own settings (MC_DATA_DIR, MC_CONFIG_FILE, MC_DIST_DIR, keys…; see
 * server/core/config.ts). Resolves once it serves `/config.json`; a server that stops or does
 * not start in time rejects with what it wrote on stderr.
 */
export const startReferenceServer = async (env: Record<string, string>, timeoutMs = 200_000): Promise<StartedServer> => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    // The build that the run's own server runs; built here when the run started none (a run
    // against a deployment).
    const main = join(process.env.E2E_SERVER_DIR ?? '.tmp/e2e-server', 'main.mjs');
    if (!existsSync(main)) await buildServer(dirname(main));
    const server = spawn(process.execPath, ['--enable-source-maps', main], {
        env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', MC_KEFU_HOST: 'off', ...env },
        stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    server.stderr?.on('data', chunk => (stderr += chunk));
    const started = Date.now();
    try {
        for (;;) {
            if (server.exitCode !== null) throw new Error(`the server on ${url} stopped: ${stderr}`);
            const ready = await fetch(`${url}/config.json`).then(
                response => response.ok,
                () => false
            );
            if (ready) break;
            if (Date.now() - started > timeoutMs) throw new Error(`the server on ${url} did not start: ${stderr}`);
            await new Promise(resolve => setTimeout(resolve, 500));
        }
    } catch (error) {
        server.kill();
        throw error;
    }
    return { url, stop: () => server.kill() };
};
