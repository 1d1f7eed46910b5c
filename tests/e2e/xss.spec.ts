import { test as base, expect, type Locator, type Page } from '@playwright/test';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { recordFigure, resetFigure } from '../hardening/support/figures';
import { openSignedIn } from './support/apiSignIn';
import { startReferenceServer } from './support/referenceServer';
import { payloadDealers, seedXssPayloads, type SeededPayloads } from './support/seedXssPayloads';
import { e2eTarget } from './support/target';

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
process.env.MC_HARDENING_DIR = path.resolve('.tmp/hardening/e2e');
const SUITE = 'xss (Chromium)';

const PAYLOADS = [
    '<svg/onload=alert()>',
    '<i/onclick=alert()>x',
    'javascript:alert(2)',
    '<img src=x onerror=alert(3)>',
    '<script>alert(4)</script>',
    '"><img src=x onerror=alert(5)>',
    '<iframe src=javascript:alert(6)>',
    '<a href=javascript:alert(7)>link</a>',
    "'-alert(8)-'<b onmouseover=alert(9)>b</b>",
    '{{constructor.constructor("alert(10)")()}}',
];
const zh = (text: string) => ({ 'zh-cn': text });

/**
 * A deployment's runtime catalogue (public/catalogue.d, named in config.json) with a payload in
 * every text it gives the console: the section's title (icon rail, its menu's heading), the
 * page titles (menu link, tab, breadcrumb), field labels and hints, and option labels of a
 * select and of radio buttons. The rows are the demo stores, so the list has something to show.
 */
const EXTENSION = [
    {
        kind: 'list',
        path: '/xss/list',
        title: zh(PAYLOADS[3]),
        section: { id: 'xss', title: zh(PAYLOADS[0]), icon: 'Security', industries: 'car' },
        api: 'seller/dealer/StoreList',
        calls: { getOne: 'seller/dealer/StoreInfo', create: 'seller/dealer/StoreSave' },
        fields: [
            { kind: 'text', name: 'name', label: zh(PAYLOADS[4]), hint: zh(PAYLOADS[5]) },
            { kind: 'select', name: 'kind', label: zh(PAYLOADS[6]), hint: zh(PAYLOADS[8]), options: PAYLOADS.map((p, value) => ({ value, label: zh(p) })) },
            {
                kind: 'radio',
                name: 'level',
                label: zh(PAYLOADS[7]),
                options: [
                    { value: 1, label: zh(PAYLOADS[1]) },
                    { value: 2, label: zh(PAYLOADS[9]) },
                ],
            },
        ],
    },
    { kind: 'create', path: '/xss/add', title: zh(PAYLOADS[2]), parent: '/xss/list', noCache: true },
];

/**
 * `xss`: the throw-away deployment of this file's worker, seeded with the payloads; `baseURL`
 * points every test of the file at it.
 */
const test = base.extend<object, { xss: { url: string; seeded: SeededPayloads } }>({
    // What this suite measures is the console's own escaping: the server's Content-Security-Policy,
    // which would stop an inline handler even if one were rendered, is taken off the documents
    // here (the CSP suite, csp.spec.ts, measures that defence on its own), so that a payload
    // rendered as markup would run and be counted, as the positive control shows.
    page: async ({ page }, use) => {
        await page.route('**/*', async route => {
            if (route.request().resourceType() !== 'document') return route.fallback();
            const response = await route.fetch();
            const headers = { ...response.headers() };
            delete headers['content-security-policy'];
            await route.fulfill({ response, headers });
        });
        await use(page);
    },
    xss: [
        // eslint-disable-next-line no-empty-pattern -- Playwright reads the fixtures a function asks for from its first parameter
        async ({}, use) => {
            const deployment = mkdtempSync(path.join(tmpdir(), 'mc-xss-'));
            let stop = () => {};
            try {
                cpSync('dist', path.join(deployment, 'dist'), { recursive: true });
                mkdirSync(path.join(deployment, 'dist', 'catalogue.d'), { recursive: true });
                writeFileSync(path.join(deployment, 'dist', 'catalogue.d', 'xss.json'), JSON.stringify(EXTENSION));
                const config = JSON.parse(readFileSync('public/config.json', 'utf8')) as Record<string, unknown>;
                writeFileSync(path.join(deployment, 'config.json'), JSON.stringify({ ...config, catalogue: ['catalogue.d/xss.json'] }));
                const server = await startReferenceServer({
                    MC_DATA_DIR: path.join(deployment, 'data'),
                    MC_DIST_DIR: path.join(deployment, 'dist'),
                    MC_CONFIG_FILE: path.join(deployment, 'config.json'),
                });
                stop = server.stop;
                await use({ url: server.url, seeded: await seedXssPayloads(server.url, PAYLOADS) });
            } finally {
                stop();
                rmSync(deployment, { recursive: true, force: true });
            }
        },
        { scope: 'worker', timeout: 300_000 },
    ],
    baseURL: async ({ xss }, use) => use(xss.url),
});

test.beforeAll(() => resetFigure(SUITE));

test("the payload rows stay in this file's deployment: the run's shared server has none", async ({ xss }) => {
    // The shared server's admin password is the demo one only on the reference server.
    test.skip(e2eTarget().kind === 'deployment', 'the target deployment is not the reference server');
    // The query finds them where they were written…
    expect(await payloadDealers(xss.url, PAYLOADS)).toBeGreaterThanOrEqual(PAYLOADS.length);
    // …and the server that every other spec uses has none.
    expect(await payloadDealers(test.info().project.use.baseURL!, PAYLOADS)).toBe(0);
});

/** Counts the dialogs a page opens (and dismisses them, so nothing blocks). */
const countDialogs = (page: Page) => {
    const counter = { count: 0 };
    page.on('dialog', dialog => {
        counter.count += 1;
        void dialog.dismiss();
    });
    return counter;
};

/** Where a payload shows: a text (its first match on the page), or a locator for one that is no plain text (an accessible name). */
type Shown = string | Locator;
const locate = (page: Page, shown: Shown) => (typeof shown === 'string' ? page.getByText(shown, { exact: false }).first() : shown);

/** Where the payloads show: waits for them, hovers them, then checks nothing ran. */
const place = async (
    page: Page,
    counter: { count: number },
    name: string,
    open: () => Promise<void>,
    shown: Shown[],
    { tried = shown.length, within }: { tried?: number; within?: () => Locator } = {}
) => {
    const before = counter.count;
    let held = 0;
    try {
        await open();
        for (const text of shown) {
            if (within && typeof text === 'string') await expect(within()).toContainText(text);
            else await expect(locate(page, text)).toBeVisible();
        }
        // Handlers that need a gesture (onmouseover) get one.
        for (const text of shown)
            await locate(page, text)
                .hover({ timeout: 2_000 })
                .catch(() => undefined);
        await page.waitForTimeout(500);
        const ran = counter.count - before;
        held = Math.max(0, tried - ran);
        expect(ran, `${name}: payloads that ran`).toBe(0);
    } finally {
        recordFigure(SUITE, tried, held);
    }
};

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
