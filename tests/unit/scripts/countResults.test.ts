import { describe, expect, it } from 'vitest';
import { addCounts, countResults, failedTests, flakyTests, stepOutcome, summaryLine } from '../../../scripts/countResults.mjs';

// The shape of Playwright's JSON reporter, trimmed to what the counting reads.
const playwrightReport = {
    stats: { expected: 40, unexpected: 2, flaky: 1, skipped: 3 },
    suites: [
        {
            title: 'layout.spec.ts',
            file: 'layout.spec.ts',
            specs: [
                { title: 'tabs stay alive', file: 'layout.spec.ts', tests: [{ projectName: 'full', status: 'flaky' }] },
                { title: 'menus', file: 'layout.spec.ts', tests: [{ projectName: 'full', status: 'expected' }] },
            ],
            suites: [{ title: 'nested', specs: [{ title: 'inner', file: 'layout.spec.ts', tests: [{ projectName: 'smoke', status: 'flaky' }] }] }],
        },
    ],
};

describe('countResults', () => {
    it('counts a test that failed and then passed on the retry as flaky, not as passed', () => {
        expect(countResults('playwright', playwrightReport)).toEqual({ passed: 40, failed: 2, flaky: 1 });
    });

    it('reads vitest reports, which have no flaky tests', () => {
        expect(countResults('vitest', { numPassedTests: 7, numFailedTests: 1 })).toEqual({ passed: 7, failed: 1, flaky: 0 });
    });

    it('counts nothing for a step that wrote no report', () => {
        expect(countResults('playwright', undefined)).toEqual({ passed: 0, failed: 0, flaky: 0 });
        expect(countResults('vitest', undefined)).toEqual({ passed: 0, failed: 0, flaky: 0 });
    });

    it('sums the steps', () => {
        expect(addCounts({ passed: 1, failed: 2, flaky: 3 }, { passed: 10, failed: 20, flaky: 30 })).toEqual({ passed: 11, failed: 22, flaky: 33 });
    });

    it('names the flaky tests, nested suites included', () => {
        expect(flakyTests(playwrightReport)).toEqual(['layout.spec.ts › tabs stay alive [full]', 'layout.spec.ts › inner [smoke]']);
        expect(flakyTests(undefined)).toEqual([]);
    });
});

// The shape of vitest's JSON reporter for a run where one file did not load, one did not compile,
// one lost its tests to a throwing hook, and one had a failed test (taken from a real run).
const root = process.cwd();
const vitestReport = {
    numPassedTests: 1,
    numFailedTests: 1,
    testResults: [
        {
            name: `${root}/tests/unit/broken.test.ts`,
            status: 'failed',
            message: 'Failed to resolve import "../../../sibling/protocol/vectors.json" from "tests/unit/broken.test.ts". Does the file exist?',
            assertionResults: [],
        },
        {
            name: `${root}/tests/unit/syntax.test.ts`,
            status: 'failed',
            message: '\u001b[31mTransform failed with 1 error:\n\n[PARSE_ERROR] Expected `,`',
            assertionResults: [],
        },
        { name: `${root}/tests/unit/hook.test.ts`, status: 'failed', message: '', assertionResults: [{ title: 'a', status: 'skipped' }] },
        {
            name: `${root}/tests/unit/ok.test.ts`,
            status: 'failed',
            message: '',
            assertionResults: [
                { title: 'a', status: 'passed' },
                { title: 'b', status: 'failed' },
            ],
        },
        { name: `${root}/tests/unit/fine.test.ts`, status: 'passed', message: '', assertionResults: [{ title: 'c', status: 'passed' }] },
    ],
};

