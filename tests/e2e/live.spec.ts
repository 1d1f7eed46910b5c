import type { Browser, Page } from '@playwright/test';
import { expect, pagesFor, test, type Pages, type SignIn } from './pages/fixtures';
import { openSignedIn } from './support/apiSignIn';
import { createDealerEditor } from './support/createDealerEditor';

// The live console with two operators, each in a browser context of their own: what one writes,
// the other's open list, menu badges, edit form and session follow without a reload; and a
// console whose backend has no stream works as before, without a retry storm.

test.describe.configure({ timeout: 180_000 });

/**
 * How long a live consequence may take: another browser's write, its notification, and this
 * console reading the row or figure again, with both browsers and the server on a loaded machine.
 * It bounds a wait, not a speed (the bench measures that).
 */
const LIVE_WAIT = { timeout: 20_000 };

const DEALERS = '/dealer/secondHandCarDealer/list';
const STREAM = '/api/v1/seller/live/Events';

/** A second operator's browser: its own context (its own session), its page objects. */
const secondBrowser = async (browser: Browser, baseURL: string | undefined): Promise<Pages & { page: Page; signIn: SignIn; close(): Promise<void> }> => {
    const context = await browser.newContext({ baseURL, locale: 'zh-CN' });
    const page = await context.newPage();
    return { page, ...pagesFor(page), signIn: (who, path) => openSignedIn(page, who, { path, baseURL }), close: () => context.close() };
};

/** Once the stream is open: the console is live (the first event arrives with the stream's headers). */
const liveOn = (page: Page) => page.waitForResponse(response => response.url().includes(STREAM) && response.status() === 200);

/** Signs in as admin, opens the dealer list and waits until it shows rows and the console is live. */
const liveDealers = async ({ page, signIn, listPage }: Pick<Pages, 'listPage'> & { page: Page; signIn: SignIn }) => {
    const live = liveOn(page);
    await signIn('admin');
    await listPage.goto(DEALERS);
    await listPage.hasRows();
    await live;
};

/** List calls that read the whole page again (not rows by key). */
const pageReads = (page: Page, api: string) => {
    const reads: string[] = [];
    page.on('request', request => {
        const url = new URL(request.url());
        if (url.pathname.endsWith(api) && url.searchParams.get('page') && !url.searchParams.get('_ids')) reads.push(request.url());
    });
    return reads;
};

test('a list updates a row another operator saved, in place: the selection stays and the page is not read again', async ({
    page,
    browser,
    baseURL,
    signIn,
    listPage: list,
}) => {
    await liveDealers({ page, signIn, listPage: list });
    const row = list.rows.nth(1);
    const name = (await list.columnTexts('车商名称'))[1];
    await list.select(row);
    const reads = pageReads(page, 'seller/dealer/DealerList');

    const other = await secondBrowser(browser, baseURL);
    await other.signIn('admin');
    await other.listPage.goto(DEALERS);
    await other.listPage.hasRows();
    await other.listPage.rowAction(other.listPage.row(name).first(), other.shell.routeTitle('/dealer/secondHandCarDealer/edit'));
    const contact = `实时${String(Date.now()).slice(-5)}`;
    await other.formPage.fill(other.texts.t('mc.field.contact'), contact);
    await other.formPage.submit();
    await expect(other.formPage.notice('mc.message.saved')).toBeVisible();

    await expect(list.row(name).first()).toContainText(contact, LIVE_WAIT);
    await expect(list.row(name).first().getByRole('checkbox', { name: '选择此行' })).toBeChecked();
    expect(reads).toEqual([]);
    await other.close();
});

test('new rows of the filter wait behind a chip instead of moving the table, and show on click', async ({ page, browser, baseURL, signIn, listPage: list }) => {
    await liveDealers({ page, signIn, listPage: list });
    const before = await list.rows.allInnerTexts();

    const other = await secondBrowser(browser, baseURL);
    await other.signIn('admin');
    await other.page.goto('/dealer/secondHandCarDealer/save');
    const name = `实时车商${String(Date.now()).slice(-6)}`;
    const form = other.formPage;
    await form.fill(other.texts.t('mc.field.dealerName'), name);
    await form.fill(other.texts.t('mc.field.contact'), '新记录');
    await form.fill(other.texts.t('mc.field.phone'), '13800004444');
    await form.chooseCascade(other.texts.t('mc.field.region'), '浙江省', '杭州市');
    await form.choose(other.texts.t('mc.field.business_scope'), '卖车');
    await form.submit();
    await expect(form.notice('mc.message.added')).toBeVisible();

    const chip = page.getByRole('button', { name: '1 条新记录' });
    await expect(chip).toBeVisible(LIVE_WAIT);
    // The table did not move under the cursor.
    expect(await list.rows.allInnerTexts()).toEqual(before);
    await chip.click();
    await expect(list.row(name)).toHaveCount(1);
    await expect(chip).toBeHidden();
    await other.close();
});

