import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Manifest, type Plugin } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PAGE_AREAS } from '../../../src/i18n/pageTexts';

/** What the bundler put where: per output chunk, whether it is the entry, its static imports and its modules. */
type ChunkRecord = { isEntry: boolean; imports: string[]; modules: string[] };

const recordChunks = (chunks: Record<string, ChunkRecord>): Plugin => ({
    name: 'test-record-chunks',
    apply: 'build',
    generateBundle(_options, bundle) {
        for (const [file, output] of Object.entries(bundle)) {
            if (output.type === 'chunk') chunks[file] = { isEntry: output.isEntry, imports: output.imports, modules: Object.keys(output.modules) };
        }
    },
});

/** These chunks and everything they import statically: what loading them fetches. */
const closureOf = (chunks: Record<string, ChunkRecord>, files: Iterable<string>) => {
    const reached = new Set<string>();
    const visit = (file: string) => {
        if (reached.has(file)) return;
        reached.add(file);
        chunks[file]?.imports.forEach(visit);
    };
    [...files].forEach(visit);
    return reached;
};

/** The entry chunks and everything they import statically: what a page's first load fetches. */
const staticClosure = (chunks: Record<string, ChunkRecord>) =>
    closureOf(
        chunks,
        Object.keys(chunks).filter(file => chunks[file].isEntry)
    );

const modulesOf = (chunks: Record<string, ChunkRecord>, files: Iterable<string>) => [...files].flatMap(file => chunks[file]?.modules ?? []);

/** Whether a module of these is a file whose path holds `part`. */
const has = (modules: string[], part: string) => modules.some(id => id.replaceAll('\\', '/').includes(part));