describe('stepOutcome', () => {
    it('counts each test file that failed outside its tests as one failure, and names it', () => {
        const outcome = stepOutcome({ name: 'unit tests', kind: 'vitest', exitCode: 1, json: vitestReport });
        expect(outcome.counts).toEqual({ passed: 1, failed: 4, flaky: 0 });
        expect(outcome.failures).toEqual([
            'unit tests: tests/unit/broken.test.ts: Failed to resolve import "../../../sibling/protocol/vectors.json" from "tests/unit/broken.test.ts". Does the file exist?',
            'unit tests: tests/unit/syntax.test.ts: Transform failed with 1 error:',
            'unit tests: tests/unit/hook.test.ts: failed outside its tests (a hook or its set-up)',
        ]);
        expect(outcome.failed).toBe(true);
    });

    it('counts each of Playwright’s own errors (a spec that did not load) as one failure, and names it', () => {
        const report = {
            stats: { expected: 0, unexpected: 0, flaky: 0 },
            errors: [
                {
                    message: "Error: Cannot find module '/work/shared/x.json' imported from /r/tests/e2e/zz.spec.ts",
                    location: { file: `${root}/tests/e2e/zz.spec.ts` },
                },
                { message: 'Error: No tests found.\nMake sure that arguments are regular expressions' },
            ],
        };
        const outcome = stepOutcome({ name: 'end-to-end tests', kind: 'playwright', exitCode: 1, json: report });
        expect(outcome.counts).toEqual({ passed: 0, failed: 2, flaky: 0 });
        expect(outcome.failures).toEqual([
            "end-to-end tests: tests/e2e/zz.spec.ts: Error: Cannot find module '/work/shared/x.json' imported from /r/tests/e2e/zz.spec.ts",
            'end-to-end tests: Error: No tests found.',
        ]);
    });

    it('counts a step that failed with no failed test as one failure: no report, or a report that shows none', () => {
        expect(stepOutcome({ name: 'contract tests on PostgreSQL', kind: 'vitest', exitCode: 1, json: undefined })).toEqual({
            counts: { passed: 0, failed: 1, flaky: 0 },
            failures: ['contract tests on PostgreSQL: exit code 1, no report written'],
            failed: true,
        });
        // vitest's unhandled errors fail the run with every test passed.
        const unhandled = stepOutcome({ name: 'unit tests', kind: 'vitest', exitCode: 1, json: { numPassedTests: 9, numFailedTests: 0, testResults: [] } });
        expect(unhandled.counts).toEqual({ passed: 9, failed: 1, flaky: 0 });
        expect(unhandled.failures).toEqual(['unit tests: exit code 1, no failed test in its report']);
    });

    it('counts a check (lint, the type check, the build) as one, and a step whose report holds a failure as failed whatever its exit code', () => {
        expect(stepOutcome({ name: 'lint', kind: 'check', exitCode: 0 })).toEqual({ counts: { passed: 1, failed: 0, flaky: 0 }, failures: [], failed: false });
        expect(stepOutcome({ name: 'build', exitCode: 2 })).toEqual({
            counts: { passed: 0, failed: 1, flaky: 0 },
            failures: ['build (exit code 2)'],
            failed: true,
        });
        expect(stepOutcome({ name: 'unit tests', kind: 'vitest', exitCode: 0, json: { numPassedTests: 2, numFailedTests: 1 } }).failed).toBe(true);
        expect(stepOutcome({ name: 'unit tests', kind: 'vitest', exitCode: 0, json: { numPassedTests: 2, numFailedTests: 0 } })).toEqual({
            counts: { passed: 2, failed: 0, flaky: 0 },
            failures: [],
            failed: false,
        });
    });

    it('never has a failed step without a failure in the count', () => {
        const steps = [
            { name: 'type check of an isolated copy', kind: 'check' as const, exitCode: 2 },
            { name: 'unit tests', kind: 'vitest' as const, exitCode: 1, json: vitestReport },
            { name: 'hardening', kind: 'vitest' as const, exitCode: 1, json: undefined },
            { name: 'end-to-end tests', kind: 'playwright' as const, exitCode: 0, json: { stats: { expected: 3, unexpected: 0, flaky: 1 } } },
        ];
        const outcomes = steps.map(stepOutcome);
        const failedSteps = steps.filter((_, i) => outcomes[i].failed).map(step => step.name);
        const failed = outcomes.reduce((sum, outcome) => sum + outcome.counts.failed, 0);
        expect(failedSteps).toEqual(['type check of an isolated copy', 'unit tests', 'hardening']);
        expect(failed).toBe(1 + 4 + 1);
        for (const outcome of outcomes) if (outcome.failed) expect(outcome.counts.failed).toBeGreaterThan(0);
    });
});

