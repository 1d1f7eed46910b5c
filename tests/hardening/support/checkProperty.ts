import fc from 'fast-check';
import { expect } from 'vitest';
import { recordFigure } from './figures';

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
