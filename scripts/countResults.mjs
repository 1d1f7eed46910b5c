// The counting behind `npm test`'s closing line, apart so that it can be tested. Every failure
// counts: a test that failed, a test file that failed outside its tests (it did not load,
// collect or compile, or a hook failed), a runner's own error, and a step that failed with none
// of these in its report. So the steps named under "Failed steps" always add to `N failed`.
import { relative } from 'node:path';

/**
 * One step's counts from its JSON report. Vitest has no retries, so no flaky tests. Playwright
 * (`stats` of its JSON reporter): `expected` passed at once, `unexpected` failed every try,
 * `flaky` failed and then passed on the CI retry; a flaky test is counted as flaky, not passed,
 * so that a retry cannot hide it.
 */
export const countResults = (kind, json) => {
    if (kind === 'vitest') return { passed: json?.numPassedTests ?? 0, failed: json?.numFailedTests ?? 0, flaky: 0 };
    if (kind === 'playwright') {
        const stats = json?.stats ?? {};
        return { passed: stats.expected ?? 0, failed: stats.unexpected ?? 0, flaky: stats.flaky ?? 0 };
    }
    throw new Error(`unknown report kind ${kind}`);
};

const NO_COUNTS = { passed: 0, failed: 0, flaky: 0 };

const firstLine = text =>
    String(text ?? '')
        // eslint-disable-next-line no-control-regex -- the colour codes of a runner's message
        .replace(/\u001b\[[0-9;]*m/g, '')
        .split('\n')
        .map(line => line.trim())
        .find(line => line !== '') ?? '';

/**
 * The failures of a report that no failed test stands for, one name each: a vitest file marked
 * failed with no failed test in it (it failed to load, collect or compile, or a hook threw, so
 * its tests were skipped), and Playwright's top-level errors (a spec that did not load, a global
 * setup that threw).
 */
export const failuresOutsideTests = (kind, json, root = process.cwd()) => {
    if (kind === 'vitest') {
        return (json?.testResults ?? [])
            .filter(file => file.status === 'failed' && !(file.assertionResults ?? []).some(test => test.status === 'failed'))
            .map(file => `${relative(root, file.name ?? '?')}: ${firstLine(file.message) || 'failed outside its tests (a hook or its set-up)'}`);
    }
    if (kind === 'playwright') {
        return (json?.errors ?? []).map(error => {
            const where = error.location?.file ? `${relative(root, error.location.file)}: ` : '';
            return `${where}${firstLine(error.message ?? error.stack) || 'a runner error'}`;
        });
    }
    return [];
};

/**
 * One step's share of the closing line. `kind`: `check` (no test count: one check, passed or
 * failed), `vitest` or `playwright` (counted from `json`, its report). A step that failed
 * (`exitCode` not 0) with no failure in its report, or with no report, counts as one failure
 * named after the step; a step whose report holds a failure has failed whatever its exit code.
 * Answers the counts, the named failures no test title shows, and whether the step failed.
 */
export const stepOutcome = ({ name, kind = 'check', exitCode, json }) => {
    if (kind === 'check') {
        return exitCode === 0
            ? { counts: { ...NO_COUNTS, passed: 1 }, failures: [], failed: false }
            : { counts: { ...NO_COUNTS, failed: 1 }, failures: [`${name} (exit code ${exitCode})`], failed: true };
    }
    const tests = countResults(kind, json);
    const outside = failuresOutsideTests(kind, json);
    const counts = { ...tests, failed: tests.failed + outside.length };
    const failures = outside.map(failure => `${name}: ${failure}`);
    if (exitCode !== 0 && counts.failed === 0) {
        counts.failed = 1;
        failures.push(`${name}: exit code ${exitCode}, ${json === undefined ? 'no report written' : 'no failed test in its report'}`);
    }
    return { counts, failures, failed: exitCode !== 0 || counts.failed > 0 };
};

export const addCounts = (a, b) => ({ passed: a.passed + b.passed, failed: a.failed + b.failed, flaky: a.flaky + b.flaky });

/** The titles of the flaky tests of a Playwright JSON report, `file › title`, to be named in the summary. */
export const flakyTests = json => {
    const found = [];
    const walk = (suite, file) => {
        for (const spec of suite.specs ?? []) {
            for (const test of spec.tests ?? [])
                if (test.status === 'flaky') found.push(`${spec.file ?? file} › ${spec.title}${test.projectName ? ` [${test.projectName}]` : ''}`);
        }
        for (const child of suite.suites ?? []) walk(child, suite.file ?? file);
    };
    for (const suite of json?.suites ?? []) walk(suite, suite.file);
    return found;
};

/** The longest error text a failed test's line carries: enough to tell one failure from another. */
const ERROR_CHARS = 240;

const withError = (name, message) => {
    const line = firstLine(message);
    return line ? `${name}: ${line.length > ERROR_CHARS ? `${line.slice(0, ERROR_CHARS)}…` : line}` : name;
};

/**
 * The failed tests of a report, `file › title: first line of the error`, so that the end of a
 * run's output (all that a CI log may keep) names what failed, not only how many.
 */
export const failedTests = (kind, json, root = process.cwd()) => {
    if (kind === 'vitest') {
        return (json?.testResults ?? []).flatMap(file =>
            (file.assertionResults ?? [])
                .filter(test => test.status === 'failed')
                .map(test => withError(`${relative(root, file.name ?? '?')} › ${test.fullName ?? test.title}`, test.failureMessages?.[0]))
        );
    }
    if (kind === 'playwright') {
        const found = [];
        const walk = (suite, file) => {
            for (const spec of suite.specs ?? []) {
                for (const test of spec.tests ?? []) {
                    if (test.status !== 'unexpected') continue;
                    const last = (test.results ?? []).at(-1);
                    const name = `${spec.file ?? file} › ${spec.title}${test.projectName ? ` [${test.projectName}]` : ''}`;
                    found.push(withError(name, last?.error?.message ?? last?.errors?.[0]?.message));
                }
            }
            for (const child of suite.suites ?? []) walk(child, suite.file ?? file);
        };
        for (const suite of json?.suites ?? []) walk(suite, suite.file);
        return found;
    }
    return [];
};

/** How many failures outside the tests the closing line names itself; the rest are listed above it. */
const NAMED_IN_LINE = 3;

/**
 * The closing line: `N passed, N failed, N flaky`, then the failures that are no test (a file
 * that did not load, a failed step; the first few by name), then where the end-to-end evidence is.
 */
export const summaryLine = ({ passed, failed, flaky }, reports = [], failures = []) => {
    const list = [reports].flat();
    const named = failures.length
        ? `; failed outside any test: ${failures.slice(0, NAMED_IN_LINE).join(' | ')}${failures.length > NAMED_IN_LINE ? ` | and ${failures.length - NAMED_IN_LINE} more, listed above` : ''}`
        : '';
    const where = list.length
        ? `; end-to-end ${list.length > 1 ? 'reports' : 'report'} (traces, screenshots and videos of failed tests): ${list.join(' and ')}`
        : '';
    return `${passed} passed, ${failed} failed, ${flaky} flaky${named}${where}`;
};
