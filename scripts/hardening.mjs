// npm run hardening: the property suites (fast-check, jsdom) and the hostile-input suites
// (uploads, double submits and races, authentication, against a real server; again on PostgreSQL),
// then one line per suite:
// `suite: tried N / held N`. Each suite writes its figure to .tmp/hardening/ as it runs
// (tests/hardening/support/figures.ts); this prints them, so a failing test still shows how
// far its suite got. `--json <file>` also writes vitest's report (npm test counts from it).
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs';
import path from 'node:path';

const DIR = path.resolve('.tmp/hardening/vitest');
// The XSS and CSP suites are end-to-end specs (tests/e2e/xss.spec.ts, csp.spec.ts, run with the
// e2e tests); their figures from the last e2e run are printed too, marked with its time.
const E2E_DIR = path.resolve('.tmp/hardening/e2e');
const jsonAt = process.argv.indexOf('--json');
const jsonFile = jsonAt > 0 ? process.argv[jsonAt + 1] : undefined;
const files = process.argv.slice(2).filter((arg, i, all) => arg !== '--json' && all[i - 1] !== '--json');

rmSync(DIR, { recursive: true, force: true });
mkdirSync(DIR, { recursive: true });
const reporters = jsonFile ? `--reporter=default --reporter=json --outputFile.json=${jsonFile}` : '';
const result = spawnSync(`npx vitest run --project hardening --project hardening-server --project hardening-postgres ${reporters} ${files.join(' ')}`, {
    shell: true,
    stdio: 'inherit',
    env: { ...process.env, MC_HARDENING_DIR: DIR },
});

/** The figures in `dir`, one per suite: each process wrote its own file, so a suite's files are summed. */
const read = (dir, from) => {
    if (!existsSync(dir)) return [];
    const bySuite = new Map();
    for (const name of readdirSync(dir).filter(file => file.endsWith('.json'))) {
        const file = path.join(dir, name);
        const figure = JSON.parse(readFileSync(file, 'utf8'));
        const seen = bySuite.get(figure.suite);
        if (!seen) {
            bySuite.set(figure.suite, { ...figure, from: from?.(file) });
            continue;
        }
        seen.tried += figure.tried;
        seen.held += figure.held;
        if (figure.peakRssMiB !== undefined) seen.peakRssMiB = Math.max(seen.peakRssMiB ?? 0, figure.peakRssMiB);
        seen.note ??= figure.note;
        if (from && from(file) > seen.from) seen.from = from(file);
    }
    return [...bySuite.values()];
};
const figures = [...read(DIR), ...read(E2E_DIR, file => `e2e run of ${statSync(file).mtime.toISOString().slice(0, 16).replace('T', ' ')} UTC`)].sort((a, b) =>
    a.suite.localeCompare(b.suite)
);
console.log('\nHardening figures (tried = cases generated or sent, held = cases where the property or the defence held):');
const width = Math.max(0, ...figures.map(f => f.suite.length));
for (const { suite, tried, held, peakRssMiB, note, from } of figures) {
    const notes = [peakRssMiB === undefined ? '' : `peak server RSS +${peakRssMiB} MiB`, note ?? '', from ?? ''].filter(Boolean).join('; ');
    console.log(`${`${suite}:`.padEnd(width + 1)} tried ${tried} / held ${held}${notes ? `  (${notes})` : ''}${held < tried ? '  FAILED' : ''}`);
}
if (!figures.some(f => f.from))
    console.log('(xss and CSP: run with the end-to-end tests, npx playwright test tests/e2e/xss.spec.ts tests/e2e/csp.spec.ts, after npx vite build)');
if (!figures.length) console.log('(no suite reported a figure)');
process.exit(result.status ?? 1);
