// ESLint flat config: typescript-eslint (syntax only, no type information, so that `npx eslint .`
// stays fast on two cores), React hook rules, no import cycles (type-only imports included:
// scripts/lint/noImportCycle.mjs), and the layer order of the folders (README, `npm run lint`)
// as path boundaries.
import js from '@eslint/js';
import boundaries from 'eslint-plugin-boundaries';
import reactHooks from 'eslint-plugin-react-hooks';
import prettier from 'eslint-config-prettier';
import globals from 'globals';
import local from './scripts/lint/noImportCycle.mjs';
// typescript-eslint parses with TypeScript 6's API (`tsc` is TypeScript 7): before it loads.
import './scripts/lint/useTypescript6.mjs';
import { noPathOutsideRepository } from './scripts/lint/noPathOutsideRepository.mjs';

const { default: tseslint } = await import('typescript-eslint');

// The layer order, lowest first. A layer may import its own folders, the layers before it on its
// side (`src` or `server`) and the `shared` layers; nothing else. Moving or adding a folder is a
// one-line edit here. Folders are paths from the repository root; `files` are single files.
const LAYERS = [
    { type: 'protocol', side: 'shared', folders: ['protocol'] },

    { type: 'config', side: 'src', folders: ['src/config'] },
    { type: 'i18n', side: 'src', folders: ['src/i18n'] },
    { type: 'ui', side: 'src', folders: ['src/ui'] },
    { type: 'dataProvider', side: 'src', folders: ['src/dataProvider'] },
    { type: 'errors', side: 'src', folders: ['src/errors'] },
    { type: 'permissions', side: 'src', folders: ['src/permissions'] },
    { type: 'authProvider', side: 'src', folders: ['src/authProvider'] },
    { type: 'forms', side: 'src', folders: ['src/forms'] },
    // The live stream's client and what lists, forms, badges and the export drawer take from it.
    { type: 'live', side: 'src', folders: ['src/live'] },
    { type: 'schema', side: 'src', folders: ['src/schema'] },
    // Record history, restore and write conflicts: over the generated lists and forms, offered by the catalogue's pages.
    { type: 'history', side: 'src', folders: ['src/history'] },
    { type: 'resources', side: 'src', folders: ['src/resources'] },
    // The shell and its features (chat, error log, export tasks, settings panel).
    { type: 'layout', side: 'src', folders: ['src/layout'] },
    { type: 'pages', side: 'src', folders: ['src/dashboard', 'src/business', 'src/holidays', 'src/profile', 'src/wallet', 'src/designer'] },
    // The App composition and the catalogue data (its entries name page components).
    { type: 'app', side: 'src', folders: ['src/app'], files: ['src/*.ts', 'src/*.tsx'] },

    // The server's text catalogues: the texts of every layer, so below all of them.
    { type: 'server-i18n', side: 'server', folders: ['server/i18n'] },
    { type: 'server-core', side: 'server', folders: ['server/core', 'server/crypto'] },
    { type: 'server-db', side: 'server', folders: ['server/db'] },
    { type: 'server-session', side: 'server', folders: ['server/session'] },
    { type: 'server-tables', side: 'server', folders: ['server/tables'] },
    { type: 'server-export', side: 'server', folders: ['server/export'] },
    { type: 'server-import', side: 'server', folders: ['server/import'] },
    // How a call gets its merchant, its handle and its transaction (server/tenancy/callTenancy.ts).
    { type: 'server-tenancy', side: 'server', folders: ['server/tenancy'] },
    // Declared tables (server/declared) build on the domains' shared CRUD, at the same level.
    { type: 'server-domains', side: 'server', folders: ['server/domains', 'server/declared', 'server/designer'] },
    // Record history reads every domain's lists and resources, so it sits above them.
    { type: 'server-history', side: 'server', folders: ['server/history'] },
    { type: 'server-http', side: 'server', folders: ['server/http'] },
    // The live event stream: its call is authenticated as every call is, then held open (server/live).
    { type: 'server-live', side: 'server', folders: ['server/live'] },
    { type: 'server-app', side: 'server', files: ['server/*.ts'] },
];

