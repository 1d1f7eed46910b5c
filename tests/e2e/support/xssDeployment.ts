import { test as base } from '@playwright/test';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startReferenceServer } from './referenceServer';
import { seedXssPayloads, type SeededPayloads } from './seedXssPayloads';
import { PAYLOAD_CATALOGUE, PAYLOADS } from './xssPayloads';

/**
 * The XSS spec's test: `xss` is the throw-away deployment of its worker (a copy of the built
 * console with its own config.json, data directory and the payload catalogue, seeded with the
 * payloads and removed when the worker ends, failed or not), so the payload rows never reach the
 * run's shared server; `baseURL` points every test of the spec at it.
 */
export const test = base.extend<object, { xss: { url: string; seeded: SeededPayloads } }>({
    // What this suite measures is the console's own escaping: the server's Content-Security-Policy,
    // which would stop an inline handler even if one were rendered, is taken off the documents
    // here (the CSP suite, csp.spec.ts, measures that defence on its own), so that a payload
    // rendered as markup would run and be counted, as the positive control shows.
    page: async ({ page }, use) => {
        await page.route('**/*', async route => {
            if (route.request().resourceType() !== 'document') return route.fallback();
            const response = await route.fetch();
            const headers = { ...response.headers() };
            delete headers['content-security-policy'];
            await route.fulfill({ response, headers });
        });
        await use(page);
    },
    xss: [
        // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for from its first parameter
        async ({}, use) => {
            const deployment = mkdtempSync(path.join(tmpdir(), 'mc-xss-'));
            let stop = () => {};
            try {
                cpSync('dist', path.join(deployment, 'dist'), { recursive: true });
                mkdirSync(path.join(deployment, 'dist', 'catalogue.d'), { recursive: true });
                writeFileSync(path.join(deployment, 'dist', 'catalogue.d', 'xss.json'), JSON.stringify(PAYLOAD_CATALOGUE));
                const config = JSON.parse(readFileSync('public/config.json', 'utf8')) as Record<string, unknown>;
                writeFileSync(path.join(deployment, 'config.json'), JSON.stringify({ ...config, catalogue: ['catalogue.d/xss.json'] }));
                const server = await startReferenceServer({
                    MC_DATA_DIR: path.join(deployment, 'data'),
                    MC_DIST_DIR: path.join(deployment, 'dist'),
                    MC_CONFIG_FILE: path.join(deployment, 'config.json'),
                });
                stop = server.stop;
                await use({ url: server.url, seeded: await seedXssPayloads(server.url, PAYLOADS) });
            } finally {
                stop();
                rmSync(deployment, { recursive: true, force: true });
            }
        },
        { scope: 'worker', timeout: 300_000 },
    ],
    baseURL: async ({ xss }, use) => use(xss.url),
});
