import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import path from 'node:path';
import fc from 'fast-check';
import { expect } from 'vitest';

/**
 * Where each suite leaves its figure; `npm run hardening` (scripts/hardening.mjs) reads the
 * folder after vitest and prints one `suite: tried N / held N` line per file.
 */
export const FIGURES_DIR = path.resolve(process.env.MC_HARDENING_DIR ?? '.tmp/hardening');

export interface Figure {
    tried: number;
    held: number;
}

const fileOf = (suite: string) => path.join(FIGURES_DIR, `${suite.replace(/[^\w.-]+/g, '_')}.json`);

/**
 * Adds to a suite's figure. A suite spread over several tests (one per upload, per payload)
 * sums them, so the printed line counts every case it tried, not the tests that ran it.
 */
export const recordFigure = (suite: string, tried: number, held: number): void => {
    mkdirSync(FIGURES_DIR, { recursive: true });
    const file = fileOf(suite);
    const before: Figure = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Figure) : { tried: 0, held: 0 };
    writeFileSync(file, JSON.stringify({ suite, tried: before.tried + tried, held: before.held + held }));
};

/** One hostile case: counted as tried, and as held when its check passes; a failure still fails the test. */
export const hostileCase = async (suite: string, check: () => Promise<void> | void): Promise<void> => {
    let held = 0;
    try {
        await check();
        held = 1;
    } finally {
        recordFigure(suite, 1, held);
    }
};

/** Cases per property: "thousands of cases each" (issue 19). `MC_HARDENING_RUNS` raises it for a soak run. */
export const PROPERTY_RUNS = Number(process.env.MC_HARDENING_RUNS ?? 2000);

/**
 * Runs a fast-check property, records how many cases it tried and how many held (all but the
 * first counterexample, where fast-check stops), then fails the test with fast-check's report,
 * the seed and shrunk counterexample included, when one did not hold.
 */
export const checkProperty = async <Ts>(suite: string, property: fc.IRawProperty<Ts>, parameters: fc.Parameters<Ts> = {}): Promise<void> => {
    const details = await fc.check(property, { numRuns: PROPERTY_RUNS, ...parameters });
    recordFigure(suite, details.numRuns, details.failed ? details.numRuns - 1 : details.numRuns);
    const cause = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance ?? '');
    const report = `${fc.defaultReportMessage(details) ?? ''}\n${cause}`;
    expect(details.failed, report).toBe(false);
};
