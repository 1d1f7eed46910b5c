import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { configDefaults, defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';
import react from '@vitejs/plugin-react';
import { PINNED_SEED_NOW } from './server/domains/shared/pinnedSeedNow';

// Every seed a test makes (contract templates, scale-out, unit) gets the same rows; the worker
// and server processes inherit it. Set before any seed module is loaded.
process.env.MC_SEED_NOW ??= PINNED_SEED_NOW;

// Projects: `unit` (pure modules, in node) and `unit-dom` (components, in jsdom), `contract` (real HTTP against a
// reference server each test file starts on a free port with a throw-away database), the latter
// once on PGlite (`contract`) and once on PostgreSQL (`contract-postgres`), and `scaleout`
// (several server processes on one throw-away PostgreSQL cluster).
const contract: TestProjectInlineConfiguration['test'] = {
    environment: 'node',
    include: ['tests/contract/**/*.test.ts', 'server/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 120_000,
    // Each file starts its own server on its own database (a PGlite copy in its worker process,
    // or a database of its own on the cluster), so two files run side by side on two cores
    // (PGlite 108 → 79 s, PostgreSQL 68 → 47 s on this machine).
    fileParallelism: true,
    maxWorkers: 2,
    // A worker runs file after file in one module graph: the server's modules load, and PGlite's
    // WebAssembly compiles, once per worker instead of once per file (about 2 s of each file's
    // start). No contract file replaces a module, and each has a server and database of its own.
    isolate: false,
};

// Unit files: `unit` runs the `.test.ts` ones in node, `unit-dom` the `.test.tsx` ones in jsdom,
// each worker running file after file in one module graph and one environment (`isolate: false`:
// loading react-admin and MUI again for every file took half the step). A file that replaces a
// module (a top-level `vi.mock`) would replace it for the files after it: those run in
// `unit-mocked`, each in a fresh module graph and jsdom.
const UNIT_DIRS = ['tests/unit', 'src', 'protocol'];
const unitFiles = UNIT_DIRS.flatMap(dir => readdirSync(dir, { recursive: true, encoding: 'utf8' }).map(file => path.join(dir, file))).filter(file =>
    /\.test\.tsx?$/.test(file)
);
const mocked = unitFiles.filter(file => /^vi\.(?:do)?[mM]ock\(/m.test(readFileSync(file, 'utf8')));
const unit: TestProjectInlineConfiguration['test'] = {
    setupFiles: ['tests/unit/setup.ts'],
    // Vitest leaves one of the machine's cores to itself by default: on two cores that is one
    // file at a time, while its own process does little. MC_UNIT_WORKERS=1 goes back to one file
    // at a time on a machine that others load heavily (a few component tests wait 1 s for text).
    maxWorkers: Number(process.env.MC_UNIT_WORKERS) || 2,
};
const shared = { isolate: false, exclude: [...configDefaults.exclude, ...mocked] };

export default defineConfig({
    plugins: [react()],
    test: {
        projects: [
            {
                // Pure modules (`*.test.ts`) in the node environment: creating a jsdom
                // environment costs each file about 0.7 s here, 77 s over the unit files.
                extends: true,
                test: { name: 'unit', ...unit, ...shared, environment: 'node', include: UNIT_DIRS.map(dir => `${dir}/**/*.test.ts`) },
            },
            {
                // Components (`*.test.tsx`) in jsdom. A `.test.ts` file that needs a DOM says so
                // with a `// @vitest-environment jsdom` comment at its top.
                extends: true,
                test: { name: 'unit-dom', ...unit, ...shared, environment: 'jsdom', include: UNIT_DIRS.map(dir => `${dir}/**/*.test.tsx`) },
            },
            {
                // The files that replace a module, each alone. They are components; a `.test.ts` one
                // that needs node says so with a `// @vitest-environment node` comment at its top.
                extends: true,
                test: { name: 'unit-mocked', ...unit, environment: 'jsdom', include: mocked },
            },
            {
                extends: true,
                test: { name: 'contract', ...contract, globalSetup: ['tests/contract/support/seedTemplate.ts'] },
            },
            {
                // The same suite on a throw-away PostgreSQL cluster the global setup starts; each
                // test file gets its own database. Failures are named `contract-postgres`.
                extends: true,
                test: { name: 'contract-postgres', ...contract, globalSetup: ['tests/contract/support/postgresTemplate.ts'] },
            },
            {
                // The hardening suites (tests/README.md): properties in jsdom, hostile input
                // against a real server. Run by `npm run hardening`, which prints their figures.
                extends: true,
                test: {
                    name: 'hardening',
                    environment: 'jsdom',
                    include: ['tests/hardening/properties/**/*.test.{ts,tsx}'],
                    setupFiles: ['tests/unit/setup.ts'],
                    testTimeout: 120_000,
                    // As many as the server suites beside it in the same run (vitest requires it).
                    maxWorkers: 2,
                },
            },
            {
                extends: true,
                test: {
                    name: 'hardening-server',
                    ...contract,
                    include: ['tests/hardening/server/**/*.test.ts'],
                    testTimeout: 300_000,
                    // Side by side like the contract files: the upload suite's memory growth is its
                    // own worker process's (the server runs in it), and a worker runs one file at a time.
                    globalSetup: ['tests/contract/support/seedTemplate.ts'],
                },
            },
            {
                // The hostile-input suites again on PostgreSQL: races, where transactions really run
                // side by side (PGlite has one connection), and uploads, whose inserts and
                // rollbacks go through the other engine.
                extends: true,
                test: {
                    name: 'hardening-postgres',
                    ...contract,
                    include: ['tests/hardening/server/**/*.test.ts'],
                    testTimeout: 300_000,
                    globalSetup: ['tests/contract/support/postgresTemplate.ts'],
                },
            },
            {
                extends: true,
                test: {
                    // Several server processes on one throw-away PostgreSQL cluster (tests/scaleout/README.md).
                    name: 'scaleout',
                    environment: 'node',
                    include: ['tests/scaleout/**/*.test.ts'],
                    testTimeout: 180_000,
                    hookTimeout: 240_000,
                    fileParallelism: false,
                },
            },
        ],
    },
});
