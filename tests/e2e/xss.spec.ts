import { expect } from '@playwright/test';
import { resetFigure } from '../hardening/support/figures';
import { openSignedIn } from './support/apiSignIn';
import { payloadDealers } from './support/seedXssPayloads';
import { e2eTarget } from './support/target';
import { test } from './support/xssDeployment';
import { countDialogs, place, XSS_SUITE } from './support/xssDetector';
import { PAYLOADS } from './support/xssPayloads';

/**
 * The XSS suite of `npm run hardening` (tests/README.md): a catalogue of payloads is written,
 * through the API, into server-supplied strings the console shows; each page that shows them
 * must render them as text and run none. A payload that runs calls alert(), which Chromium
 * reports as a dialog: the count must stay 0. Its figure goes to .tmp/hardening/e2e.
 *
 * The payload rows never reach the run's shared server: this file starts its own throw-away
 * deployment (a copy of the built console with its own config.json and data directory, seeded
 * with the pinned demo data), writes the payloads there, and removes the whole of it when its
 * worker ends, whether the tests passed or not. That copy also serves a catalogue extension
 * file whose menu, section, page, field and option titles are payloads.
 */

test.beforeAll(() => resetFigure(XSS_SUITE));

test("the payload rows stay in this file's deployment: the run's shared server has none", async ({ xss }) => {
    // The shared server's admin password is the demo one only on the reference server.
    test.skip(e2eTarget().kind === 'deployment', 'the target deployment is not the reference server');
    // The query finds them where they were written…
    expect(await payloadDealers(xss.url, PAYLOADS)).toBeGreaterThanOrEqual(PAYLOADS.length);
    // …and the server that every other spec uses has none.
    expect(await payloadDealers(test.info().project.use.baseURL!, PAYLOADS)).toBe(0);
});

test('the detector sees a payload that runs (positive control)', async ({ page }) => {
    const counter = countDialogs(page);
    await page.goto('/login');
    await page.evaluate(html => document.body.insertAdjacentHTML('beforeend', html), '<img src=x onerror=alert(1)>');
    await expect.poll(() => counter.count).toBe(1);
});

test('payloads in server-supplied strings are shown as text and never run', async ({ page, baseURL }) => {
    test.setTimeout(180_000);
    const counter = countDialogs(page);
    const upTo = (max: number) => PAYLOADS.filter(p => p.length <= max);

    await place(
        page,
        counter,
        'nickname in the header and watermark, shop name on the Workbench',
        async () => {
            await openSignedIn(page, 'admin', { baseURL });
        },
        [upTo(20)[0], upTo(30)[0]]
    );
    await place(
        page,
        counter,
        'dealer names and contacts in list cells',
        async () => {
            await page.goto('/dealer/secondHandCarDealer/list');
        },
        PAYLOADS.map(p => p.slice(0, 50))
    );
    await place(
        page,
        counter,
        'advert titles in list cells',
        async () => {
            await page.goto('/content/advertising/manage');
        },
        PAYLOADS.map(p => p.slice(0, 50))
    );
    await place(
        page,
        counter,
        'role names in list cells',
        async () => {
            await page.goto('/setting/permission/management/role');
        },
        upTo(20)
    );
    await place(
        page,
        counter,
        'the entry agreement (server HTML)',
        async () => {
            await page.goto('/business');
            await page.getByRole('button', { name: '商户入驻协议' }).click();
            await expect(page.getByRole('dialog')).toContainText('结束');
        },
        // All payloads were sent in one HTML text; what shows of them depends on how the HTML
        // parses (after the unclosed <iframe> the rest is its raw text), so only the ends are awaited.
        ['javascript:alert(2)', '结束'],
        { tried: PAYLOADS.length, within: () => page.getByRole('dialog') }
    );
});

test('payloads in the runtime catalogue (menu, section, page titles, field labels, hints, option labels) never run', async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    const counter = countDialogs(page);
    await openSignedIn(page, 'admin', { baseURL });
    const rail = page.getByRole('navigation', { name: '主菜单' });
    const menu = page.getByRole('navigation', { name: PAYLOADS[0], exact: true });
    await place(
        page,
        counter,
        'section title (icon rail, menu heading) and menu title',
        async () => {
            await rail.getByRole('button', { name: PAYLOADS[0], exact: true }).click();
        },
        [rail.getByRole('button', { name: PAYLOADS[0], exact: true }), menu.getByRole('link', { name: PAYLOADS[3], exact: true })]
    );
    await place(
        page,
        counter,
        'page title in the tab and the breadcrumbs',
        async () => {
            await menu.getByRole('link', { name: PAYLOADS[3], exact: true }).click();
            await expect(page).toHaveURL(/\/xss\/list/);
        },
        [page.getByRole('tab', { name: PAYLOADS[3], exact: true }), page.getByRole('navigation', { name: '面包屑' }).getByText(PAYLOADS[3])]
    );
    await place(
        page,
        counter,
        'form title, field labels, hints and radio labels',
        async () => {
            await page.goto('/xss/add');
        },
        [
            page.getByRole('tab', { name: PAYLOADS[2], exact: true }),
            page.getByRole('textbox', { name: PAYLOADS[4], exact: true }),
            PAYLOADS[5],
            page.getByRole('combobox', { name: PAYLOADS[6], exact: true }),
            PAYLOADS[8],
            page.getByRole('radiogroup', { name: PAYLOADS[7], exact: true }),
            page.getByRole('radio', { name: PAYLOADS[1], exact: true }),
            page.getByRole('radio', { name: PAYLOADS[9], exact: true }),
        ]
    );
    await place(
        page,
        counter,
        "option labels in a select's open dropdown",
        async () => {
            await page.getByRole('combobox', { name: PAYLOADS[6], exact: true }).click();
        },
        PAYLOADS.map(label => page.getByRole('listbox').getByRole('option', { name: label, exact: true }))
    );
    await page.keyboard.press('Escape');
});

