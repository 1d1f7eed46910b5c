import { expect, test, type Locator, type Page } from '@playwright/test';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { recordFigure } from '../hardening/support/figures';
import { login } from './support/login';

/**
 * The XSS suite of `npm run hardening` (tests/README.md): a catalogue of payloads is written,
 * through the API, into server-supplied strings the console shows; each page that shows them
 * must render them as text and run none. A payload that runs calls alert(), which Chromium
 * reports as a dialog: the count must stay 0. Its figure goes to .tmp/hardening/e2e.
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

let restore = '';

test.beforeAll(() => {
    rmSync(process.env.MC_HARDENING_DIR!, { recursive: true, force: true });
    const file = path.join(mkdtempSync(path.join(tmpdir(), 'mc-xss-')), 'payloads.json');
    writeFileSync(file, JSON.stringify(PAYLOADS));
    const baseURL = test.info().project.use.baseURL!;
    restore = execFileSync('npx', ['tsx', 'tests/e2e/support/seedXssPayloads.ts', baseURL, 'seed', file], { encoding: 'utf8' }).trim().split('\n').pop()!;
});

test.afterAll(() => {
    if (restore) execFileSync('npx', ['tsx', 'tests/e2e/support/seedXssPayloads.ts', test.info().project.use.baseURL!, 'restore', restore]);
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

/** Where the payloads show: waits for them as text, hovers them, then checks nothing ran. */
const place = async (
    page: Page,
    counter: { count: number },
    name: string,
    open: () => Promise<void>,
    shown: string[],
    { tried = shown.length, within }: { tried?: number; within?: () => Locator } = {}
) => {
    const before = counter.count;
    let held = 0;
    try {
        await open();
        for (const text of shown) {
            if (within) await expect(within()).toContainText(text);
            else await expect(page.getByText(text, { exact: false }).first()).toBeVisible();
        }
        // Handlers that need a gesture (onmouseover) get one.
        for (const text of shown)
            await page
                .getByText(text, { exact: false })
                .first()
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

test('payloads in server-supplied strings are shown as text and never run', async ({ page }) => {
    test.setTimeout(180_000);
    const counter = countDialogs(page);
    const upTo = (max: number) => PAYLOADS.filter(p => p.length <= max);

    await place(page, counter, 'nickname in the header and watermark, shop name on the Workbench', () => login(page, 'admin'), [upTo(20)[0], upTo(30)[0]]);
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

/** Strings of a reply that carry a payload: what one intercepted reply puts in front of the console. */
const hostileStrings = (value: unknown): number =>
    typeof value === 'string'
        ? /<|javascript:|\{\{/.test(value)
            ? 1
            : 0
        : value && typeof value === 'object'
          ? Object.values(value).reduce<number>((sum, item) => sum + hostileStrings(item), 0)
          : 0;

test('payloads in a table definition (titles, option labels), its cells and a server message never run', async ({ page }) => {
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
        // A plain JSON envelope: the console takes a reply that is not encrypted as it is (PROTOCOL §3).
        const envelope = isRows
            ? failRows
                ? { status: false, msg: message, data: null }
                : { status: true, msg: '', data: list }
            : { status: true, msg: '', data: definition };
        return route.fulfill({ contentType: 'application/json', body: JSON.stringify(envelope) });
    });

    await login(page, 'admin');
    await place(
        page,
        counter,
        'definition titles, option labels and cells',
        async () => {
            await page.goto('/dealer/secondHandCarDealer/list');
            await expect(page.getByRole('table')).toBeVisible();
        },
        [PAYLOADS[2], PAYLOADS[5], PAYLOADS[9]],
        { tried: hostileStrings(definition) + hostileStrings(list) }
    );
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

test('a payload as an addon name on the "plugin not installed" page never runs', async ({ page }) => {
    const counter = countDialogs(page);
    const name = '<img src=x onerror=alert(15)>竞拍';
    // The addon list as a server could send it: the auction addon not installed, its name hostile.
    await page.route(/\/api\/v1\/addons\/public\/SupplierAddonList(\?|$)/, route =>
        route.fulfill({ contentType: 'application/json', body: JSON.stringify({ status: true, msg: '', data: [{ type: 1, key: 'jp', name, installed: 0 }] }) })
    );
    await login(page, 'admin');
    await place(
        page,
        counter,
        'addon name',
        async () => {
            await page.goto('/jingpai/record');
        },
        [`此页面属于插件「${name}」`]
    );
});
