// npm test: install what is missing (npm packages, Debian's chromium and CJK fonts), then run every check:
// the type check of an isolated copy of the checkout (no sibling dependency), lint (ESLint with
// the layer order and no path outside the repository, then Prettier), unit tests, contract tests (on
// PGlite, then on PostgreSQL), the production build (console and server), the end-to-end tests
// (the full suite and the smoke tests in one run, one reference server per worker), the
// scale-out test, and last the hardening suites (npm run hardening).
// Ends with one "N passed, N failed, N flaky" line summed over all runners, which says where the
// end-to-end report (with the evidence of failed tests) is.
import { execSync, spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { addCounts, failedTests, flakyTests, stepOutcome, summaryLine } from './countResults.mjs';
import { ensureDeps } from './ensureDeps.mjs';
import { describeMachine } from './figures/describeMachine.mjs';
import { LAST_RUN_FILE, RUN_FIGURES_ENV, testRunRecord } from './figures/lastTestRun.mjs';
import { KEPT_RUNS, pruneTestResults } from './pruneTestResults.mjs';
import { makeScratchDir } from './scratchDir.mjs';
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

// The run's time counts from here: installing what is missing is part of it.
const runStarted = Date.now();
ensureDeps();
ensureChromium();
ensureCjkFont();
ensureVideoRecorder();
mkdirSync('.tmp', { recursive: true });

// The run's throw-away files go to one scratch folder, on tmpfs when there is room
// (scripts/scratchDir.mjs), removed when the run ends or is stopped.
const scratch = makeScratchDir();
process.on('exit', scratch.remove);
for (const [signal, code] of [
    ['SIGINT', 130],
    ['SIGTERM', 143],
])
    process.on(signal, () => process.exit(code));
console.log(`Throw-away files of this run: ${scratch.dir}`);

// playwright.config.ts names its output folders after the run id: set here, so that the
// closing line can say where the report is.
const e2eRunId = `test-${process.pid}`;
const e2eReports = [`test-results/report-${e2eRunId}/index.html`];

const steps = [
    // First, what a user's fresh clone would meet: the type check runs in a copy of the checkout
    // alone in a folder (scripts/isolatedCopy.mjs), so an import of anything beside the
    // repository fails here. Lint and the type check have no test count of their own: each
    // counts as one check, passed or failed.
    // The two run side by side (a list of steps is one group): each is one process on one core.
    [
        { name: 'type check of an isolated copy', cmd: 'node scripts/typeCheckAlone.mjs', kind: 'check' },
        { name: 'lint', cmd: 'npm run --silent lint', kind: 'check' },
    ],
    {
        name: 'unit tests',
        cmd: 'npx vitest run --project unit --project unit-dom --project unit-mocked --reporter=default --reporter=json --outputFile.json=.tmp/unit.json',
        report: '.tmp/unit.json',
        kind: 'vitest',
    },
    // The contract suite on both engines, side by side: a file's server start and the cluster's
    // round trips leave each run's two workers idle a fifth of their time, which the other run
    // fills (bench/CHANGELOG.md has the figures). Each run's throw-away databases are its own.
    [
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
    ],
    { name: 'build', cmd: 'npx vite build --logLevel warn && node scripts/buildServer.mjs', kind: 'check' },
    // The end-to-end tests, both projects in one Playwright run with one worker per core, each
    // worker against a reference server and database of its own (playwright.config.ts): the full
    // suite's writing tests run side by side without seeing each other's rows, and the read-only
    // smoke tests take whichever worker is free, so the two never compete for more browsers than
    // there are cores. The reporters (list, HTML, JSON) are the config's.
    {
        name: 'end-to-end tests',
        cmd: 'npx playwright test --project=full --project=smoke',
        env: {
            PLAYWRIGHT_JSON_OUTPUT_NAME: '.tmp/e2e.json',
            E2E_RUN_ID: e2eRunId,
            MC_E2E_BASE_URL: '',
            MC_E2E_ACCOUNTS: '',
            MC_E2E_RETRY_EVIDENCE: '1',
        },
        report: '.tmp/e2e.json',
        kind: 'playwright',
        // Earlier runs' reports and evidence would pile up under test-results/: the newest few stay.
        before: () => {
            const removed = pruneTestResults('test-results', KEPT_RUNS);
            if (removed.length) console.log(`Removed ${removed.length} older run folders from test-results/ (the newest ${KEPT_RUNS} of each kind stay).`);
        },
    },
    // The scale-out test waits on its instances about half its time; the hardening suites fill
    // the other core meanwhile. Each starts its own throw-away cluster.
    [
        {
            name: 'scale-out test',
            cmd: 'npx vitest run --project scaleout --reporter=default --reporter=json --outputFile.json=.tmp/scaleout.json',
            report: '.tmp/scaleout.json',
            kind: 'vitest',
        },
        // Property and hostile-input suites; they print their own `suite: tried N / held N` lines,
        // with the XSS figure of the end-to-end run just before.
        {
            name: 'hardening',
            cmd: 'node scripts/hardening.mjs --json .tmp/hardening.json',
            report: '.tmp/hardening.json',
            kind: 'vitest',
        },
    ],
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
/** The failed tests by name, printed last so that a log's tail names them. */
const failed = [];
const failedSteps = [];
/** Failures that no failed test's title shows: files that did not load, failed steps. */
const failuresOutside = [];

/** Each step's wall time and counts, printed at the end and kept in tests/LAST_RUN.json (README, "Test time"). */
const stepTimes = [];
/** Where tests write the figures the READMEs quote (tests/contract/support/recordRunFigure.ts). */
const figuresDir = path.join(scratch.dir, 'figures');

/**
 * Runs one step's command, its output inherited; with `beside` (the other steps of its group,
 * run at the same time), its output is held and printed when it ends, so two steps' lines never mix.
 */
const runStep = (step, beside = []) =>
    new Promise(resolve => {
        const header = `\n=== ${step.name}: ${step.cmd}${beside.length ? ` (beside ${beside.map(other => other.name).join(', ')})` : ''}`;
        if (!beside.length) console.log(header);
        const started = Date.now();
        // A report left by an earlier run must not be counted for a step that wrote none.
        if (step.report) rmSync(step.report, { force: true });
        step.before?.();
        const env = { ...process.env, TMPDIR: scratch.dir, [RUN_FIGURES_ENV]: figuresDir, ...step.env };
        const child = spawn(step.cmd, { shell: true, stdio: beside.length ? ['ignore', 'pipe', 'pipe'] : 'inherit', env });
        const held = [];
        child.stdout?.on('data', chunk => held.push(chunk));
        child.stderr?.on('data', chunk => held.push(chunk));
        child.on('close', code => {
            const seconds = Math.round((Date.now() - started) / 1000);
            stepTimes.push({ name: step.name, seconds, ...(beside.length ? { beside: beside.map(other => other.name) } : {}) });
            if (beside.length) {
                console.log(header);
                process.stdout.write(Buffer.concat(held));
            }
            console.log(`=== ${step.name}: ${code === 0 ? 'ok' : 'FAILED'} in ${seconds} s`);
            resolve({ step, exitCode: code });
        });
    });

const count = ({ step, exitCode }) => {
    const json = step.report ? readReport(step) : undefined;
    const outcome = stepOutcome({ name: step.name, kind: step.kind, exitCode, json });
    if (step.report) stepTimes.find(time => time.name === step.name).counts = outcome.counts;
    totals = addCounts(totals, outcome.counts);
    failuresOutside.push(...outcome.failures);
    if (step.kind === 'playwright') flaky.push(...flakyTests(json));
    if (step.report) failed.push(...failedTests(step.kind, json).map(test => `${step.name}: ${test}`));
    if (outcome.failed) failedSteps.push(step.name);
};

const machine = describeMachine();
for (const entry of steps) {
    const group = Array.isArray(entry) ? entry : [entry];
    const outcomes = await Promise.all(group.map(step => runStep(step, group.length > 1 ? group.filter(other => other !== step) : [])));
    outcomes.forEach(count);
}
console.log(
    `\nStep times: ${stepTimes.map(({ name, seconds }) => `${name} ${seconds} s`).join(', ')}; ${Math.round((Date.now() - runStarted) / 1000)} s in all.`
);
// The run's figures, for the READMEs: kept in tests/LAST_RUN.json and written into them (npm run docs:figures).
const record = testRunRecord({
    machine,
    command: 'npm test',
    startedAt: new Date(runStarted).toISOString(),
    endedAt: new Date().toISOString(),
    steps: stepTimes,
    totals,
    figuresDir,
});
writeFileSync(LAST_RUN_FILE, `${JSON.stringify(record, null, 4)}\n`);
try {
    execSync('npx tsx scripts/writeFigures.ts', { stdio: 'inherit' });
} catch {
    console.log(`The READMEs' figures were not rewritten; ${LAST_RUN_FILE} holds this run's (npm run docs:figures).`);
}
if (failedSteps.length) console.log(`\nFailed steps: ${failedSteps.join(', ')}`);
if (failuresOutside.length)
    console.log(`\nFailed outside any test (each counted as one failure):\n${failuresOutside.map(failure => `  ${failure}`).join('\n')}`);
// Failed on the first try, passed on the retry: listed so that they get fixed, not retried away.
if (failed.length) console.log(`\nFailed tests:\n${failed.map(test => `  ${test}`).join('\n')}`);
if (flaky.length) console.log(`\nFlaky (failed, then passed on the retry):\n${flaky.map(title => `  ${title}`).join('\n')}`);
console.log(
    `\n${summaryLine(
        totals,
        e2eReports.filter(report => existsSync(report)),
        failuresOutside
    )}`
);
process.exit(failedSteps.length ? 1 : 0);
