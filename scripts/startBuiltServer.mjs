// The built reference server (scripts/buildServer.mjs) as a process of its own on a free port:
// the end-to-end tests' extra servers (tests/e2e/support/referenceServer.ts) and the run's seed
// template (scripts/seededDataDir.mjs) start it this way, as a deployment would run it.
import { spawn } from 'node:child_process';
import { createServer } from 'node:net';

/** A port on 127.0.0.1 that nothing listens on. */
export const freePort = () =>
    new Promise(resolve => {
        const server = createServer();
        server.listen(0, '127.0.0.1', () => {
            const { port } = server.address();
            server.close(() => resolve(port));
        });
    });

/**
 * Starts the built server `main` on a free port of 127.0.0.1, with `env` over this process's
 * environment (its settings: MC_DATA_DIR, MC_CONFIG_FILE, keys…; server/core/config.ts). Resolves
 * once it serves `/config.json`; a server that stops or does not start in `timeoutMs` rejects with
 * what it wrote on stderr. `stop` sends it SIGTERM (it closes its database and exits);
 * `exited` resolves with its exit code.
 */
export const startBuiltServer = async (main, env = {}, timeoutMs = 200_000) => {
    const port = await freePort();
    const url = `http://127.0.0.1:${port}`;
    const server = spawn(process.execPath, ['--enable-source-maps', main], {
        env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1' },
        stdio: ['ignore', 'ignore', 'pipe'],
    });
    const exited = new Promise(resolve => server.once('exit', code => resolve(code)));
    let stderr = '';
    server.stderr.on('data', chunk => (stderr += chunk));
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
            await new Promise(resolve => setTimeout(resolve, 250));
        }
    } catch (error) {
        server.kill();
        throw error;
    }
    return { url, stop: () => void server.kill(), exited };
};
