import fc from 'fast-check';
import { expect } from 'vitest';
import { recordFigure } from './figures';

/**
 * Cases per property: thousands of cases each, 2000 unless `MC_HARDENING_RUNS` says otherwise
 * (more for a soak run). Anything but a whole number from 1 is refused: an empty value would make
 * every property run 0 cases, and pass.
 */
export const propertyRuns = (value: string | undefined): number => {
    if (value === undefined) return 2000;
    const runs = Number(value);
    if (value.trim() === '' || !Number.isInteger(runs) || runs < 1) throw new Error(`MC_HARDENING_RUNS must be a whole number of cases from 1, not "${value}"`);
    return runs;
};

export const PROPERTY_RUNS = propertyRuns(process.env.MC_HARDENING_RUNS);

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
