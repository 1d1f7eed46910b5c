import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { buildServer } from '../../../scripts/buildServer.mjs';
import { seededDataDir } from '../../../scripts/seededDataDir.mjs';
import { freePort, startBuiltServer } from '../../../scripts/startBuiltServer.mjs';

export { freePort };

export interface StartedServer {
    url: string;
    stop: () => void;
}

/**
 * Starts one more reference server, beside the one the run started, as a deployment would run
 * it: `env` holds its own settings (MC_DATA_DIR, MC_CONFIG_FILE, MC_DIST_DIR, keys…; see
 * server/core/config.ts). An empty MC_DATA_DIR starts as a copy of the run's seeded template
 * (scripts/seededDataDir.mjs), so the server does not seed again. Resolves once it serves
 * `/config.json`; a server that stops or does not start in time rejects with what it wrote on
 * stderr.
 */
export const startReferenceServer = async (env: Record<string, string>, timeoutMs = 200_000): Promise<StartedServer> => {
    // The build that the run's own server runs; built here when the run started none (a run
    // against a deployment).
    const main = join(process.env.E2E_SERVER_DIR ?? '.tmp/e2e-server', 'main.mjs');
    if (!existsSync(main)) await buildServer(dirname(main));
    const settings = { MC_KEFU_HOST: 'off', ...env };
    await seededDataDir({ templates: process.env.E2E_SEED_TEMPLATES, main, env: { ...process.env, ...settings } });
    const { url, stop } = await startBuiltServer(main, settings, timeoutMs);
    return { url, stop };
};
