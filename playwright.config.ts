import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig, type PlaywrightTestConfig, type ReporterDescription } from '@playwright/test';
import { CHROMIUM_LAUNCH_OPTIONS } from './tests/e2e/support/chromiumLaunch';
import { e2eTarget } from './tests/e2e/support/target';
import { PINNED_SEED_NOW } from './server/domains/shared/pinnedSeedNow';
import { canRecordVideo } from './scripts/videoRecorder.mjs';

// Two projects (tests/README.md): `smoke`, the read-only tests of tests/e2e/smoke, safe against
// any deployment; `full`, everything else, which writes and so runs only against the reference
// server that this run starts, unless MC_E2E_ALLOW_WRITES=1 says the deployment may be changed.
const target = e2eTarget();
const refuseWrites = target.kind === 'deployment' && !target.allowWrites;

// Without MC_E2E_BASE_URL, the run starts reference servers on free ports with throw-away
// databases: one per worker, because the full suite's tests write and two workers on one
// database would see each other's rows. Ports and data directories are computed once here and
// handed to the workers through the environment; a worker tests against the server of its
// parallel slot (TEST_PARALLEL_INDEX, set before a worker loads this file). MC_E2E_WORKERS sets
// how many (default: one per core).
const freePort = () =>
    Number(
        execFileSync(process.execPath, [
            '-e',
            "const s=require('net').createServer();s.listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})",
        ]).toString()
    );
const serverCount = target.kind === 'reference' ? Math.max(1, Number(process.env.MC_E2E_WORKERS) || availableParallelism()) : 1;
// Throw-away directories are made by the runner's process, the first to read this file (the
// workers inherit their names), and removed when it exits, after it has stopped the servers.
const madeHere: string[] = [];
const throwAwayDir = (prefix: string) => {
    const dir = mkdtempSync(join(tmpdir(), prefix));
    madeHere.push(dir);
    return dir;
};
if (target.kind === 'reference') {
    process.env.E2E_PORTS ??= Array.from({ length: serverCount }, freePort).join(',');
    process.env.E2E_DATA_DIRS ??= Array.from({ length: serverCount }, () => throwAwayDir('mc-e2e-')).join(',');
    // Each server's data directory starts as a copy of the run's seeded template, made by the first
    // server to start, instead of seeding its own (scripts/seededDataDir.mjs).
    process.env.E2E_SEED_TEMPLATES ??= throwAwayDir('mc-e2e-seed-');
}
if (madeHere.length) process.once('exit', () => madeHere.forEach(dir => rmSync(dir, { recursive: true, force: true, maxRetries: 3 })));
process.env.E2E_RUN_ID ??= String(process.pid);
// The server as `npm start` runs it: built from this checkout's sources (well under a second)
// when the run starts. Servers started side by side build the same file, each written aside and
// renamed. The servers that tests start themselves (support/referenceServer.ts) run the same build.
process.env.E2E_SERVER_DIR ??= '.tmp/e2e-server';
// The e2e server's seed gives the same rows on every run (server/domains/shared/seedClock.ts).
process.env.MC_SEED_NOW ??= PINNED_SEED_NOW;
const ports = (process.env.E2E_PORTS ?? '').split(',');
const dataDirs = (process.env.E2E_DATA_DIRS ?? '').split(',');
const slot = Number(process.env.TEST_PARALLEL_INDEX ?? 0) % ports.length;
const baseURL = target.kind === 'deployment' ? target.baseURL : `http://127.0.0.1:${ports[slot]}`;

type WebServer = Extract<NonNullable<PlaywrightTestConfig['webServer']>, unknown[]>[number];

