/**
 * npm run docs:screenshots: the page anatomy screenshot of the README and src/schema/README.md.
 * Builds the console (skip with --no-build), starts the reference server on a free port with a
 * throw-away database and the pinned demo seed (the same rows on every run), logs in as admin
 * in Chinese in a 1440×900 window, opens the car list with three rows selected, puts numbered
 * callouts on its parts and saves the whole page as docs/list-page-anatomy.png. The numbers are keyed in the READMEs; a part
 * that is no longer found stops the script with its name, so the key cannot silently drift.
 * A machine without a CJK font would draw the Chinese as boxes: the script refuses then.
 */
import { chromium, type Locator, type Page } from '@playwright/test';
import { execSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PINNED_SEED_NOW } from '../server/domains/shared/pinnedSeedNow';
import { drawsChineseGlyphs } from '../tests/e2e/support/cjkGlyphs';
import { CHROMIUM_LAUNCH_OPTIONS } from '../tests/e2e/support/chromiumLaunch';
import { startReferenceServer } from '../tests/e2e/support/referenceServer';

const OUTPUT = 'docs/list-page-anatomy.png';
const LIST = '/cars/list/manageShow';

/** The callouts, in the order of the READMEs' key. */
const PARTS: Array<[name: string, find: (page: Page) => Locator]> = [
    ['toolbar', page => page.getByRole('link', { name: '新增' })],
    ['filter form', page => page.getByRole('search', { name: '筛选条件' })],
    ['selection bar', page => page.getByRole('alert').filter({ hasText: '已选 3 项' })],
    ['sticky header', page => page.getByRole('columnheader', { name: '全选' })],
    ['row actions', page => page.getByRole('columnheader', { name: '操作', exact: true })],
    ['summary row', page => page.getByRole('row', { name: '合计', exact: true })],
    ['pagination', page => page.getByText(/^每页行数/)],
];

/** A numbered badge just left of `box`, halfway down, drawn over the page. */
const callout = (page: Page, n: number, box: { x: number; y: number; height: number }) =>
    page.evaluate(
        ({ n, x, y }) => {
            const badge = document.createElement('div');
            badge.textContent = String(n);
            Object.assign(badge.style, {
                position: 'absolute',
                left: `${Math.max(0, x - 28) + scrollX}px`,
                top: `${y - 12 + scrollY}px`,
                width: '24px',
                height: '24px',
                borderRadius: '50%',
                background: '#d32f2f',
                color: '#fff',
                font: 'bold 14px/24px sans-serif',
                textAlign: 'center',
                zIndex: '100000',
                boxShadow: '0 0 0 2px #fff',
            });
            document.body.append(badge);
        },
        { n, x: box.x, y: box.y + box.height / 2 }
    );

if (!process.argv.includes('--no-build')) execSync('npx vite build --logLevel warn', { stdio: 'inherit' });
const dataDir = mkdtempSync(path.join(tmpdir(), 'mc-docs-'));
const server = await startReferenceServer({ MC_DATA_DIR: dataDir, MC_SEED_NOW: PINNED_SEED_NOW });
const browser = await chromium.launch(CHROMIUM_LAUNCH_OPTIONS);
try {
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, locale: 'zh-CN' });
    await page.goto(`${server.url}/login`);
    if (!(await drawsChineseGlyphs(page))) throw new Error('Chromium has no CJK font here (Chinese would be boxes): install fonts-noto-cjk (npm test does).');
    await page.getByRole('textbox', { name: '用户名', exact: true }).fill('admin');
    await page.getByRole('textbox', { name: '密码', exact: true }).fill('Admin@2026');
    await page.getByRole('button', { name: '登录' }).click();
    await page.waitForURL(/\/dashboard$/);
    await page.goto(`${server.url}${LIST}`);
    const rows = page.getByRole('checkbox', { name: '选择此行' });
    await rows.first().waitFor();
    for (const i of [6, 7, 9]) await rows.nth(i).check();
    await page.getByRole('alert').filter({ hasText: '已选 3 项' }).waitFor();
    // The table scrolls inside its box under a sticky header: scrolled to its end, the picture
    // shows the last rows, the summary row and, below the box, the pagination. Repeated until
    // it holds, as the selection bar's arrival re-lays the box out.
    for (let attempt = 0; ; attempt++) {
        const atEnd = await page.getByRole('table').evaluate(table => {
            const box = table.closest('.RaDataTable-tableWrapper');
            if (!box) return true;
            box.scrollTop = box.scrollHeight;
            return box.scrollTop > 0 && box.scrollTop + box.clientHeight >= box.scrollHeight - 1;
        });
        await page.waitForTimeout(300);
        if (atEnd || attempt > 20) break;
    }
    // Nothing hovered or focused: the picture shows the page at rest.
    await page.mouse.move(0, 899);
    await page
        .locator(':focus')
        .evaluate(element => (element as HTMLElement).blur())
        .catch(() => undefined);
    for (const [i, [name, find]] of PARTS.entries()) {
        const box = await find(page)
            .first()
            .boundingBox({ timeout: 10_000 })
            .catch(() => null);
        if (!box)
            throw new Error(`docs:screenshots: the ${name} (callout ${i + 1}) is not in the picture of ${LIST} any more; update PARTS and the READMEs' key.`);
        await callout(page, i + 1, box);
    }
    mkdirSync(path.dirname(OUTPUT), { recursive: true });
    // The whole page: with the selection bar it is a little taller than the 900 px window.
    await page.screenshot({ path: OUTPUT, fullPage: true });
    console.log(`Wrote ${OUTPUT}`);
} finally {
    await browser.close();
    server.stop();
    rmSync(dataDir, { recursive: true, force: true });
}
