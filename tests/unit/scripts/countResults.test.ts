import { describe, expect, it } from 'vitest';
import { addCounts, countResults, flakyTests, summaryLine } from '../../../scripts/countResults.mjs';

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

describe('summaryLine', () => {
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
