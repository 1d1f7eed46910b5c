/**
 * npm run bench: the console against a plain react-admin baseline, and the reference server at
 * 100k rows, in one run. Prints a table of medians, writes bench/results/*.json and, after a
 * full run, bench/LATEST.md. Options: --runs N (browser samples, default 5), --rows N (server
 * rows, default 100000), --only part,part (build, firstLoad, loginToRows, revisitTab,
 * menuSearch, signing, server), --export-runs N (default 3), --seeded DIR (server part: use a
 * data directory already seeded with `npm run seed`, kept afterwards, instead of seeding one).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import type { Browser } from '@playwright/test';
import { createBenchClient } from './benchClient';
import { DEALER_LIST_PATH, fetchBaselineRows } from './baselineRows';
import { buildApps } from './buildApps';
import { benchPaths } from './benchPaths';
import { launchChromium } from './chromium';
import { describeError, notMeasurable, type Figure } from './Figure';
import { loadMenuSearch } from './menuSearchLoader';
import { firstLoadFigures, recordFirstLoad } from './parts/firstLoad';
import { measureLoginToRows, rowCell, usernameField } from './parts/loginToRows';
import { measureMenuSearch } from './parts/menuSearch';
import { measureRevisitTab } from './parts/revisitTab';
import { EXPORT_API, measureExport } from './parts/serverExport';
import { measureListLatency } from './parts/serverList';
import { measureSigning } from './parts/signing';
import { describeMachine, formatTable, saveResults } from './report';
import { seedDatabase, serverScriptsPresent, startReferenceServer } from './referenceServer';
import { startBaselineServer } from './startBaselineServer';
import { now } from './stats';

const PARTS = ['build', 'firstLoad', 'loginToRows', 'revisitTab', 'menuSearch', 'signing', 'server'] as const;
type Part = (typeof PARTS)[number];

const { values: args } = parseArgs({
    options: {
        runs: { type: 'string', default: '5' },
        rows: { type: 'string', default: '100000' },
        'export-runs': { type: 'string', default: '3' },
        only: { type: 'string' },
        seeded: { type: 'string' },
    },
});
const runs = Math.max(1, Number(args.runs));
const serverRows = Math.max(1, Number(args.rows));
const exportRuns = Math.max(1, Number(args['export-runs']));
const only = args.only ? new Set(args.only.split(',').map(part => part.trim())) : undefined;
for (const part of only ?? []) if (!PARTS.includes(part as Part)) throw new Error(`--only: unknown part "${part}" (${PARTS.join(', ')})`);
const wanted = (part: Part) => !only || only.has(part);

/** Repeated runs of the slowest part stop here, so a full run ends within 10 minutes. */
const DEADLINE_MS = 9 * 60_000;

const figures: Figure[] = [];
const started = now();
const log = (message: string) => process.stderr.write(`[bench ${((now() - started) / 1000).toFixed(0).padStart(3)} s] ${message}\n`);

/** Runs one part; a failure becomes a "not measurable" line instead of ending the run. */
const part = async (name: string, body: () => Promise<Figure[]>) => {
    log(name);
    try {
        figures.push(...(await body()));
    } catch (error) {
        figures.push(notMeasurable(name, '', describeError(error)));
    }
};

const throwAwayDir = () => mkdtempSync(join(tmpdir(), 'mc-bench-'));

// Pure Node parts first, while nothing else of ours is running.
if (wanted('signing')) await part('Signing', () => measureSigning());
if (wanted('menuSearch')) await part('Menu search', () => measureMenuSearch(loadMenuSearch));

const browserParts = wanted('firstLoad') || wanted('loginToRows') || wanted('revisitTab');
if (browserParts || wanted('build')) {
    await part('Build', async () => {
        const { consoleMs, baselineMs } = await buildApps();
        return [
            { part: 'Build (vite)', name: 'console', value: consoleMs, unit: 'ms', status: 'info', note: 'bench/results/build/console' },
            { part: 'Build (vite)', name: 'baseline', value: baselineMs, unit: 'ms', status: 'info', note: 'bench/results/build/baseline' },
        ];
    });
}

