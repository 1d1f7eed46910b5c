// No Playwright import here: playwright.config.ts and the unit tests read this module too.

type Env = Record<string, string | undefined>;

/**
 * Where the end-to-end tests run: the reference server that the run starts itself (a free port,
 * a throw-away database), or a deployment that is already running (`MC_E2E_BASE_URL`).
 */
export type E2eTarget = { kind: 'reference' } | { kind: 'deployment'; baseURL: string; allowWrites: boolean };

const flag = (env: Env, name: string): boolean => {
    const raw = env[name];
    if (raw === undefined || raw === '' || raw === '0') return false;
    if (raw === '1') return true;
    throw new Error(`${name} must be 1 or 0, got "${raw}"`);
};

export const e2eTarget = (env: Env = process.env): E2eTarget => {
    const raw = env.MC_E2E_BASE_URL?.trim();
    if (!raw) return { kind: 'reference' };
    let url: URL;
    try {
        url = new URL(raw);
    } catch {
        throw new Error(`MC_E2E_BASE_URL must be an http(s) address such as https://console.example.com, got "${raw}"`);
    }
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`MC_E2E_BASE_URL must be an http(s) address, got "${raw}"`);
    // The console is built for the root of its address (vite's default base).
    if (url.pathname !== '/' || url.search || url.hash) throw new Error(`MC_E2E_BASE_URL must be the console's root address, with no path, got "${raw}"`);
    return { kind: 'deployment', baseURL: url.origin, allowWrites: flag(env, 'MC_E2E_ALLOW_WRITES') };
};

/** Why the full suite does not run against a deployment unless told to. */
export const writesRefused = (baseURL: string) =>
    `Refusing to run the full end-to-end suite against ${baseURL}: it creates, edits and deletes records. ` +
    `Run the read-only tests with \`npx playwright test --project smoke\`, or set MC_E2E_ALLOW_WRITES=1 ` +
    `if this deployment's data may be changed (the full suite also expects the reference server's demo data).`;
