// npm test: install what is missing (npm packages, Debian's chromium and CJK fonts), then run every check:
// the type check of an isolated copy of the checkout (no sibling dependency), lint (ESLint with
// the layer order and no path outside the repository, then Prettier), unit tests, contract tests (on
// PGlite, then on PostgreSQL), the production build (console and server), then side by side the
// full end-to-end suite and (the smoke tests, then the scale-out test), and last the hardening
// suites (npm run hardening).
// Ends with one "N passed, N failed, N flaky" line summed over all runners, which says where the
// end-to-end report (with the evidence of failed tests) is.
import { execSync, spawn } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, openSync, readFileSync, rmSync } from 'node:fs';
import { addCounts, flakyTests, stepOutcome, summaryLine } from './countResults.mjs';
import { ensureDeps } from './ensureDeps.mjs';
import { KEPT_RUNS, pruneTestResults } from './pruneTestResults.mjs';
import { ensureVideoRecorder } from './videoRecorder.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** Installs a Debian package with apt-get (through sudo when not root); false when that fails. */
const aptInstall = pkg => {
    const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
    try {
        execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${pkg}`, { stdio: 'inherit' });
        return true;
    } catch {
        return false;
    }
};

const ensureChromium = () => {
    if (existsSync(CHROMIUM)) return;
    console.log(`${CHROMIUM} is missing: installing Debian's chromium…`);
    if (!aptInstall('chromium')) {
        console.error(`Could not install chromium. Install it yourself (apt-get install chromium) or set CHROMIUM_PATH.`);
        process.exit(1);
    }
};

// Without a CJK font Chromium draws every Chinese character as the same empty box, so the
// screenshots and videos of failed tests (and docs:screenshots) would show boxes. The tests
// themselves read text, not pixels: a failed install is reported and the run goes on.
const hasCjkFont = () => {
    try {
        return execSync('fc-list :lang=zh family', { encoding: 'utf8' }).trim() !== '';
    } catch {
        return false;
    }
};
const ensureCjkFont = () => {
    if (hasCjkFont()) return;
    console.log("No Chinese font: installing Debian's fonts-noto-cjk…");
    if (!aptInstall('fonts-noto-cjk')) console.error('Could not install fonts-noto-cjk: screenshots and videos will show Chinese as empty boxes.');
};

ensureDeps();
ensureChromium();
ensureCjkFont();
ensureVideoRecorder();
mkdirSync('.tmp', { recursive: true });

// playwright.config.ts names its output folders after the run id: set here, so that the
// closing line can say where the report is.
const e2eRunId = `test-${process.pid}`;
const e2eSmokeRunId = `${e2eRunId}-smoke`;
const e2eReports = [e2eRunId, e2eSmokeRunId].map(id => `test-results/report-${id}/index.html`);

const steps = [
    // First, what a user's fresh clone would meet: the type check runs in a copy of the checkout
    // alone in a folder (scripts/isolatedCopy.mjs), so an import of anything beside the
    // repository fails here. Lint and the type check have no test count of their own: each
    // counts as one check, passed or failed.
    { name: 'type check of an isolated copy', cmd: 'node scripts/typeCheckAlone.mjs', kind: 'check' },
    { name: 'lint', cmd: 'npm run --silent lint', kind: 'check' },
    {
        name: 'unit tests',
        cmd: 'npx vitest run --project unit --reporter=default --reporter=json --outputFile.json=.tmp/unit.json',
        report: '.tmp/unit.json',
        kind: 'vitest',
    },
    {
        name: 'contract tests on PGlite',
        cmd: 'npx vitest run --project contract --reporter=default --reporter=json --outputFile.json=.tmp/contract.json',
        report: '.tmp/contract.json',
        kind: 'vitest',
    },
    // The same suite on a throw-away PostgreSQL cluster (initdb into a temp dir, free port; Debian's
    // postgresql is installed when missing). Its failures are named `contract-postgres`.
    {
        name: 'contract tests on PostgreSQL',
        cmd: 'npx vitest run --project contract-postgres --reporter=default --reporter=json --outputFile.json=.tmp/contract-postgres.json',
        report: '.tmp/contract-postgres.json',
        kind: 'vitest',
    },
    { name: 'build', cmd: 'npx vite build --logLevel warn && node scripts/buildServer.mjs', kind: 'check' },
    // Two lanes side by side. The full end-to-end suite runs one test at a time, as its tests
    // write, and kept about two thirds of one core busy (351 CPU seconds over 9 minutes). Beside
    // it: the read-only smoke tests (every route of every account, scanned by axe in zh-cn and en,
    // two at a time), then the scale-out test. Each end-to-end project runs against a reference
    // server of its own that the run starts (tests/README.md); the reporters (list, HTML, JSON)
    // are the config's. The first lane prints as it goes, the other when the lanes are done.
    {
        lanes: [
            [
                {
                    name: 'end-to-end tests',
                    cmd: 'npx playwright test --project=full',
                    env: {
                        PLAYWRIGHT_JSON_OUTPUT_NAME: '.tmp/e2e.json',
                        E2E_RUN_ID: e2eRunId,
                        MC_E2E_BASE_URL: '',
                        MC_E2E_ACCOUNTS: '',
                        MC_E2E_RETRY_EVIDENCE: '1',
                    },
                    report: '.tmp/e2e.json',
                    kind: 'playwright',
                },
            ],
            [
                {
                    name: 'end-to-end smoke tests',
                    cmd: 'npx playwright test --project=smoke --workers=2',
                    env: {
                        PLAYWRIGHT_JSON_OUTPUT_NAME: '.tmp/e2e-smoke.json',
                        E2E_RUN_ID: e2eSmokeRunId,
                        MC_E2E_BASE_URL: '',
                        MC_E2E_ACCOUNTS: '',
                        MC_E2E_RETRY_EVIDENCE: '1',
                    },
                    report: '.tmp/e2e-smoke.json',
                    kind: 'playwright',
                },
                {
                    name: 'scale-out test',
                    cmd: 'npx vitest run --project scaleout --reporter=default --reporter=json --outputFile.json=.tmp/scaleout.json',
                    report: '.tmp/scaleout.json',
                    kind: 'vitest',
                },
            ],
        ],
        // Earlier runs' reports and evidence would pile up under test-results/: the newest few stay.
        before: () => {
            const removed = pruneTestResults('test-results', KEPT_RUNS);
            if (removed.length) console.log(`Removed ${removed.length} older run folders from test-results/ (the newest ${KEPT_RUNS} of each kind stay).`);
        },
    },
    // Property and hostile-input suites; they print their own `suite: tried N / held N` lines,
    // with the XSS figure of the end-to-end run just before.
    {
        name: 'hardening',
        cmd: 'node scripts/hardening.mjs --json .tmp/hardening.json',
        report: '.tmp/hardening.json',
        kind: 'vitest',
    },
];

const readReport = step => {
    try {
        return JSON.parse(readFileSync(step.report, 'utf8'));
    } catch {
        return undefined;
    }
};

let totals = { passed: 0, failed: 0, flaky: 0 };
const flaky = [];
const failedSteps = [];
/** Failures that no failed test's title shows: files that did not load, failed steps. */
const failuresOutside = [];

/**
 * Runs one step's command. `log` (a lane that is not the first): its output goes to that file,
 * printed by the caller once the lanes are done, so that two steps never interleave their lines.
 */
const runStep = (step, log) =>
    new Promise(resolve => {
        console.log(`\n=== ${step.name}: ${step.cmd}${log ? ` (beside the step above; its output is in ${log}, shown when both are done)` : ''}`);
        const started = Date.now();
        // A report left by an earlier run must not be counted for a step that wrote none.
        if (step.report) rmSync(step.report, { force: true });
        step.before?.();
        const out = log ? openSync(log, 'w') : undefined;
        const child = spawn(step.cmd, { shell: true, stdio: out === undefined ? 'inherit' : ['ignore', out, out], env: { ...process.env, ...step.env } });
        child.on('exit', code => {
            if (out !== undefined) closeSync(out);
            const seconds = Math.round((Date.now() - started) / 1000);
            resolve({ step, exitCode: code, ended: `=== ${step.name}: ${code === 0 ? 'ok' : 'FAILED'} in ${seconds} s` });
        });
    });

const count = ({ step, exitCode }) => {
    const json = step.report ? readReport(step) : undefined;
    const outcome = stepOutcome({ name: step.name, kind: step.kind, exitCode, json });
    totals = addCounts(totals, outcome.counts);
    failuresOutside.push(...outcome.failures);
    if (step.kind === 'playwright') flaky.push(...flakyTests(json));
    if (outcome.failed) failedSteps.push(step.name);
};

for (const entry of steps) {
    if (!entry.lanes) {
        const result = await runStep(entry);
        console.log(result.ended);
        count(result);
        continue;
    }
    entry.before?.();
    const logs = [];
    const lanes = entry.lanes.map(async (lane, index) => {
        const results = [];
        for (const step of lane) {
            const log = index === 0 ? undefined : `.tmp/step-${step.name.replace(/\W+/g, '-')}.log`;
            const result = await runStep(step, log);
            if (log) logs.push({ log, result });
            else console.log(result.ended);
            results.push(result);
        }
        return results;
    });
    for (const result of (await Promise.all(lanes)).flat()) count(result);
    for (const { log, result } of logs) {
        console.log(`\n=== ${result.step.name} (ran beside the step above):`);
        process.stdout.write(readFileSync(log));
        console.log(result.ended);
    }
}
if (failedSteps.length) console.log(`\nFailed steps: ${failedSteps.join(', ')}`);
if (failuresOutside.length)
    console.log(`\nFailed outside any test (each counted as one failure):\n${failuresOutside.map(failure => `  ${failure}`).join('\n')}`);
// Failed on the first try, passed on the retry: listed so that they get fixed, not retried away.
if (flaky.length) console.log(`\nFlaky (failed, then passed on the retry):\n${flaky.map(title => `  ${title}`).join('\n')}`);
console.log(
    `\n${summaryLine(
        totals,
        e2eReports.filter(report => existsSync(report)),
        failuresOutside
    )}`
);
process.exit(failedSteps.length ? 1 : 0);
