import type { Browser, Page } from '@playwright/test';
import { ADMIN } from '../benchClient';
import { BASELINE_RESOURCE } from '../baseline/src/columns';
import { DEALER_LIST_PATH } from '../baselineRows';
import { freshContext } from '../chromium';
import type { Figure } from '../Figure';
import { installPageMarks, markNextClick, waitForMark, watchCellFromStart } from '../pageTiming';
import { median } from '../stats';

const TIMEOUT = 60_000;

/** A row is visible once a cell holding the first row's dealer name is on screen. */
export const rowCell = (page: Page, firstName: string) => page.getByRole('cell', { name: firstName, exact: true }).first();

// MUI marks required fields with " *" in the label; the tab "密码登录" must not match.
export const usernameField = (page: Page) => page.getByLabel(/^用户名\s*\*?$/);
const passwordField = (page: Page) => page.getByLabel(/^密码\s*\*?$/);

const fillLogin = async (page: Page) => {
    await usernameField(page).fill(ADMIN.username);
    await passwordField(page).fill(ADMIN.password);
};
const loginButton = (page: Page) => page.getByRole('button', { name: '登录', exact: true });

/** Fills the login form as admin and submits it. */
export const submitLogin = async (page: Page) => {
    await fillLogin(page);
    await loginButton(page).click();
};

/**
 * The console, cold: open /login with the redirect to the dealer list (as a user whose session
 * ended would), sign in as admin through the form, and wait for the list's first row. Times are
 * the page's own, from navigation start.
 */
const consoleRun = async (browser: Browser, baseUrl: string, firstName: string): Promise<ConsoleRun> => {
    const context = await freshContext(browser, baseUrl);
    try {
        await installPageMarks(context);
        await watchCellFromStart(context, firstName);
        const page = await context.newPage();
        await page.goto(`/login?redirect=${encodeURIComponent(DEALER_LIST_PATH)}`);
        const form = await waitForMark(page, 'form', TIMEOUT);
        await fillLogin(page);
        await markNextClick(page);
        await loginButton(page).click();
        const rows = await waitForMark(page, 'cell', TIMEOUT);
        // The click mark lives in the document: if the login had reloaded the page it would be gone.
        const click = await waitForMark(page, 'click', TIMEOUT);
        return { total: rows, form, submitToRows: rows - click };
    } finally {
        await context.close();
    }
};

/** The baseline, cold: open its list page and wait for the same first row. */
const baselineRun = async (browser: Browser, baseUrl: string, firstName: string) => {
    const context = await freshContext(browser, baseUrl);
    try {
        await installPageMarks(context);
        await watchCellFromStart(context, firstName);
        const page = await context.newPage();
        await page.goto(`/#/${BASELINE_RESOURCE}`);
        return await waitForMark(page, 'cell', TIMEOUT);
    } finally {
        await context.close();
    }
};

export interface LoginToRowsOptions {
    consoleUrl: string;
    baselineUrl: string;
    /** First row's name in each app's default order. */
    firstName: string;
    baselineFirstName: string;
    runs: number;
}

/** Signing in is no slower than a plain list opens: click 登录 → first rows over the baseline's open list → rows. */
export const LOGIN_TO_ROWS_TARGET = 1.0;

export interface ConsoleRun {
    /** Navigation start → first row visible. */
    total: number;
    /** Navigation start → login form shown. */
    form: number;
    /** Click 登录 → first row visible. */
    submitToRows: number;
}

/** The figures of runs taken in pairs (console run i beside baseline run i), with the target printed ok / MISSED. */
export const loginToRowsFigures = (consoleRuns: ConsoleRun[], baselineRuns: number[]): Figure[] => {
    const part = 'Login → first rows (Chromium)';
    const totals = consoleRuns.map(run => run.total);
    const submits = consoleRuns.map(run => run.submitToRows);
    const ratios = totals.map((total, run) => total / baselineRuns[run]);
    const submitRatios = submits.map((submit, run) => submit / baselineRuns[run]);
    const submitRatio = median(submits) / median(baselineRuns);
    return [
        { part, name: 'baseline: open list → rows', value: median(baselineRuns), unit: 'ms', runs: baselineRuns, status: 'info' },
        {
            part,
            name: 'console: open /login → form',
            value: median(consoleRuns.map(run => run.form)),
            unit: 'ms',
            runs: consoleRuns.map(run => run.form),
            status: 'info',
        },
        {
            part,
            name: 'console: click 登录 → rows',
            value: median(submits),
            unit: 'ms',
            runs: submits,
            status: 'info',
            note: 'login call; then user info, permissions, the definition and the first rows side by side',
        },
        {
            part,
            name: 'click 登录 → rows / baseline open list → rows',
            value: submitRatio,
            unit: '×',
            runs: submitRatios,
            status: submitRatio <= LOGIN_TO_ROWS_TARGET ? 'ok' : 'missed',
            note: `target ≤ ${LOGIN_TO_ROWS_TARGET.toFixed(2)}; ratio of the medians; per-run ratios median ${median(submitRatios).toFixed(2)}`,
        },
        {
            part,
            name: 'console: open /login → rows',
            value: median(totals),
            unit: 'ms',
            runs: totals,
            status: 'info',
            note: 'navigation start → first row visible; includes Playwright filling the form',
        },
        {
            part,
            name: 'console / baseline',
            value: median(totals) / median(baselineRuns),
            unit: '×',
            runs: ratios,
            status: 'info',
            note: `open /login → rows over open list → rows; ratio of the medians; per-run ratios median ${median(ratios).toFixed(2)}`,
        },
    ];
};

/** Alternates the two apps run by run, after one discarded warm-up of each, so noise hits both. */
export const measureLoginToRows = async (browser: Browser, options: LoginToRowsOptions): Promise<Figure[]> => {
    const { consoleUrl, baselineUrl, firstName, baselineFirstName, runs } = options;
    await consoleRun(browser, consoleUrl, firstName);
    await baselineRun(browser, baselineUrl, baselineFirstName);
    const consoleRuns: ConsoleRun[] = [];
    const baselineRuns: number[] = [];
    for (let run = 0; run < runs; run++) {
        consoleRuns.push(await consoleRun(browser, consoleUrl, firstName));
        baselineRuns.push(await baselineRun(browser, baselineUrl, baselineFirstName));
    }
    return loginToRowsFigures(consoleRuns, baselineRuns);
};
