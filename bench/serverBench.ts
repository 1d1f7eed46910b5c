import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startThrowAwayPostgres, type ThrowAwayPostgres } from '../scripts/throwAwayPostgres';
import { createBenchClient } from './benchClient';
import { benchPaths } from './benchPaths';
import type { Figure } from './Figure';
import { EXPORT_API, measureExport } from './parts/serverExport';
import { measureListLatency } from './parts/serverList';
import { measureListDuringExport } from './parts/serverListDuringExport';
import { measureOverviewLatency } from './parts/serverOverview';
import { seedDatabase, startReferenceServer } from './referenceServer';
import { ENGINE_NAMES, judge, serverTargets, type Engine } from './serverTargets';
import { residentMiB } from './processMemory';

export interface ServerBenchOptions {
    rows: number;
    /** PGlite (embedded) or a throw-away PostgreSQL cluster started and removed here. */
    engine: Engine;
    /** PGlite only: a data directory already seeded (kept); otherwise a throw-away one is seeded with `rows`. */
    seeded?: string;
    exportRuns: number;
    /** performance.now() by which repeated export runs must be done. */
    deadline: number;
    /**
     * A checkout of an earlier commit (`--compare`): its server's list latency is measured too,
     * on the same seeded database right after this one's, so that one run prints both.
     */
    compare?: { root: string; label: string };
    log(message: string): void;
}

/** The p95 of each list figure after (this checkout) against before (the compared one): their ratio. */
const beforeAndAfter = (name: string, after: Figure[], before: Figure[]): Figure[] =>
    before
        .filter(figure => figure.name.endsWith('p95'))
        .flatMap(figure => {
            const now = after.find(candidate => candidate.part === `Server list latency (HTTP, ${name})` && candidate.name === figure.name);
            if (!now || now.value === undefined || figure.value === undefined) return [];
            return [
                {
                    part: `Server list latency (HTTP, ${name}), after / before`,
                    name: figure.name,
                    value: now.value / figure.value,
                    unit: '×',
                    status: 'info' as const,
                    note: `${now.value.toFixed(1)} ms after, ${figure.value.toFixed(1)} ms before`,
                },
            ];
        });

/**
 * The reference server at `rows` rows per main table on one engine: list latency, the
 * synchronous export (time, first byte, memory), then list latency during an export, each figure judged against the targets for that engine and size (serverTargets.ts).
 */
export const runServerParts = async ({ rows, engine, seeded, exportRuns, deadline, compare, log }: ServerBenchOptions): Promise<Figure[]> => {
    const usesSeeded = engine === 'pglite' ? seeded : undefined;
    const dataDir = usesSeeded ?? mkdtempSync(join(tmpdir(), 'mc-bench-'));
    // The engine alone at the first size, so that figures keep their names from run to run.
    const name = rows === 100_000 ? ENGINE_NAMES[engine] : `${ENGINE_NAMES[engine]}, ${rows.toLocaleString('en')} rows`;
    const targets = serverTargets(engine, rows);
    const results: Figure[] = [];
    let cluster: ThrowAwayPostgres | undefined;
    try {
        if (engine === 'postgres') {
            log('  throw-away PostgreSQL cluster');
            cluster = await startThrowAwayPostgres();
        }
        if (!usesSeeded) {
            log(`  seed --rows ${rows} (${name})`);
            const seedMs = await seedDatabase(dataDir, rows, cluster?.url);
            results.push({
                part: `Setup (${name})`,
                name: `seed --rows ${rows}`,
                value: seedMs,
                unit: 'ms',
                status: 'info',
                note: `npm run seed, ${name}, once`,
            });
        }
        const server = await startReferenceServer({ dataDir, distDir: benchPaths.consoleDist, databaseUrl: cluster?.url });
        try {
            const http = await createBenchClient(server.url);
            // At rest on the seeded database, logged in, before anything is measured.
            const idle = residentMiB(server.pid);
            results.push({
                part: `Server memory (${name})`,
                name: 'server RSS at rest after seeding',
                value: idle,
                unit: 'MiB',
                status: idle === undefined ? 'n/a' : judge(idle, targets.idleRssMiB),
                note: targets.idleRssMiB ? `after start and a login; target < ${targets.idleRssMiB} MiB` : 'after start and a login',
            });
            log(`  list latency (${name})`);
            results.push(...(await measureListLatency(http, { part: `Server list latency (HTTP, ${name})`, targets })));
            log(`  Workbench overview latency (${name})`);
            results.push(...(await measureOverviewLatency(http, { part: `Server overview latency (HTTP, ${name})`, engine })));
            log(`  sync export (${name}, up to ${exportRuns} runs)`);
            results.push(...(await measureExport(http, server.pid, EXPORT_API, { runs: exportRuns, deadline, part: `Server sync export (${name})`, targets })));
            log(`  list during an export (${name})`);
            results.push(...(await measureListDuringExport(http, EXPORT_API, { part: `Server list during export (${name})`, targets })));
        } finally {
            await server.stop();
        }
        if (compare) {
            log(`  list latency (${name}) before: ${compare.label}`);
            const before = await startReferenceServer({ dataDir, distDir: benchPaths.consoleDist, databaseUrl: cluster?.url, root: compare.root });
            try {
                const http = await createBenchClient(before.url);
                const figures = await measureListLatency(http, { part: `Server list latency (HTTP, ${name}), before: ${compare.label}`, targets });
                results.push(...figures, ...beforeAndAfter(name, results, figures));
            } finally {
                await before.stop();
            }
        }
        return results;
    } finally {
        await cluster?.stop();
        if (!usesSeeded) rmSync(dataDir, { recursive: true, force: true });
    }
};
