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
    /** Largest server memory growth seen over one case of the suite, in MiB. */
    peakRssMiB?: number;
}

const fileOf = (suite: string) => path.join(FIGURES_DIR, `${suite.replace(/[^\w.-]+/g, '_')}.json`);

/**
 * Adds to a suite's figure. A suite spread over several tests (one per upload, per payload)
 * sums them, so the printed line counts every case it tried, not the tests that ran it.
 */
export const recordFigure = (suite: string, tried: number, held: number, peakRssMiB?: number): void => {
    mkdirSync(FIGURES_DIR, { recursive: true });
    const file = fileOf(suite);
    const before: Figure = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Figure) : { tried: 0, held: 0 };
    const peak = Math.max(before.peakRssMiB ?? 0, peakRssMiB ?? 0);
    writeFileSync(file, JSON.stringify({ suite, tried: before.tried + tried, held: before.held + held, ...(peak ? { peakRssMiB: peak } : {}) }));
};

/**
 * Runs `work` while sampling this process's resident memory every 20 ms (the contract server
 * runs in the test's process): the peak growth over the RSS before, in MiB.
 */
export const measureRss = async <T>(work: () => Promise<T>): Promise<{ result: T; growthMiB: number }> => {
    const before = process.memoryUsage.rss();
    let peak = before;
    const timer = setInterval(() => {
        peak = Math.max(peak, process.memoryUsage.rss());
    }, 20);
    try {
        const result = await work();
        peak = Math.max(peak, process.memoryUsage.rss());
        return { result, growthMiB: Math.round((peak - before) / (1 << 20)) };
    } finally {
        clearInterval(timer);
    }
};

/**
 * One hostile case: counted as tried, and as held when its check passes; a failure still fails
 * the test. A check may answer the memory growth it measured (MiB), kept as the suite's peak.
 */
export const hostileCase = async (suite: string, check: () => Promise<number | void> | number | void): Promise<void> => {
    let held = 0;
    let growth: number | undefined;
    try {
        growth = (await check()) ?? undefined;
        held = 1;
    } finally {
        recordFigure(suite, 1, held, growth);
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
