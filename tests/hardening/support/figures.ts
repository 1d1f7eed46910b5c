import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Where each suite leaves its figure; `npm run hardening` (scripts/hardening.mjs) reads the
 * folder after vitest and prints one `suite: tried N / held N` line per file. The vitest suites
 * write to `.tmp/hardening/vitest` (cleared by each run of the script), the end-to-end XSS
 * spec to `.tmp/hardening/e2e`. No vitest or fast-check here: Playwright imports this file too.
 */
const figuresDir = () => path.resolve(process.env.MC_HARDENING_DIR ?? '.tmp/hardening/vitest');

export interface Figure {
    tried: number;
    held: number;
    /** Largest server memory growth seen over one case of the suite, in MiB. */
    peakRssMiB?: number;
    /** What the suite measured besides its counts (the timing suite's medians), printed after them. */
    note?: string;
}

const stemOf = (suite: string) => suite.replace(/[^\w.-]+/g, '_');

/**
 * A suite's figure as this process recorded it. Each process writes a file of its own, so that
 * the workers of one run (a walk on each) never overwrite each other's counts; the printer
 * (scripts/hardening.mjs) sums the files of a suite.
 */
const fileOf = (suite: string) => path.join(figuresDir(), `${stemOf(suite)}.${process.pid}.json`);

/**
 * Starts a suite's figure again: the end-to-end suites, whose folder no script clears, call it
 * before their first case, each for its own suites only.
 */
export const resetFigure = (suite: string): void => {
    if (!existsSync(figuresDir())) return;
    for (const name of readdirSync(figuresDir()))
        if (name.startsWith(`${stemOf(suite)}.`) && name.endsWith('.json')) rmSync(path.join(figuresDir(), name), { force: true });
};

/**
 * Adds to a suite's figure. A suite spread over several tests (one per upload, per payload)
 * sums them, so the printed line counts every case it tried, not the tests that ran it.
 */
export const recordFigure = (suite: string, tried: number, held: number, peakRssMiB?: number, note?: string): void => {
    mkdirSync(figuresDir(), { recursive: true });
    const file = fileOf(suite);
    const before: Figure = existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as Figure) : { tried: 0, held: 0 };
    const peak = Math.max(before.peakRssMiB ?? 0, peakRssMiB ?? 0);
    const notes = note ?? before.note;
    writeFileSync(
        file,
        JSON.stringify({
            suite,
            tried: before.tried + tried,
            held: before.held + held,
            ...(peak ? { peakRssMiB: peak } : {}),
            ...(notes ? { note: notes } : {}),
        })
    );
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