const referenceServer = (port: string, dataDir: string): WebServer => ({
    command: [
        `node scripts/buildServer.mjs --out ${process.env.E2E_SERVER_DIR}`,
        `node scripts/seededDataDir.mjs --server ${process.env.E2E_SERVER_DIR}/main.mjs`,
        `node --enable-source-maps ${process.env.E2E_SERVER_DIR}/main.mjs`,
    ].join(' && '),
    url: `http://127.0.0.1:${port}/config.json`,
    // The first server to start also makes the seed template: a first start of its own.
    timeout: 180_000,
    reuseExistingServer: false,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
        PORT: port,
        HOST: '127.0.0.1',
        MC_DATA_DIR: dataDir,
        MC_E2E: '1',
        // The chat icon would sit over the bottom-right corner of every page; the chat
        // test (tests/e2e/chat.spec.ts) asks for the built-in frame itself.
        MC_KEFU_HOST: 'off',
        // The loopback proxy is trusted, so a test may speak from an address of its own
        // (X-Forwarded-For): a password spray must not make the rest of the suite's logins
        // from 127.0.0.1 need a captcha (signInSecurity.spec.ts).
        MC_TRUST_PROXY: '127.0.0.1',
        // The same server under another name, which the debug dialog's test switches the console to (layout.spec.ts).
        MC_CONNECT_ORIGINS: `http://localhost:${port}`,
    },
});

// Evidence: a failed test keeps its trace, screenshot and video in its folder under outputDir,
// and the HTML report (never opened by the run) shows them with the test. `npm test` names the
// report in its closing line and has the JSON reporter write its counts.
const runDir = `test-results/run-${process.env.E2E_RUN_ID}`;
const reportDir = `test-results/report-${process.env.E2E_RUN_ID}`;
// Recording a trace and a video of every test cost a quarter of the run's time on this machine's
// two cores (two spec files: 96 s recorded, 71 s not). So `npm test` and CI run each test once
// unrecorded, with a screenshot of a failure, and the one retry of a failed test records both:
// a test that fails twice has its trace and video from the second try. A run of its own
// (`npx playwright test`) keeps the evidence of every failure at its first try.
const retryEvidence = Boolean(process.env.CI || process.env.MC_E2E_RETRY_EVIDENCE);
const reporter: ReporterDescription[] = [['list'], ['html', { outputFolder: reportDir, open: 'never' }]];
if (process.env.PLAYWRIGHT_JSON_OUTPUT_NAME) reporter.push(['json']);

export default defineConfig({
    testDir: 'tests/e2e',
    // One folder per run, so that runs started side by side do not delete each other's evidence.
    outputDir: runDir,
    timeout: 60_000,
    expect: { timeout: 10_000 },
    fullyParallel: false,
    // One worker per reference server; against a deployment, one unless --workers says more.
    workers: serverCount,
    // At most one retry, in `npm test` and CI only; a test that passes on it is reported as flaky,
    // not passed.
    retries: retryEvidence ? 1 : 0,
    reporter,
    use: {
        baseURL,
        locale: 'zh-CN',
        trace: retryEvidence ? 'on-first-retry' : 'retain-on-failure',
        screenshot: 'only-on-failure',
        // Playwright records with its ffmpeg (scripts/videoRecorder.mjs); without it, no video.
        video: canRecordVideo() ? (retryEvidence ? 'on-first-retry' : 'retain-on-failure') : 'off',
        launchOptions: CHROMIUM_LAUNCH_OPTIONS,
        // The browser asks for reduced motion, as an operator's system may (src/ui/ReducedMotion.tsx):
        // dialogs, menus and folding filters appear at once. Nothing the suite checks moves, and
        // every check that waits for a page to settle (an axe scan, a screenshot) no longer waits
        // out a transition: half a second after each unfolded filter.
        reducedMotion: 'reduce',
    },
    projects: [
        // Read-only, so its tests (one per account and language) may run side by side, on any
        // worker's server.
        { name: 'smoke', testDir: 'tests/e2e/smoke', fullyParallel: true },
        { name: 'full', testIgnore: 'smoke/**', dependencies: refuseWrites ? ['refuse writes'] : [] },
        // Fails with the reason, so that none of the full suite runs against a deployment.
        ...(refuseWrites ? [{ name: 'refuse writes', testMatch: 'support/refuseWrites.setup.ts' }] : []),
    ],
    // The CSP figure starts again with each run against the reference servers, never with the
    // smoke run a test starts against a deployment in the middle of one.
    globalSetup: target.kind === 'reference' ? './tests/e2e/support/resetFigures.setup.ts' : undefined,
    webServer: target.kind === 'reference' ? ports.map((port, index) => referenceServer(port, dataDirs[index])) : undefined,
});
