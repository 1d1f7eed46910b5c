import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from './tests/e2e/support/chromiumLaunch';
import { PINNED_SEED_NOW } from './server/domains/shared/pinnedSeedNow';

// The reference server is started for the run on a free port with a throw-away database;
// both are computed once here and handed to the workers through the environment.
const freePort = () =>
    Number(
        execFileSync(process.execPath, [
            '-e',
            "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
        ]).toString()
    );
process.env.E2E_PORT ??= String(freePort());
process.env.E2E_DATA_DIR ??= mkdtempSync(join(tmpdir(), 'mc-e2e-'));
process.env.E2E_RUN_ID ??= String(process.pid);
// The e2e server's seed gives the same rows on every run (server/domains/shared/seedClock.ts).
process.env.MC_SEED_NOW ??= PINNED_SEED_NOW;
const baseURL = `http://127.0.0.1:${process.env.E2E_PORT}`;

export default defineConfig({
    testDir: 'tests/e2e',
    // One folder per run, so that runs started side by side do not delete each other's traces.
    outputDir: `test-results/run-${process.env.E2E_RUN_ID}`,
    timeout: 60_000,
    expect: { timeout: 10_000 },
    fullyParallel: false,
    workers: 1,
    retries: process.env.CI ? 1 : 0,
    reporter: process.env.CI ? [['list']] : [['list']],
    use: {
        baseURL,
        locale: 'zh-CN',
        trace: 'retain-on-failure',
        launchOptions: CHROMIUM_LAUNCH_OPTIONS,
    },
    webServer: {
        command: 'npx tsx server/main.ts',
        url: `${baseURL}/config.json`,
        timeout: 120_000,
        reuseExistingServer: false,
        stdout: 'ignore',
        stderr: 'pipe',
        env: {
            PORT: process.env.E2E_PORT,
            HOST: '127.0.0.1',
            MC_DATA_DIR: process.env.E2E_DATA_DIR,
            MC_E2E: '1',
            // The chat icon would sit over the bottom-right corner of every page; the chat
            // test (tests/e2e/chat.spec.ts) asks for the built-in frame itself.
            MC_KEFU_HOST: 'off',
        },
    },
});
