import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BASELINE_RESOURCE } from './baseline/src/columns';
import { createBenchClient } from './benchClient';
import { benchPaths } from './benchPaths';
import { DEALER_LIST_PATH, fetchBaselineRows } from './baselineRows';
import { launchChromium } from './chromium';
import { guarded, type Figure } from './Figure';
import { firstLoadFigures, recordFirstLoad } from './parts/firstLoad';
import { measureLoginToRows, rowCell, usernameField } from './parts/loginToRows';
import { measureRevisitTab } from './parts/revisitTab';
import { measureSignedInStart } from './parts/signedInStart';
import { startReferenceServer } from './referenceServer';
import { startBaselineServer } from './startBaselineServer';

export interface BrowserBenchOptions {
    firstLoad: boolean;
    loginToRows: boolean;
    revisitTab: boolean;
    signedInStart: boolean;
    runs: number;
    log(message: string): void;
}

/**
 * The Chromium parts on the demo data: the reference server serving the console build, the
 * baseline server serving the same dealer rows, one browser for both.
 */
export const runBrowserParts = async (options: BrowserBenchOptions): Promise<Figure[]> => {
    const { runs, log } = options;
    const dataDir = mkdtempSync(join(tmpdir(), 'mc-bench-'));
    const cleanups: Array<() => unknown> = [() => rmSync(dataDir, { recursive: true, force: true })];
    const results: Figure[] = [];
    try {
        log('  reference server (demo data) and baseline server');
        const server = await startReferenceServer({ dataDir, distDir: benchPaths.consoleDist });
        cleanups.unshift(server.stop);
        const http = await createBenchClient(server.url);
        const rows = await fetchBaselineRows(http, server.url);
        const baseline = await startBaselineServer(rows.rows);
        cleanups.unshift(baseline.stop);
        const browser = await launchChromium();
        cleanups.unshift(() => browser.close());
        results.push({
            part: 'Setup',
            name: 'rows listed by both apps',
            value: rows.rows.length,
            unit: 'rows',
            status: rows.columnDrift ? 'missed' : 'info',
            note: `${DEALER_LIST_PATH}, demo seed${rows.columnDrift ? `; COLUMNS DIFFER: ${rows.columnDrift}` : ''}`,
        });

        if (options.firstLoad) {
            log('  first-load JS');
            results.push(
                ...(await guarded('First-load JS (gzip)', async () =>
                    firstLoadFigures(
                        await recordFirstLoad(browser, {
                            baseUrl: server.url,
                            path: '/login',
                            dist: benchPaths.consoleDist,
                            ready: page => usernameField(page).waitFor(),
                        }),
                        await recordFirstLoad(browser, {
                            baseUrl: baseline.url,
                            path: `/#/${BASELINE_RESOURCE}`,
                            dist: benchPaths.baselineDist,
                            ready: page => rowCell(page, rows.baselineFirstName).waitFor(),
                        })
                    )
                ))
            );
        }
        if (options.loginToRows) {
            log(`  login → rows (${runs} runs + warm-up)`);
            results.push(
                ...(await guarded('Login → first rows (Chromium)', () =>
                    measureLoginToRows(browser, {
                        consoleUrl: server.url,
                        baselineUrl: baseline.url,
                        firstName: rows.firstName,
                        baselineFirstName: rows.baselineFirstName,
                        runs,
                    })
                ))
            );
        }
        if (options.signedInStart) {
            log(`  signed-in start (${runs} runs + warm-up)`);
            results.push(
                ...(await guarded('Signed-in start (Chromium)', () =>
                    measureSignedInStart(
                        browser,
                        server.url,
                        benchPaths.consoleDist,
                        [
                            { name: 'Workbench', path: '/dashboard' },
                            { name: 'dealer list', path: DEALER_LIST_PATH, firstName: rows.firstName },
                        ],
                        runs
                    )
                ))
            );
        }
        if (options.revisitTab) {
            log(`  revisit a tab (${runs} runs)`);
            results.push(
                ...(await guarded('Revisit a tab', async () => {
                    const store = await http.request<{ data: Array<{ name?: unknown }> }>('seller/dealer/StoreList', { params: { page: 1, limit: 1 } });
                    return measureRevisitTab(
                        browser,
                        server.url,
                        { path: DEALER_LIST_PATH, title: '二手车商', firstName: rows.firstName },
                        { path: '/dealer/store/list', title: '4S店', firstName: String(store.data[0]?.name ?? '') },
                        runs
                    );
                }))
            );
        }
    } finally {
        for (const cleanup of cleanups) await cleanup();
    }
    return results;
};
