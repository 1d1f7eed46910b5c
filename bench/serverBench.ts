import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createBenchClient } from './benchClient';
import { benchPaths } from './benchPaths';
import type { Figure } from './Figure';
import { EXPORT_API, measureExport } from './parts/serverExport';
import { measureListLatency } from './parts/serverList';
import { measureOverviewLatency } from './parts/serverOverview';
import { seedDatabase, startReferenceServer } from './referenceServer';

export interface ServerBenchOptions {
    rows: number;
    /** A data directory already seeded (kept); otherwise a throw-away one is seeded with `rows`. */
    seeded?: string;
    exportRuns: number;
    /** performance.now() by which repeated export runs must be done. */
    deadline: number;
    log(message: string): void;
}

/** The reference server at `rows` rows per main table: list and Workbench overview latency, then the synchronous export. */
export const runServerParts = async ({ rows, seeded, exportRuns, deadline, log }: ServerBenchOptions): Promise<Figure[]> => {
    const dataDir = seeded ?? mkdtempSync(join(tmpdir(), 'mc-bench-'));
    const results: Figure[] = [];
    try {
        if (!seeded) {
            log(`  seed --rows ${rows}`);
            const seedMs = await seedDatabase(dataDir, rows);
            results.push({ part: 'Setup', name: `seed --rows ${rows}`, value: seedMs, unit: 'ms', status: 'info', note: 'npm run seed, PGlite, once' });
        }
        const server = await startReferenceServer({ dataDir, distDir: benchPaths.consoleDist });
        try {
            const http = await createBenchClient(server.url);
            log('  list latency');
            results.push(...(await measureListLatency(http)));
            log('  Workbench overview latency');
            results.push(...(await measureOverviewLatency(http)));
            log(`  sync export (up to ${exportRuns} runs)`);
            results.push(...(await measureExport(http, server.pid, EXPORT_API, { runs: exportRuns, deadline })));
        } finally {
            await server.stop();
        }
        return results;
    } finally {
        if (!seeded) rmSync(dataDir, { recursive: true, force: true });
    }
};
