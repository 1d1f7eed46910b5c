import type { Browser, Page } from '@playwright/test';
import { signIn } from '../../scripts/catalogueCheck/signIn';
import { storageStateOf } from '../../tests/e2e/support/apiSignIn';
import { ADMIN } from '../benchClient';
import { freshContext } from '../chromium';
import type { Figure } from '../Figure';
import { installPageMarks, waitForMark, watchCellFromStart } from '../pageTiming';
import { median } from '../stats';
import { gzipTotal, watchScriptLoads } from './firstLoad';

const TIMEOUT = 60_000;
const PART = 'Signed-in start (Chromium)';

/** A page a signed-in operator opens with a reload or a new tab. */
export interface SignedInPage {
    /** How the figures name it. */
    name: string;
    path: string;
    /** Name of its first row, for a list: the page counts as shown once a cell with it is visible. */
    firstName?: string;
}

/** One request of a script or an API call, in ms from the document's navigation start (Resource Timing). */
export interface RequestTiming {
    kind: 'script' | 'api';
    path: string;
    /** The page asked for it. */
    start: number;
    /** Its request went out: until then it waited for one of the host's connections (six on HTTP/1.1). */
    requestStart: number;
    end: number;
}

export interface SignedInStartRun {
    requests: RequestTiming[];
    /** The scripts' bytes, each gzipped at zlib's default level (as the first-load figure). */
    gzipBytes: number;
    /** Navigation start → the layout's header visible. */
    banner: number;
    /** Navigation start → the first row visible (a list), else the banner. */
    shown: number;
}

/** The page's scripts and API calls as it recorded them. Text, not a function: see pageTiming.ts on serializing functions under tsx. */
const REQUEST_TIMINGS = `performance.getEntriesByType('resource').flatMap(entry => {
    const path = new URL(entry.name).pathname;
    const kind = /\\.m?js$/.test(path) ? 'script' : path.startsWith('/api/') ? 'api' : undefined;
    return kind ? [{ kind, path, start: entry.startTime, requestStart: entry.requestStart, end: entry.responseEnd }] : [];
})`;

/** How long no further script may be asked for before the start counts as done. */
const QUIET_MS = 1000;

const scriptsOf = (requests: readonly RequestTiming[]) => requests.filter(request => request.kind === 'script');

/**
 * The page's requests once it has asked for no further script for `QUIET_MS` (the network never
 * goes quiet: the live stream stays open).
 */
const settledRequests = async (page: Page): Promise<RequestTiming[]> => {
    const deadline = Date.now() + TIMEOUT;
    let requests = (await page.evaluate(REQUEST_TIMINGS)) as RequestTiming[];
    for (;;) {
        await page.waitForTimeout(QUIET_MS);
        const now = (await page.evaluate(REQUEST_TIMINGS)) as RequestTiming[];
        const settled = scriptsOf(now).length === scriptsOf(requests).length && scriptsOf(now).every(script => script.end > 0);
        if (settled || Date.now() > deadline) return now;
        requests = now;
    }
};

/**
 * A cold start with a stored session, as every end-to-end test starts and as an operator's reload
 * or new tab does: an empty cache, the session signed in through the API. Opens `page`, waits for
 * the layout and the first row, then until no further script is asked for, and reads back when
 * each script and API call was asked for, sent and received.
 */
export const recordSignedInStart = async (browser: Browser, baseUrl: string, dist: string, page: SignedInPage): Promise<SignedInStartRun> => {
    const session = await signIn(baseUrl, ADMIN.username, ADMIN.password);
    const context = await freshContext(browser, baseUrl, storageStateOf(session, baseUrl));
    try {
        await installPageMarks(context);
        if (page.firstName) await watchCellFromStart(context, page.firstName);
        const tab = await context.newPage();
        const loads = watchScriptLoads(tab, dist);
        await tab.goto(page.path);
        const banner = await waitForMark(tab, 'banner', TIMEOUT);
        const shown = page.firstName ? await waitForMark(tab, 'cell', TIMEOUT) : banner;
        const requests = await settledRequests(tab);
        return { requests, gzipBytes: gzipTotal(await loads()), banner, shown };
    } finally {
        await context.close();
    }
};

const longestWait = (requests: readonly RequestTiming[]) => Math.max(0, ...requests.map(request => request.requestStart - request.start));

/** The figures of one page's runs: how many scripts, their bytes, how long requests waited for a connection, and when the page showed. */
export const signedInStartFigures = (page: SignedInPage, runs: SignedInStartRun[]): Figure[] => {
    const figure = (what: string, unit: string, samples: number[], note?: string): Figure => ({
        part: PART,
        name: `${page.name}: ${what}`,
        value: median(samples),
        unit,
        runs: samples,
        status: 'info',
        note,
    });
    return [
        figure(
            'JS requests',
            'scripts',
            runs.map(run => scriptsOf(run.requests).length),
            `${page.path}, admin's stored session, empty cache`
        ),
        figure(
            'JS (gzip)',
            'B',
            runs.map(run => run.gzipBytes)
        ),
        figure(
            'last script asked for',
            'ms',
            runs.map(run => Math.max(0, ...scriptsOf(run.requests).map(script => script.start))),
            'navigation start'
        ),
        figure(
            'longest wait for a connection',
            'ms',
            runs.map(run => longestWait(run.requests)),
            'a script or API call asked for → sent (six connections per host)'
        ),
        figure(
            'layout header visible',
            'ms',
            runs.map(run => run.banner),
            'navigation start'
        ),
        ...(page.firstName
            ? [
                  figure(
                      'first row visible',
                      'ms',
                      runs.map(run => run.shown),
                      'navigation start'
                  ),
              ]
            : []),
    ];
};

/** Each page in turn, `runs` times after one discarded warm-up of each. */
export const measureSignedInStart = async (browser: Browser, baseUrl: string, dist: string, pages: SignedInPage[], runs: number): Promise<Figure[]> => {
    for (const page of pages) await recordSignedInStart(browser, baseUrl, dist, page);
    const samples = pages.map(() => [] as SignedInStartRun[]);
    for (let run = 0; run < runs; run++) {
        for (const [index, page] of pages.entries()) samples[index].push(await recordSignedInStart(browser, baseUrl, dist, page));
    }
    return pages.flatMap((page, index) => signedInStartFigures(page, samples[index]));
};