/** One production build for every check below (vite.config.ts as the console is built). */
describe('production bundle', () => {
    const outDir = mkdtempSync(join(tmpdir(), 'mc-bundle-'));
    const chunks: Record<string, ChunkRecord> = {};
    let manifest: Manifest = {};

    beforeAll(async () => {
        await build({ logLevel: 'error', build: { outDir, emptyOutDir: true, manifest: true, sourcemap: false }, plugins: [recordChunks(chunks)] });
        manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8'));
    }, 180_000);
    afterAll(() => rmSync(outDir, { recursive: true, force: true }));

    /**
     * pinyin-pro must stay out of the first-loaded JavaScript: the production build's
     * manifest must reach it only through a dynamic import, never from the entry's static imports.
     */
    it('loads pinyin-pro lazily', () => {
        const pinyinChunks = Object.entries(manifest)
            .filter(([key, chunk]) => key.includes('node_modules/pinyin-pro/') || chunk.src?.includes('node_modules/pinyin-pro/'))
            .map(([key]) => key);
        expect(pinyinChunks.length).toBeGreaterThan(0);

        const firstLoaded = new Set<string>();
        const visit = (key: string) => {
            if (firstLoaded.has(key)) return;
            firstLoaded.add(key);
            manifest[key]?.imports?.forEach(visit);
        };
        Object.entries(manifest)
            .filter(([, chunk]) => chunk.isEntry)
            .forEach(([key]) => visit(key));

        expect(firstLoaded.size).toBeGreaterThan(0);
        for (const key of pinyinChunks) expect(firstLoaded.has(key)).toBe(false);
        const pinyinFiles = new Set(pinyinChunks.map(key => manifest[key].file));
        for (const key of firstLoaded) expect(pinyinFiles.has(manifest[key].file)).toBe(false);
    });

    /** React Router's package maps every import to its development build: vite.config.ts names the production one, for both its halves. */
    it("bundles React Router's production build, and only it", () => {
        const modules = modulesOf(chunks, Object.keys(chunks));
        expect(has(modules, 'node_modules/react-router/dist/production/')).toBe(true);
        expect(has(modules, 'node_modules/react-router/dist/development/')).toBe(false);
    });

    /**
     * The login page's first load (the bench's budget) carries the login page and the transport,
     * not what only a signed-in page, a form or a tool uses: those are fetched when needed.
     * Checked on the bundler's own record of which module landed in which chunk.
     */
    describe('the login page first load', () => {
        // Packages the console uses, but never before the user is signed in or submits a form.
        const lazyPackages = [
            'node_modules/jsencrypt/', // the login submit and the password change
            'node_modules/yup/', // forms
            'node_modules/@hookform/resolvers/', // forms
            'node_modules/react-hook-form/', // forms (react-admin's own login form is not used)
            'node_modules/fuse.js/', // the menu search, when opened
            'node_modules/pinyin-pro/', // the menu search, Chinese with pinyin on
            'node_modules/@mui/x-charts/', // the Workbench's charts, after the Workbench itself
            'node_modules/@mui/x-date-pickers/', // the pickers of filters and forms
            'node_modules/bignumber.js/', // amounts in lists and forms
            'node_modules/dayjs/', // dates: the login page shows none
        ];
        // Never part of the console in the browser at all: server-side exports, and ajv, whose
        // validator of extension entries is compiled ahead of time (the CSP forbids compiling).
        const absentPackages = ['node_modules/xlsx/', 'node_modules/exceljs/', 'node_modules/ajv/'];
        // The signed-in console's own code: the shell and every kind of page.
        const lazySources = [
            'src/layout/AppLayout.tsx',
            'src/layout/menu/SideNav.tsx',
            'src/layout/tabs/TabsProvider.tsx',
            'src/layout/search/menuSearch.ts',
            'src/dashboard/Dashboard.tsx',
            'src/dashboard/charts/BusinessCharts.tsx',
            'src/schema/SchemaList.tsx',
            'src/forms/SchemaForm.tsx',
            'src/resources/pages/FormPage.tsx',
            'src/resources/pages/ShowPage.tsx',
            'src/resources/pages/ActionPage.tsx',
            'src/resources/pages/SettingsPage.tsx',
            'src/profile/ProfileEditPage.tsx',
            'src/profile/PasswordEditPage.tsx',
            'src/profile/DevicesPage.tsx',
            // The common-password list: fetched with a form that sets a password.
            'protocol/commonPasswords.generated.ts',
            'src/layout/exportTasks/ExportDrawer.tsx',
            'src/layout/chat/ChatWidget.tsx',
            'src/layout/settings/SettingsPanel.tsx',
            'src/layout/errorLog/ErrorLogButton.tsx',
            'src/layout/debug/DebugDialogForm.tsx',
            // The landing list's prefetch after login: fetched with the list's code.
            'src/schema/prefetchSchemaList.ts',
            'src/business/BusinessEntryPage.tsx',
            'src/business/BusinessLandingPage.tsx',
            // The texts of the pages that fetch their own (src/i18n/pageTexts.ts), in every language.
            ...['zh', 'en', 'es', 'ja'].flatMap(lang => PAGE_AREAS.map(area => `src/i18n/messages/${lang}/${area}.ts`)),
            // Catalogue extensions' validator (ajv's standalone code), only when config.json names extension files.
            'src/resources/extensions/validateEntry.generated.js',
        ];

        it('starts from the entry, which holds the login page', () => {
            const firstLoad = modulesOf(chunks, staticClosure(chunks));
            expect(has(firstLoad, 'src/main.tsx')).toBe(true);
            expect(has(firstLoad, 'src/authProvider/LoginPage.tsx')).toBe(true);
        });

        it.each(lazyPackages)('fetches %s only when needed', part => {
            const firstLoadFiles = staticClosure(chunks);
            const later = Object.keys(chunks).filter(file => !firstLoadFiles.has(file));
            // In the build at all (so the check cannot pass by a rename), but not in the first load.
            expect(has(modulesOf(chunks, later), part)).toBe(true);
            expect(has(modulesOf(chunks, firstLoadFiles), part)).toBe(false);
        });

        it.each(absentPackages)('has no %s', part => {
            expect(has(modulesOf(chunks, Object.keys(chunks)), part)).toBe(false);
        });

        it.each(lazySources)('fetches %s only when its page opens', part => {
            const firstLoadFiles = staticClosure(chunks);
            expect(has(modulesOf(chunks, Object.keys(chunks)), part)).toBe(true);
            expect(has(modulesOf(chunks, firstLoadFiles), part)).toBe(false);
        });
    });

    /**
     * A signed-in start (a reload, a new tab, every end-to-end test) fetches the code of the layout
     * and of its page beside each other, after the entry: a few files, not the hundred small chunks
     * the bundler would otherwise cut (six connections per host on HTTP/1.1, where the API calls
     * wait behind them). vite.config.ts groups them.
     */
    describe('a signed-in start', () => {
        const chunkOf = (source: string) => {
            const file = Object.keys(chunks).find(candidate => has(chunks[candidate].modules, source));
            if (!file) throw new Error(`${source} is in no chunk`);
            return file;
        };
        /** The files a start on a page fetches beyond the login page's: the code of these modules and what it imports. */
        const startFiles = (...sources: string[]) => {
            const firstLoadFiles = staticClosure(chunks);
            return [...closureOf(chunks, sources.map(chunkOf))].filter(file => !firstLoadFiles.has(file));
        };

        it('fetches a generated list with its layout in a few files', () => {
            expect(
                startFiles('src/layout/ConsoleLayout.tsx', 'src/resources/CatalogueList.tsx', 'src/schema/prefetchSchemaList.ts').length
            ).toBeLessThanOrEqual(4);
        });

        it('fetches the Workbench with its layout and charts in a few files, without the list page', () => {
            const files = startFiles('src/layout/ConsoleLayout.tsx', 'src/dashboard/Dashboard.tsx', 'src/dashboard/charts/BusinessCharts.tsx');
            expect(files.length).toBeLessThanOrEqual(4);
            expect(has(modulesOf(chunks, files), 'src/schema/SchemaList.tsx')).toBe(false);
            expect(has(modulesOf(chunks, files), 'node_modules/@mui/x-date-pickers/')).toBe(false);
        });
    });
});