test('role names from the server as options of an edit form (chips and open dropdown) never run', async ({ page, baseURL, xss }) => {
    test.setTimeout(120_000);
    const counter = countDialogs(page);
    // Role names are at most 20 characters: the payloads that fit were seeded as roles.
    const roles = PAYLOADS.filter(p => p.length <= 20);
    const select = page.getByRole('combobox', { name: '角色' });
    await place(
        page,
        counter,
        'selected role names in an edit form',
        async () => {
            await openSignedIn(page, 'admin', { baseURL, path: `/setting/permission/management/operators/edit/${xss.seeded.operatorId}` });
            await expect(select).toBeVisible();
        },
        // The chosen options show in the select as one text, joined by 、.
        roles,
        { within: () => select }
    );
    await place(
        page,
        counter,
        "role names in the select's open dropdown",
        async () => {
            await select.click();
        },
        roles.map(role => page.getByRole('listbox').getByRole('option', { name: role, exact: true }))
    );
    await page.keyboard.press('Escape');
});

/** Strings of a reply that carry a payload: what one intercepted reply puts in front of the console. */
const hostileStrings = (value: unknown): number =>
    typeof value === 'string'
        ? /<|javascript:|\{\{/.test(value)
            ? 1
            : 0
        : value && typeof value === 'object'
          ? Object.values(value).reduce<number>((sum, item) => sum + hostileStrings(item), 0)
          : 0;

test('payloads in a table definition (titles, option labels), its cells and a server message never run', async ({ page, baseURL }) => {
    test.setTimeout(120_000);
    const counter = countDialogs(page);
    const options = PAYLOADS.map((label, value) => ({ value, label }));
    // What the server could send for the dealer list: every title, label and cell hostile.
    const definition = {
        pk: 'id',
        limit: 20,
        show_sum: true,
        column_names: ['id', 'name', 'status', 'tags', 'logo', 'city', 'price'],
        rows: {
            id: { title: PAYLOADS[0] },
            name: { title: PAYLOADS[2], sort: true },
            status: { title: PAYLOADS[3], type: 'select', options },
            tags: { title: PAYLOADS[4], type: 'checkbox', options: options.map(o => ({ ...o, value: String(o.value) })) },
            logo: { title: PAYLOADS[5], type: 'image' },
            city: { title: PAYLOADS[6], type: 'cascade', options: [{ value: 1, label: PAYLOADS[7], children: [{ value: 2, label: PAYLOADS[8] }] }] },
            price: { title: PAYLOADS[9], type: 'number', decimal: 2, sum: true },
        },
        top_search: [
            { name: 'name', title: PAYLOADS[1] },
            { name: 'status', title: PAYLOADS[2], type: 'select', options },
        ],
    };
    const images = ['javascript:alert(11)', '"><img src=x onerror=alert(12)>', 'data:text/html,<script>alert(13)</script>'];
    const rows = PAYLOADS.map((name, i) => ({
        id: i + 1,
        name,
        status: i,
        tags: `${i},${(i + 1) % PAYLOADS.length}`,
        logo: images[i % 3],
        city: '1,2',
        price: 100 + i,
    }));
    const list = { data: rows, count: rows.length, totalrow: { price: PAYLOADS[0] } };
    const message = '<img src=x onerror=alert(14)>服务器拒绝';
    let failRows = false;
    await page.route(/\/api\/v1\/seller\/dealer\/DealerList(\?|$)/, route => {
        const isRows = new URL(route.request().url()).searchParams.has('page');
        // A plain JSON envelope: the console takes a reply that is not encrypted as it is (docs/protocol.md §4).
        const envelope = isRows
            ? failRows
                ? { status: false, msg: message, data: null }
                : { status: true, msg: '', data: list }
            : { status: true, msg: '', data: definition };
        return route.fulfill({ contentType: 'application/json', body: JSON.stringify(envelope) });
    });

    await place(
        page,
        counter,
        'definition titles, option labels and cells',
        async () => {
            await openSignedIn(page, 'admin', { baseURL, path: '/dealer/secondHandCarDealer/list' });
            await expect(page.getByRole('table')).toBeVisible();
        },
        [PAYLOADS[2], PAYLOADS[5], PAYLOADS[9]],
        { tried: hostileStrings(definition) + hostileStrings(list) }
    );
    await place(
        page,
        counter,
        "option labels in a filter's open dropdown",
        async () => {
            await page.getByRole('combobox', { name: PAYLOADS[2], exact: true }).click();
        },
        options.map(({ label }) => page.getByRole('listbox').getByRole('option', { name: label, exact: true }))
    );
    await page.keyboard.press('Escape');
    failRows = true;
    await place(
        page,
        counter,
        'a server message',
        async () => {
            await page.reload();
        },
        ['服务器拒绝'],
        { tried: 1 }
    );
});

test('a payload as an addon name on the "plugin not installed" page never runs', async ({ page, baseURL }) => {
    const counter = countDialogs(page);
    const name = '<img src=x onerror=alert(15)>竞拍';
    // The addon list as a server could send it: the auction addon not installed, its name hostile.
    await page.route(/\/api\/v1\/addons\/public\/SupplierAddonList(\?|$)/, route =>
        route.fulfill({ contentType: 'application/json', body: JSON.stringify({ status: true, msg: '', data: [{ type: 1, key: 'jp', name, installed: 0 }] }) })
    );
    await place(
        page,
        counter,
        'addon name',
        async () => {
            await openSignedIn(page, 'admin', { baseURL, path: '/jingpai/record' });
        },
        [`此页面属于插件「${name}」`]
    );
});