test("a menu badge follows another operator's ship", async ({ page, browser, baseURL, signIn, shell, listPage: list }) => {
    const orders = shell.sectionTitle('order');
    const toShip = shell.routeTitle('/order/toship');
    const live = liveOn(page);
    await signIn('admin');
    await shell.openRoute('/order/toship');
    await list.hasRows();
    await live;
    const count = await list.total();
    await expect.poll(() => shell.menuBadge(orders, toShip)).toBe(count);

    const other = await secondBrowser(browser, baseURL);
    await other.signIn('admin');
    await other.shell.openRoute('/order/toship');
    await other.listPage.hasRows();
    await other.listPage.rowAction(other.listPage.rows.first(), other.shell.routeTitle('/order/delivery'));
    await other.formPage.choose('物流公司', '顺丰速运');
    await other.formPage.fill('运单号', `SF${Date.now()}`);
    await other.formPage.submit();
    await expect(other.formPage.notice('mc.message.saved')).toBeVisible();

    await expect.poll(() => shell.menuBadge(orders, toShip), LIVE_WAIT).toBe(count - 1);
    await other.close();
});

test('an edit form says who changed its record underneath it, and loads the change on request', async ({
    page,
    browser,
    baseURL,
    signIn,
    listPage: list,
    formPage: form,
    texts,
}) => {
    const editor = await createDealerEditor(baseURL!, String(Date.now()).slice(-6));
    await liveDealers({ page, signIn, listPage: list });
    const name = (await list.columnTexts('车商名称'))[2];
    await list.rowAction(list.row(name).first(), pagesFor(page).shell.routeTitle('/dealer/secondHandCarDealer/edit'));
    const contact = form.field(texts.t('mc.field.contact'), 'textbox');
    await expect(contact).toBeVisible();

    const other = await secondBrowser(browser, baseURL);
    await other.signIn(editor);
    await other.listPage.goto(DEALERS);
    await other.listPage.rowAction(other.listPage.row(name).first(), other.shell.routeTitle('/dealer/secondHandCarDealer/edit'));
    const changed = `改于${String(Date.now()).slice(-5)}`;
    await other.formPage.fill(other.texts.t('mc.field.contact'), changed);
    await other.formPage.submit();
    await expect(other.formPage.notice('mc.message.saved')).toBeVisible();

    // The writer by the name the account goes by.
    const banner = page.getByRole('alert').filter({ hasText: `${editor.nickname} 于` });
    await expect(banner).toContainText('修改了此记录', LIVE_WAIT);
    // The form keeps what the operator sees until they choose.
    await expect(contact).not.toHaveValue(changed);
    await banner.getByRole('button', { name: texts.t('mc.live.record.reload') }).click();
    await expect(contact).toHaveValue(changed);
    await expect(banner).toBeHidden();
    await other.close();
});

test('a session signed out from another device signs out at once, with the usual message', async ({ page, browser, baseURL, signIn, listPage: list }) => {
    await liveDealers({ page, signIn, listPage: list });

    const other = await secondBrowser(browser, baseURL);
    await other.signIn('admin');
    await other.devicesPage.goto();
    await other.devicesPage.signOutOthers();

    // No call of this page's own: the stream told it.
    await expect(page).toHaveURL(/\/login/, LIVE_WAIT);
    await expect(page.getByText('登录已失效，请重新登录')).toBeVisible();
    await other.close();
});

test('against a backend without the stream (404) the console works as before: no error, no sign, one try', async ({
    page,
    signIn,
    listPage: list,
    workbench,
}) => {
    const tries: string[] = [];
    await page.route(`**${STREAM}**`, route => {
        tries.push(route.request().url());
        return route.fulfill({ status: 404, contentType: 'application/json', body: JSON.stringify({ status: false, msg: '接口不存在', data: null }) });
    });
    const errors: string[] = [];
    page.on('pageerror', error => errors.push(error.message));
    // One page load (the Workbench), then a move inside the app: one try of the stream.
    await signIn('admin');
    await workbench.settled();
    await list.goto(DEALERS);
    await list.hasRows();
    await page.waitForTimeout(3000);
    expect(tries).toHaveLength(1);
    expect(errors).toEqual([]);
    await expect(page.locator('[data-live-status]')).toHaveCount(0);
    await expect(page.getByRole('alert')).toHaveCount(0);
});
