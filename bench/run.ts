/**
 * npm run bench: the console against a plain react-admin baseline, and the reference server at
 * 100k rows (both engines) and a million (PostgreSQL), in one run. Prints a table of medians,
 * writes bench/results/*.json and, after a full run, bench/LATEST.md. Options: --runs N (browser
 * samples, default 5), --rows N,M (server sizes, each on every engine), --only part,part (build,
 * firstLoad, loginToRows, signedInStart, revisitTab, menuSearch, signing, server, merchants,
 * history, live), --export-runs N (default 3), --seeded DIR (server part: use a data directory
 * already seeded with `npm run seed`, kept afterwards, instead of seeding one), --engines
 * pglite,postgres (the server part's engines, default both; PostgreSQL is a throw-away cluster the
 * bench starts and removes), --compare DIR (server part: also the list latency of the server in
 * DIR, a checkout of an earlier commit with its dependencies, on the same seeded databases in the
 * same run: before and after).
 */
import './pinSeedClock';
import { execFileSync } from 'node:child_process';
import { basename, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { runBrowserParts } from './browserBench';
import { buildApps } from './buildApps';
import { guarded, notMeasurable, type Figure } from './Figure';
import { loadMenuSearch } from './menuSearchLoader';
import { measureMenuSearch } from './parts/menuSearch';
import { measureSigning } from './parts/signing';
import { serverScriptsPresent } from './referenceServer';
import { describeMachine, formatTable, saveResults } from './report';
import { runMerchantParts } from './parts/serverMerchants';
import { runHistoryParts } from './parts/serverHistory';
import { runLiveParts } from './parts/serverLive';
import { runServerParts } from './serverBench';
import { ENGINE_NAMES, type Engine } from './serverTargets';
import { now } from './stats';

const PARTS = ['build', 'firstLoad', 'loginToRows', 'signedInStart', 'revisitTab', 'menuSearch', 'signing', 'server', 'merchants', 'history', 'live'] as const;
type Part = (typeof PARTS)[number];

const { values: args } = parseArgs({
    options: {
        runs: { type: 'string', default: '5' },
        rows: { type: 'string' },
        'export-runs': { type: 'string', default: '3' },
        only: { type: 'string' },
        seeded: { type: 'string' },
        engines: { type: 'string', default: 'pglite,postgres' },
        compare: { type: 'string' },
    },
});
const engines = args.engines.split(',').map(engine => engine.trim()) as Engine[];
for (const engine of engines) if (!(engine in ENGINE_NAMES)) throw new Error(`--engines: unknown engine "${engine}" (${Object.keys(ENGINE_NAMES).join(', ')})`);
const runs = Math.max(1, Number(args.runs));
/**
 * Server sizes: the targets' two, 100k rows on every engine and a million on PostgreSQL only (its
 * targets at a million are PostgreSQL's, and PGlite would spend minutes seeding it); `--rows N,M`
 * runs the sizes given on every engine.
 */
const serverRuns = (args.rows ? args.rows.split(',').map(size => Math.max(1, Number(size))) : [100_000, 1_000_000]).flatMap(rows =>
    engines.filter(engine => args.rows || rows <= 100_000 || engine === 'postgres').map(engine => ({ rows, engine }))
);
const exportRuns = Math.max(1, Number(args['export-runs']));
const compare = args.compare ? { root: resolve(args.compare), label: basename(resolve(args.compare)) } : undefined;
const only = args.only ? new Set(args.only.split(',').map(part => part.trim())) : undefined;
for (const part of only ?? []) if (!PARTS.includes(part as Part)) throw new Error(`--only: unknown part "${part}" (${PARTS.join(', ')})`);
const wanted = (part: Part) => !only || only.has(part);

/** Repeated runs of the slowest part stop here, so a full run ends within 10 minutes. */
const DEADLINE_MS = 9 * 60_000;

const figures: Figure[] = [];
const started = now();
const log = (message: string) => process.stderr.write(`[bench ${((now() - started) / 1000).toFixed(0).padStart(3)} s] ${message}\n`);

const part = async (name: string, body: () => Promise<Figure[]>) => {
    log(name);
    figures.push(...(await guarded(name, body)));
};

// Pure Node parts first, while nothing else of ours is running.
if (wanted('signing')) await part('Signing', () => measureSigning());
if (wanted('menuSearch')) await part('Menu search', () => measureMenuSearch(loadMenuSearch));

const browserParts = wanted('firstLoad') || wanted('loginToRows') || wanted('signedInStart') || wanted('revisitTab');
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
const missing = (name: string) => [notMeasurable(name, '', `${missingScripts.join(', ')} missing`)];
if (browserParts) {
    await part('Browser', async () =>
        missingScripts.length
            ? missing('Browser')
            : runBrowserParts({
                  firstLoad: wanted('firstLoad'),
                  loginToRows: wanted('loginToRows'),
                  signedInStart: wanted('signedInStart'),
                  revisitTab: wanted('revisitTab'),
                  runs,
                  log,
              })
    );
}
if (wanted('server')) {
    for (const { rows, engine } of serverRuns) {
        await part(`Server (${ENGINE_NAMES[engine]}, ${rows.toLocaleString('en')} rows)`, async () =>
            missingScripts.length
                ? missing('Server')
                : runServerParts({ rows, engine, seeded: args.seeded, exportRuns, deadline: started + DEADLINE_MS, compare, log })
        );
    }
}

if (wanted('history') && engines.includes('postgres')) {
    await part('Server (PostgreSQL, record history)', async () => (missingScripts.length ? missing('Server history') : runHistoryParts({ log })));
}

if (wanted('merchants') && engines.includes('postgres')) {
    await part('Server (PostgreSQL, 1M dealers over 1,000 merchants)', async () =>
        missingScripts.length ? missing('Server merchants') : runMerchantParts({ log })
    );
}

if (wanted('live') && engines.includes('postgres')) {
    await part('Live console (PostgreSQL, 100k rows)', async () => (missingScripts.length ? missing('Live console') : runLiveParts({ log })));
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
console.log(`Figures written to ${file}${only ? '' : ', bench/results/latest.json and bench/LATEST.md'}`);
// A full run's figures are the README's (npm run docs:figures writes them from bench/LATEST.md).
if (!only) execFileSync('npx', ['tsx', 'scripts/writeFigures.ts'], { stdio: 'inherit' });
