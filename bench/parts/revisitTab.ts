import type { Browser, Page } from '@playwright/test';
import { freshContext } from '../chromium';
import { notMeasurable, describeError, type Figure } from '../Figure';
import { installPageMarks, markNextClick, waitForMark, watchCell } from '../pageTiming';
import { median } from '../stats';
import { rowCell, submitLogin } from './loginToRows';

export interface ListPage {
    path: string;
    /** The page's title as the menu and the tab bar show it. */
    title: string;
    /** Name of its first row: the page counts as shown once a cell with it is visible. */
    firstName: string;
}

const TIMEOUT = 20_000;
/** Requests a revisit triggers are counted over this window after its rows show. */
const SETTLE_MS = 1000;
const PART = 'Revisit a tab';

/** Opens a page the way a user does: its menu entry; without one, an in-app navigation. */
const openFromMenu = async (page: Page, target: ListPage): Promise<'menu' | 'history'> => {
    const entry = page
        .getByRole('navigation')
        .getByRole('link', { name: target.title, exact: true })
        .or(page.getByRole('navigation').getByRole('button', { name: target.title, exact: true }))
        .first();
    if (await entry.isVisible()) {
        await entry.click();
        return 'menu';
    }
    // react-router follows popstate: the same in-app navigation a link makes, without a reload.
    // (Text, not a function: see pageTiming.ts on serializing functions under tsx.)
    const path = JSON.stringify(target.path);
    await page.evaluate(`window.history.pushState({}, '', ${path}); window.dispatchEvent(new PopStateEvent('popstate'));`);
    return 'history';
};

const tabOf = (page: Page, target: ListPage) => page.getByRole('tab', { name: target.title, exact: true });

/**
 * Open list A, open list B, click A's tab: the /api calls that click makes and the time until
 * A's rows are visible again, repeated (B's tab, then A's) after one login.
 */
export const measureRevisitTab = async (browser: Browser, consoleUrl: string, a: ListPage, b: ListPage, runs: number): Promise<Figure[]> => {
    const context = await freshContext(browser, consoleUrl);
    try {
        await installPageMarks(context);
        const page = await context.newPage();
        await page.goto(`/login?redirect=${encodeURIComponent(a.path)}`);
        await submitLogin(page);
        await rowCell(page, a.firstName).waitFor({ timeout: TIMEOUT });
        const how = await openFromMenu(page, b);
        await rowCell(page, b.firstName).waitFor({ timeout: TIMEOUT });
        if ((await tabOf(page, a).count()) === 0) {
            return [notMeasurable(PART, `back to "${a.title}"`, `the layout shows no tab named "${a.title}" (role tab)`)];
        }

        let counting = false;
        let calls = 0;
        page.on('request', request => {
            const type = request.resourceType();
            if (counting && (type === 'fetch' || type === 'xhr') && new URL(request.url()).pathname.startsWith('/api/')) calls++;
        });
        const times: number[] = [];
        const counts: number[] = [];
        for (let run = 0; run < runs; run++) {
            if (run > 0) {
                await tabOf(page, b).click();
                await rowCell(page, b.firstName).waitFor({ timeout: TIMEOUT });
                await page.waitForTimeout(SETTLE_MS);
            }
            calls = 0;
            counting = true;
            await watchCell(page, a.firstName);
            await markNextClick(page);
            await tabOf(page, a).click();
            const shown = await waitForMark(page, 'cell', TIMEOUT);
            times.push(shown - (await waitForMark(page, 'click', TIMEOUT)));
            await page.waitForTimeout(SETTLE_MS);
            counting = false;
            counts.push(calls);
        }
        const note = `${a.title} → ${b.title} (${how === 'menu' ? 'menu' : 'in-app navigation, no menu entry found'}) → tab ${a.title}`;
        return [
            { part: PART, name: 'click tab → its rows visible', value: median(times), unit: 'ms', runs: times, status: 'info', note },
            {
                part: PART,
                name: '/api calls made by the revisit',
                value: median(counts),
                unit: 'calls',
                runs: counts,
                status: 'info',
                note: `fetch/xhr to /api within ${SETTLE_MS} ms after the rows show; max ${Math.max(...counts)}`,
            },
        ];
    } catch (error) {
        return [notMeasurable(PART, `back to "${a.title}"`, describeError(error))];
    } finally {
        await context.close();
    }
};
