// The counting behind `npm test`'s closing line, apart so that it can be tested.

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

/** The closing line: `N passed, N failed, N flaky`, then where the end-to-end evidence is. */
export const summaryLine = ({ passed, failed, flaky }, reports = []) => {
    const list = [reports].flat();
    const where = list.length
        ? `; end-to-end ${list.length > 1 ? 'reports' : 'report'} (traces, screenshots and videos of failed tests): ${list.join(' and ')}`
        : '';
    return `${passed} passed, ${failed} failed, ${flaky} flaky${where}`;
};