// Each layer is a category of files. Deeper patterns first, with the first match winning, so that
// a folder nested in another layer's folder (src/app/catalogue) and a single file
// (server/config.ts) are classified before the broader pattern that also covers them.
const depth = pattern => pattern.split('/').length;
const filePatterns = LAYERS.flatMap(({ type, folders = [], files = [] }) => [
    ...folders.map(folder => ({ category: type, pattern: `${folder}/**/*`, stopMatching: true })),
    ...files.map(pattern => ({ category: type, pattern, stopMatching: true })),
]).sort((a, b) => depth(b.pattern.replace('/**/*', '/*')) - depth(a.pattern.replace('/**/*', '/*')));

const layerPolicies = LAYERS.map((layer, index) => ({
    from: { file: { categories: layer.type } },
    allow: {
        to: {
            file: {
                categories: LAYERS.slice(0, index + 1)
                    .filter(lower => lower.side === layer.side || lower.side === 'shared')
                    .map(lower => lower.type),
            },
        },
    },
}));

const SOURCE = ['src/**/*.{ts,tsx}', 'server/**/*.ts', 'protocol/**/*.ts'];
const TESTS = ['**/*.test.{ts,tsx}', 'tests/**', 'bench/**', 'scripts/**'];

export default tseslint.config(
    { ignores: ['dist/', 'dist-server/', 'node_modules/', '.tmp/', '.data/', 'test-results/', 'playwright-report/', 'bench/results/'] },
    js.configs.recommended,
    tseslint.configs.recommended,
    {
        languageOptions: {
            ecmaVersion: 2023,
            sourceType: 'module',
            globals: { ...globals.browser, ...globals.node },
        },
        linterOptions: { reportUnusedDisableDirectives: 'error' },
        rules: {
            // `_`-prefixed names are the code's way of saying "deliberately unused" (tsc's
            // noUnusedLocals already reports the rest).
            '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none' }],
        },
    },
    {
        files: ['src/**/*.{ts,tsx}', 'tests/unit/**/*.{ts,tsx}'],
        plugins: { 'react-hooks': reactHooks },
        rules: {
            'react-hooks/rules-of-hooks': 'error',
            // The code has no exhaustive-deps finding today; keep it so. (The React Compiler rules of
            // the plugin's recommended preset are not enabled: they report 6 places and are not
            // about hook correctness.)
            'react-hooks/exhaustive-deps': 'error',
        },
    },
    {
        files: SOURCE,
        plugins: { local },
        rules: {
            // Modules, not only folders (the boundaries below), have no cycle of value, type-only
            // or dynamic imports.
            'local/no-import-cycle': ['error', { roots: ['src', 'server', 'protocol'] }],
        },
    },
    {
        files: SOURCE,
        ignores: TESTS,
        plugins: { boundaries },
        settings: {
            'boundaries/files': filePatterns,
            'boundaries/include': SOURCE,
            'import/resolver': { node: { extensions: ['.ts', '.tsx', '.js', '.json'] } },
        },
        rules: {
            'boundaries/dependencies': ['error', { default: 'disallow', policies: layerPolicies }],
            // A file in no layer would escape the order: list its folder in LAYERS.
            'boundaries/no-unknown-files': 'error',
            'boundaries/no-unknown-dependencies': 'error',
        },
    },
    {
        // A user's clone has nothing beside it: every file stays inside the repository.
        files: ['**/*.{ts,tsx,js,mjs,cjs,mts,cts}'],
        plugins: { repository: { rules: { 'no-path-outside': noPathOutsideRepository(import.meta.dirname) } } },
        rules: { 'repository/no-path-outside': 'error' },
    },
    {
        // A package without an exports map (crypto-js) is named by its files' whole names, so that
        // Node loads the shared signing and envelope code as it is: the reference server's build
        // and the end-to-end tests' API sign-in (tests/e2e/support/apiSignIn.ts) import it.
        // react-admin's `<Loading />` draws a progress bar without a name (axe's
        // aria-progressbar-name, serious): the console's own names it.
        files: SOURCE,
        rules: {
            'no-restricted-imports': [
                'error',
                {
                    paths: [{ name: 'react-admin', importNames: ['Loading'], message: 'Use src/ui/Loading: its progress bar has a name.' }],
                    patterns: [
                        { regex: '^crypto-js/(?!.*\\.js$)', message: "Name the file whole ('crypto-js/md5.js'): Node resolves no extension-less subpath." },
                    ],
                },
            ],
        },
    },
    {
        // Stripping control characters from a download name is the point of this regular
        // expression (a file name, and XLSX's XML, cannot carry them).
        files: ['server/export/writeXlsx.ts'],
        rules: { 'no-control-regex': 'off' },
    },
    prettier
);