describe('summaryLine', () => {
    it('names the failures that are no test in the closing line, the first three by name', () => {
        expect(
            summaryLine({ passed: 3, failed: 2, flaky: 0 }, [], ['unit tests: tests/unit/broken.test.ts: Failed to resolve import', 'lint (exit code 1)'])
        ).toBe('3 passed, 2 failed, 0 flaky; failed outside any test: unit tests: tests/unit/broken.test.ts: Failed to resolve import | lint (exit code 1)');
        expect(summaryLine({ passed: 0, failed: 5, flaky: 0 }, ['r/index.html'], ['a', 'b', 'c', 'd', 'e'])).toBe(
            '0 passed, 5 failed, 0 flaky; failed outside any test: a | b | c | and 2 more, listed above; end-to-end report (traces, screenshots and videos of failed tests): r/index.html'
        );
    });

    it('keeps the "N passed, N failed" form, adds the flaky count and where the report is', () => {
        expect(summaryLine({ passed: 3, failed: 0, flaky: 1 })).toBe('3 passed, 0 failed, 1 flaky');
        expect(summaryLine({ passed: 3, failed: 1, flaky: 0 }, 'test-results/report-test-1/index.html')).toMatch(
            /^3 passed, 1 failed, 0 flaky; .*test-results\/report-test-1\/index\.html$/
        );
    });

    it('names every end-to-end report (the full and the smoke project each write one)', () => {
        expect(summaryLine({ passed: 3, failed: 0, flaky: 0 }, ['r/full/index.html', 'r/smoke/index.html'])).toBe(
            '3 passed, 0 failed, 0 flaky; end-to-end reports (traces, screenshots and videos of failed tests): r/full/index.html and r/smoke/index.html'
        );
        expect(summaryLine({ passed: 3, failed: 0, flaky: 0 }, [])).toBe('3 passed, 0 failed, 0 flaky');
    });
});

describe('failedTests', () => {
    it('names each failed vitest test with its file and the first line of its error', () => {
        const report = {
            testResults: [
                {
                    name: `${root}/tests/contract/a.test.ts`,
                    assertionResults: [
                        {
                            fullName: 'calls one transaction',
                            status: 'failed',
                            failureMessages: ['\u001b[31mAssertionError: expected 23 to be 20\u001b[39m\n    at x'],
                        },
                        { fullName: 'passes', status: 'passed', failureMessages: [] },
                        { fullName: 'no message', status: 'failed' },
                    ],
                },
            ],
        };
        expect(failedTests('vitest', report)).toEqual([
            'tests/contract/a.test.ts › calls one transaction: AssertionError: expected 23 to be 20',
            'tests/contract/a.test.ts › no message',
        ]);
    });

    it('names each Playwright test that failed every try, with the last try’s error, cut to a line', () => {
        const long = 'x'.repeat(400);
        const report = {
            suites: [
                {
                    file: 'merchants.spec.ts',
                    specs: [
                        {
                            title: 'second merchant',
                            tests: [
                                {
                                    projectName: 'full',
                                    status: 'unexpected',
                                    results: [{ error: { message: 'first try' } }, { error: { message: `Error: timed out\n  at y` } }],
                                },
                            ],
                        },
                        { title: 'retried', tests: [{ projectName: 'full', status: 'flaky', results: [] }] },
                    ],
                    suites: [{ specs: [{ title: 'inner', tests: [{ status: 'unexpected', results: [{ errors: [{ message: long }] }] }] }] }],
                },
            ],
        };
        const names = failedTests('playwright', report);
        expect(names[0]).toBe('merchants.spec.ts › second merchant [full]: Error: timed out');
        expect(names[1]).toBe(`merchants.spec.ts › inner: ${'x'.repeat(240)}…`);
        expect(names).toHaveLength(2);
        expect(failedTests('playwright', undefined)).toEqual([]);
    });
});
