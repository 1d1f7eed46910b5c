import react from '@vitejs/plugin-react';
import { defineConfig, type Rolldown } from 'vite';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { CSP_NONCE_PLACEHOLDER } from './protocol/cspNonce';

/** Matches the modules of these files (paths from the project's root). */
const files = (...paths: string[]) => {
    const ids = new Set(paths.map(path => fileURLToPath(new URL(path, import.meta.url))));
    return (id: string) => ids.has(id);
};

/**
 * The files the console's code is cut into. Over HTTP/1.1 a browser opens six connections to a
 * host, so a page that needs a hundred small chunks waits in line for them, and its API calls wait
 * behind them. Each group is one file, holding its modules and everything they import that a group
 * of higher priority has not taken; the rest keeps rolldown's automatic chunks. A page that uses
 * any module of a group loads the whole file: the signed-in groups hold what a signed-in page
 * opens with, so the pages without a session (the supplier entry, the debug dialog's form) load
 * them too when they share a module with them.
 */
const CHUNK_GROUPS: Rolldown.CodeSplittingGroup[] = [
    // What the entry imports statically: the login page's first load, in one file.
    { name: 'start', tags: ['$initial'], priority: 4 },
    // The layout and the Workbench, where `/` and a sign-in land: every signed-in page opens inside them.
    { name: 'shell', test: files('src/layout/ConsoleLayout.tsx', 'src/dashboard/Dashboard.tsx'), priority: 3 },
    // MUI X's own internals, which the Workbench's charts and the date pickers share: apart, so that
    // the charts do not load the list's file for them.
    { name: 'mui-x', test: /[\\/]node_modules[\\/](@mui[\\/]x-internals|@base-ui)[\\/]/, priority: 2 },
    // The generated list page, where most routes land, with react-admin's list and form machinery,
    // and the prefetch of its first rows.
    { name: 'list', test: files('src/resources/CatalogueList.tsx', 'src/schema/prefetchSchemaList.ts'), priority: 1 },
];

/**
 * React Router's production build, for `vite build`. Its package maps every import to its
 * development build (remix-run/react-router#12532, #14102), whose warnings and checks then run in
 * every operator's browser. Both entries are replaced, so that the router and its DOM half (which
 * react-router-dom re-exports) stay one copy with one context.
 */
const ROUTER_PRODUCTION: { find: RegExp; replacement: string }[] = [
    { find: /^react-router$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/index.mjs', import.meta.url)) },
    { find: /^react-router\/dom$/, replacement: fileURLToPath(new URL('./node_modules/react-router/dist/production/dom-export.mjs', import.meta.url)) },
];

// `npm run dev` proxies /api and the server-generated /config.json to a reference server on 8080.
export default defineConfig(({ command }) => ({
    plugins: [react()],
    resolve: { alias: command === 'build' ? ROUTER_PRODUCTION : [] },
    // The console's own version, which the external version check compares against.
    define: { __APP_VERSION__: JSON.stringify(JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8')).version) },
    build: {
        outDir: 'dist',
        sourcemap: true,
        rolldownOptions: { output: { codeSplitting: { groups: CHUNK_GROUPS } } },
        // The start file is one file on purpose (about 900 kB before gzip); Vite warns above 500 kB.
        chunkSizeWarningLimit: 1024,
    },
    // The server puts a fresh nonce in its place in every index.html it sends (protocol/cspNonce.ts).
    html: { cspNonce: CSP_NONCE_PLACEHOLDER },
    server: {
        proxy: {
            '/api': 'http://127.0.0.1:8080',
        },
    },
}));