const missingScripts = serverScriptsPresent();
if (browserParts) {
    await part('Browser', async () => {
        if (missingScripts.length) return [notMeasurable('Browser', 'first load, login → rows, revisit', `${missingScripts.join(', ')} missing`)];
        const dataDir = throwAwayDir();
        const cleanups: Array<() => Promise<unknown> | unknown> = [() => rmSync(dataDir, { recursive: true, force: true })];
        const results: Figure[] = [];
        try {
            log('  reference server (demo data)');
            const server = await startReferenceServer({ dataDir, distDir: benchPaths.consoleDist });
            cleanups.unshift(server.stop);
            const http = await createBenchClient(server.url);
            const baselineRows = await fetchBaselineRows(http, server.url);
            const baseline = await startBaselineServer(baselineRows.rows);
            cleanups.unshift(baseline.stop);
            const browser: Browser = await launchChromium();
            cleanups.unshift(() => browser.close());
            const drift = baselineRows.columnDrift ? `; COLUMNS DIFFER: ${baselineRows.columnDrift}` : '';
            results.push({
                part: 'Setup',
                name: 'rows listed by both apps',
                value: baselineRows.rows.length,
                unit: 'rows',
                status: baselineRows.columnDrift ? 'missed' : 'info',
                note: `${DEALER_LIST_PATH}, demo seed${drift}`,
            });

            if (wanted('firstLoad')) {
                log('  first-load JS');
                try {
                    const consoleLoads = await recordFirstLoad(browser, {
                        baseUrl: server.url,
                        path: '/login',
                        dist: benchPaths.consoleDist,
                        ready: page => usernameField(page).waitFor(),
                    });
                    const baselineLoads = await recordFirstLoad(browser, {
                        baseUrl: baseline.url,
                        path: '/#/dealers',
                        dist: benchPaths.baselineDist,
                        ready: page => rowCell(page, baselineRows.firstName).waitFor(),
                    });
                    results.push(...firstLoadFigures(consoleLoads, baselineLoads));
                } catch (error) {
                    results.push(notMeasurable('First-load JS (gzip)', '', describeError(error)));
                }
            }
            if (wanted('loginToRows')) {
                log(`  login → rows (${runs} runs + warm-up)`);
                try {
                    results.push(
                        ...(await measureLoginToRows(browser, { consoleUrl: server.url, baselineUrl: baseline.url, firstName: baselineRows.firstName, runs }))
                    );
                } catch (error) {
                    results.push(notMeasurable('Login → first rows (Chromium)', '', describeError(error)));
                }
            }
            if (wanted('revisitTab')) {
                log(`  revisit a tab (${runs} runs)`);
                const store = await http.request<{ data: Array<{ name?: unknown }> }>('seller/dealer/StoreList', { params: { page: 1, limit: 1 } });
                results.push(
                    ...(await measureRevisitTab(
                        browser,
                        server.url,
                        { path: DEALER_LIST_PATH, title: '二手车商', firstName: baselineRows.firstName },
                        { path: '/dealer/store/list', title: '4S店', firstName: String(store.data[0]?.name ?? '') },
                        runs
                    ))
                );
            }
        } finally {
            for (const cleanup of cleanups) await cleanup();
        }
        return results;
    });
}

if (wanted('server')) {
    await part('Server', async () => {
        if (missingScripts.length) return [notMeasurable('Server', `${serverRows} rows`, `${missingScripts.join(', ')} missing`)];
        const dataDir = args.seeded ?? throwAwayDir();
        try {
            const results: Figure[] = [];
            if (!args.seeded) {
                log(`  seed --rows ${serverRows}`);
                const seedMs = await seedDatabase(dataDir, serverRows);
                results.push({ part: 'Setup', name: `seed --rows ${serverRows}`, value: seedMs, unit: 'ms', status: 'info', note: 'npm run seed, PGlite, once' });
            }
            const server = await startReferenceServer({ dataDir, distDir: benchPaths.consoleDist });
            try {
                const http = await createBenchClient(server.url);
                log('  list latency');
                results.push(...(await measureListLatency(http)));
                log(`  sync export (${exportRuns} runs)`);
                results.push(...(await measureExport(http, server.pid, EXPORT_API, { runs: exportRuns, deadline: started + DEADLINE_MS })));
            } finally {
                await server.stop();
            }
            return results;
        } finally {
            if (!args.seeded) rmSync(dataDir, { recursive: true, force: true });
        }
    });
}

const wallSeconds = (now() - started) / 1000;
const machine = describeMachine();
console.log(formatTable(figures));
console.log(
    `\n${machine.nproc} cores (${machine.cpu}), ${machine.memoryGiB} GiB, Node ${machine.node}, ${machine.chromium}; ${Math.round(wallSeconds)} s in all.`
);
const missed = figures.filter(figure => figure.status === 'missed');
if (missed.length) console.log(`BUDGET MISSED: ${missed.map(figure => `${figure.part} / ${figure.name}`).join('; ')}`);
const file = saveResults(figures, machine, wallSeconds, !only);
console.log(`Figures written to ${file}${only ? '' : ' and bench/LATEST.md'}`);
