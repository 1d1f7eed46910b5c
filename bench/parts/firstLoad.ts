import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page } from '@playwright/test';
import { CHUNK_MODULES_FILE } from '../buildApps';
import { freshContext } from '../chromium';
import type { Figure } from '../Figure';

/** Libraries that must never be in the console's first load (only pages that need them load them). */
export const HEAVY_LIBRARIES = ['pinyin-pro', 'xlsx', 'exceljs'] as const;

export interface FirstLoadTarget {
    baseUrl: string;
    path: string;
    /** The build the server serves, to read the source maps of what was loaded. */
    dist: string;
    /** Resolves once the first screen is usable (the login form, the baseline's rows). */
    ready(page: Page): Promise<void>;
}

export interface ScriptLoad {
    url: string;
    rawBytes: number;
    gzipBytes: number;
    /** Minified bytes per package in the script; undefined when the build did not record it. */
    packages?: Record<string, number>;
}

type ChunkModules = Record<string, Record<string, number>>;

/** The chunk → modules record the bench's build wrote (buildApps), or nothing. */
const readChunkModules = (dist: string): ChunkModules => {
    const file = join(dist, CHUNK_MODULES_FILE);
    return existsSync(file) ? (JSON.parse(readFileSync(file, 'utf8')) as ChunkModules) : {};
};

/** The npm package a module comes from, or the app's own code. */
export const packageOf = (moduleId: string) => {
    // The innermost node_modules names the package (pnpm and nested installs have several).
    const match = [...moduleId.matchAll(/\/node_modules\/((?:@[^/]+\/)?[^/]+)\//g)].pop();
    if (match) return match[1];
    if (moduleId.includes('/bench/baseline/')) return '(baseline code)';
    if (moduleId.includes('/src/')) return '(console code)';
    return '(bundler runtime)';
};

const packagesIn = (chunks: ChunkModules, url: string): Record<string, number> | undefined => {
    const modules = chunks[decodeURIComponent(new URL(url).pathname).replace(/^\//, '')];
    if (!modules) return undefined;
    const packages: Record<string, number> = {};
    for (const [id, length] of Object.entries(modules)) packages[packageOf(id)] = (packages[packageOf(id)] ?? 0) + length;
    return packages;
};

const sumPackages = (loads: ScriptLoad[]) => {
    const total: Record<string, number> = {};
    for (const load of loads) for (const [name, length] of Object.entries(load.packages ?? {})) total[name] = (total[name] ?? 0) + length;
    return total;
};

/**
 * Starts recording every script the page loads (entry, module preloads, imported chunks); the
 * answer resolves to them once called. Each is gzipped here at zlib's default level, so that the
 * figure does not depend on how a server compresses.
 */
export const watchScriptLoads = (page: Page, dist: string): (() => Promise<ScriptLoad[]>) => {
    const chunks = readChunkModules(dist);
    const pending: Array<Promise<ScriptLoad | undefined>> = [];
    page.on('response', response => {
        const isScript = response.request().resourceType() === 'script' || /\.m?js(\?|$)/.test(response.url());
        if (!isScript || !response.ok()) return;
        pending.push(
            response.body().then(
                body => ({
                    url: response.url(),
                    rawBytes: body.length,
                    gzipBytes: gzipSync(body).length,
                    packages: packagesIn(chunks, response.url()),
                }),
                () => undefined
            )
        );
    });
    return async () => (await Promise.all(pending)).filter((load): load is ScriptLoad => !!load);
};

/** Every script the first screen loads, recorded in Chromium until the network goes quiet. */
export const recordFirstLoad = async (browser: Browser, target: FirstLoadTarget): Promise<ScriptLoad[]> => {
    const context = await freshContext(browser, target.baseUrl);
    try {
        const page = await context.newPage();
        const loads = watchScriptLoads(page, target.dist);
        await page.goto(target.path);
        await target.ready(page);
        await page.waitForLoadState('networkidle');
        return await loads();
    } finally {
        await context.close();
    }
};

export const gzipTotal = (loads: ScriptLoad[]) => loads.reduce((sum, load) => sum + load.gzipBytes, 0);

/** The login page's first load may be at most this much above the baseline's list page. */
export const FIRST_LOAD_BUDGET = 1.05;
const budgetText = `baseline + ${Math.round((FIRST_LOAD_BUDGET - 1) * 100)} %`;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** The first-load figures: both sizes, the budget (`FIRST_LOAD_BUDGET`), and the heavy libraries. */
export const firstLoadFigures = (consoleLoads: ScriptLoad[], baselineLoads: ScriptLoad[]): Figure[] => {
    const part = 'First-load JS (gzip)';
    const consoleBytes = gzipTotal(consoleLoads);
    const baselineBytes = gzipTotal(baselineLoads);
    const budget = Math.floor(baselineBytes * FIRST_LOAD_BUDGET);
    const over = consoleBytes - budget;
    const figures: Figure[] = [
        {
            part,
            name: 'baseline (list page)',
            value: baselineBytes,
            unit: 'B',
            status: 'info',
            note: `${kb(baselineBytes)} in ${baselineLoads.length} script(s); exact, the same every run`,
        },
        {
            part,
            name: 'console (login page)',
            value: consoleBytes,
            unit: 'B',
            status: over > 0 ? 'missed' : 'ok',
            note:
                over > 0
                    ? `BUDGET MISSED: ${kb(consoleBytes)} > budget ${kb(budget)} (${budgetText}), over by ${kb(over)}; ${consoleLoads.length} script(s)`
                    : `within budget ${kb(budget)} (${budgetText}), ${kb(-over)} to spare; ${consoleLoads.length} script(s)`,
        },
        {
            part,
            name: 'console / baseline',
            value: baselineBytes ? consoleBytes / baselineBytes : Number.NaN,
            unit: '×',
            status: over > 0 ? 'missed' : 'ok',
            note: `budget ≤ ${FIRST_LOAD_BUDGET.toFixed(2)}`,
        },
    ];
    for (const library of HEAVY_LIBRARIES) {
        const carriers = consoleLoads.filter(load => load.packages?.[library]);
        // A script the build did not record cannot be vouched for.
        const unmapped = consoleLoads.filter(load => !load.packages);
        figures.push({
            part,
            name: `${library} in console first load`,
            unit: '',
            status: carriers.length ? 'missed' : unmapped.length ? 'n/a' : 'ok',
            note: carriers.length
                ? `PRESENT (must be absent) in ${carriers.map(load => new URL(load.url).pathname).join(', ')}`
                : unmapped.length
                  ? `unknown: the build recorded no modules for ${unmapped.map(load => new URL(load.url).pathname).join(', ')}`
                  : 'absent',
        });
    }
    // Where the difference comes from: minified bytes per package, console minus baseline.
    const consolePackages = sumPackages(consoleLoads);
    const baselinePackages = sumPackages(baselineLoads);
    const added = Object.entries(consolePackages)
        .map(([name, length]) => [name, length - (baselinePackages[name] ?? 0)] as const)
        .filter(([, extra]) => extra > 0)
        .sort((a, b) => b[1] - a[1]);
    figures.push({
        part,
        name: 'console additions over baseline',
        unit: '',
        status: 'info',
        note: `minified, before gzip: ${added
            .slice(0, 6)
            .map(([name, extra]) => `${name} +${kb(extra)}`)
            .join(', ')}`,
        details: Object.fromEntries(added),
    });
    return figures;
};
