import { expect, test } from './pages/fixtures';
import { textsFor } from './pages/texts';
import { Workbench, type TodoCard } from './pages/Workbench';

// The Workbench: to-do cards one click away from their filtered lists, the business
// charts over 7/30/90 days, the shop header, and the refresh rules of a kept-alive tab.

// Each test walks several pages (the admin's seven lists): more than the default minute on a loaded machine.
test.describe.configure({ timeout: 240_000 });

const isOverview = (url: string) => new URL(url).pathname.endsWith('/api/v1/seller/dashboard/Overview');

const adminCards: TodoCard[] = [
    'dealerPendingAudit',
    'refundPendingAudit',
    'auctionAwaitingConfirm',
    'unsoldNotRelisted',
    'leadNotContacted',
    'carOnSale',
    'auctionRunning',
];

test("the admin's cards each open their list with the card's count", async ({ page, signIn, shell, workbench, listPage: list }) => {
    await signIn('admin');
    await expect(workbench.cards()).toHaveCount(adminCards.length);
    for (const name of adminCards) {
        await shell.openTab(shell.routeTitle('/dashboard'));
        await expect(page).toHaveURL(/\/dashboard$/);
        const count = await workbench.cardCount(name);
        expect(count, name).toBeGreaterThan(0);
        await workbench.openCard(name);
        await list.hasRows();
        expect(await list.total(), name).toBe(count);
    }
});

test('the shop card sits in the header and the charts switch between 7, 30 and 90 days', async ({ page, signIn, workbench, texts }) => {
    await signIn('admin');
    await expect(workbench.cards()).toHaveCount(adminCards.length);
    await expect(workbench.shop()).toContainText(texts.t('mc.workbench.lastLogin', { time: '\0' }).split('\0')[0]);
    for (const chart of ['vehicles', 'auctions', 'deposits', 'onSale'] as const) await expect(workbench.chart(chart)).toBeVisible();
    await expect(workbench.rangeButton(30)).toHaveAttribute('aria-pressed', 'true');
    for (const days of [7, 90] as const) {
        const [request] = await Promise.all([
            page.waitForRequest(r => isOverview(r.url()) && new URL(r.url()).searchParams.get('days') === String(days)),
            workbench.chooseRange(days),
        ]);
        expect(request.method()).toBe('GET');
    }
    await workbench.chooseBreakdown('byCategory');
    // A category of the seed.
    await expect(workbench.chart('onSale')).toContainText('SUV');
});

test('a reveal within 60 s makes no call; the refresh button does, without reloading the page', async ({ page, signIn, shell, workbench, listPage: list }) => {
    await signIn('admin');
    await expect(workbench.cards()).toHaveCount(adminCards.length);
    const calls: string[] = [];
    page.on('request', request => isOverview(request.url()) && calls.push(request.url()));
    await workbench.openCard('carOnSale');
    await list.hasRows();
    await shell.openTab(shell.routeTitle('/dashboard'));
    await expect(workbench.todoList()).toBeVisible();
    expect(calls).toEqual([]);

    await page.evaluate(() => ((window as unknown as { __kept: boolean }).__kept = true));
    await Promise.all([page.waitForRequest(r => isOverview(r.url())), workbench.refresh()]);
    expect(calls).toHaveLength(1);
    expect(await page.evaluate(() => (window as unknown as { __kept?: boolean }).__kept)).toBe(true);
});

test('the operator sees only the cards of the lists its role opens, and no charts', async ({ signIn, shell, workbench, listPage: list }) => {
    await signIn('operator');
    await expect(workbench.cards()).toHaveCount(1);
    const count = await workbench.cardCount('dealerPendingAudit');
    await workbench.openCard('dealerPendingAudit');
    await list.hasRows();
    expect(await list.total()).toBe(count);
    await shell.openTab(shell.routeTitle('/dashboard'));
    await expect(workbench.overview()).toHaveCount(0);
    await expect(workbench.charts()).toHaveCount(0);
});

test('the offlinepay bank sees its staff, withdrawal and balance cards', async ({ signIn, workbench, listPage: list }) => {
    await signIn('bank');
    await expect(workbench.cards()).toHaveCount(3);
    for (const name of ['staffCount', 'cashPending', 'balanceToday'] as const) await expect(workbench.card(name)).toBeVisible();
    const count = await workbench.cardCount('staffCount');
    await workbench.openCard('staffCount');
    await list.hasRows();
    expect(await list.total()).toBe(count);
});

test('the Workbench speaks English when switched', async ({ page, signIn, shell }) => {
    await signIn('admin');
    await shell.switchLocale('en');
    const english = new Workbench(page, textsFor('en'));
    await expect(english.todoList()).toBeVisible();
    await expect(english.card('carOnSale')).toBeVisible();
    await expect(english.chart('auctions')).toBeVisible();
    await expect(english.rangeButton(7)).toHaveText('Last 7 days');
    await expect(english.refreshButton()).toBeVisible();
});
