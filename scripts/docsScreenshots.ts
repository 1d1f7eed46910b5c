/**
 * npm run docs:screenshots: the page anatomy screenshots of the README and src/schema/README.md.
 * Builds the console (skip with --no-build), starts the reference server on a free port with a
 * throw-away database and the pinned demo seed (the same rows on every run), logs in as admin
 * in a 1440×900 window, opens the car list with three rows selected, puts numbered callouts on
 * its parts and saves the whole page: in Chinese as docs/list-page-anatomy.png, in English and
 * Japanese as docs/list-page-anatomy.en.png and .ja.png (the console's language from the
 * browser's, so the server answers in it too). The numbers are keyed in the READMEs; a part that
 * is no longer found stops the script with its name, so the key cannot silently drift. A machine
 * without a CJK font would draw Chinese and Japanese as boxes: the script refuses then.
 *
 * It also takes docs/designer.md's picture, docs/designer-form.png: the platform administrator's
 * resource designer with a new resource's structured form beside its preview. `--only list` or
 * `--only designer` takes one kind.
 */
import { chromium, type Locator, type Page } from '@playwright/test';
import { execSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PINNED_SEED_NOW } from '../server/domains/shared/pinnedSeedNow';
import { LIST_PAGE_SOURCES, sourcesHash, stampSources } from './figures/screenshotSources';
import { drawsChineseGlyphs } from '../tests/e2e/support/cjkGlyphs';
import { CHROMIUM_LAUNCH_OPTIONS } from '../tests/e2e/support/chromiumLaunch';
import { startReferenceServer } from '../tests/e2e/support/referenceServer';
import { textsFor, type Texts } from '../tests/e2e/pages/texts';

const LIST = '/cars/list/manageShow';

/** Each picture: the file, the browser's language (the console follows it) and the console's texts. */
const PICTURES = [
    { output: 'docs/list-page-anatomy.png', browserLocale: 'zh-CN', texts: textsFor('zh-cn') },
    { output: 'docs/list-page-anatomy.en.png', browserLocale: 'en-US', texts: textsFor('en') },
    { output: 'docs/list-page-anatomy.ja.png', browserLocale: 'ja-JP', texts: textsFor('ja') },
];

/** The callouts, in the order of the READMEs' key, found by the console's own texts of the language. */
const PARTS: Array<[name: string, find: (page: Page, t: Texts['t']) => Locator]> = [
    ['toolbar', (page, t) => page.getByRole('link', { name: t('mc.schema.page.create') })],
    ['filter form', (page, t) => page.getByRole('search', { name: t('mc.schema.filter.form') })],
    ['selection bar', (page, t) => page.getByRole('alert').filter({ hasText: t('mc.schema.selection.count', { count: 3 }) })],
    ['sticky header', (page, t) => page.getByRole('columnheader', { name: t('ra.action.select_all') })],
    ['row actions', (page, t) => page.getByRole('columnheader', { name: t('mc.schema.actions'), exact: true })],
    ['summary row', (page, t) => page.getByRole('row', { name: t('mc.schema.summary'), exact: true })],
    ['pagination', (page, t) => page.getByText(t('ra.navigation.page_rows_per_page'))],
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
/** One picture of the car list in the language of `picture`. */
const photograph = async (url: string, { output, browserLocale, texts }: (typeof PICTURES)[number]) => {
    const { t } = texts;
    const page = await browser.newPage({ viewport: { width: 1440, height: 900 }, locale: browserLocale });
    await page.goto(`${url}/login`);
    if (!(await drawsChineseGlyphs(page))) throw new Error('Chromium has no CJK font here (Chinese would be boxes): install fonts-noto-cjk (npm test does).');
    await page.getByRole('textbox', { name: t('mc.login.username'), exact: true }).fill('admin');
    await page.getByRole('textbox', { name: t('mc.login.password'), exact: true }).fill('Admin@2026');
    await page.getByRole('button', { name: t('mc.login.submit') }).click();
    await page.waitForURL(/\/dashboard$/);
    await page.goto(`${url}${LIST}`);
    const rows = page.getByRole('checkbox', { name: t('ra.action.select_row') });
    await rows.first().waitFor();
    for (const i of [6, 7, 9]) await rows.nth(i).check();
    await page
        .getByRole('alert')
        .filter({ hasText: t('mc.schema.selection.count', { count: 3 }) })
        .waitFor();
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
        const box = await find(page, t)
            .first()
            .boundingBox({ timeout: 10_000 })
            .catch(() => null);
        if (!box)
            throw new Error(
                `docs:screenshots: the ${name} (callout ${i + 1}) is not in the ${texts.locale} picture of ${LIST} any more; update PARTS and the READMEs' key.`
            );
        await callout(page, i + 1, box);
    }
    mkdirSync(path.dirname(output), { recursive: true });
    // The whole page: with the selection bar it is a little taller than the 900 px window.
    await page.screenshot({ path: output, fullPage: true });
    // The picture says which sources drew it (tests/unit/docs/pageAnatomyScreenshots.test.ts).
    writeFileSync(output, stampSources(readFileSync(output), sourcesHash(process.cwd(), LIST_PAGE_SOURCES)));
    await page.close();
    console.log(`Wrote ${output}`);
};

/** The designer's picture: a test-drive resource drafted in the structured form, the preview beside it. */
const photographDesigner = async (url: string) => {
    const { t } = textsFor('zh-cn');
    const page = await browser.newPage({ viewport: { width: 1600, height: 1000 }, locale: 'zh-CN' });
    await page.goto(`${url}/login`);
    await page.getByRole('textbox', { name: t('mc.login.username'), exact: true }).fill('platform');
    await page.getByRole('textbox', { name: t('mc.login.password'), exact: true }).fill('Platform@2026');
    await page.getByRole('button', { name: t('mc.login.submit') }).click();
    await page.waitForURL(/\/dashboard$/);
    await page.goto(`${url}/supertube/platform/designer`);
    await page.getByRole('button', { name: t('mc.designer.add') }).click();
    const language = (what: string) => t('mc.designer.form.inLanguage', { what, language: '简体中文' });
    await page.getByRole('textbox', { name: t('mc.designer.table') }).fill('test_drives');
    await page.getByRole('textbox', { name: language(t('mc.designer.form.recordLabel')) }).fill('试驾预约');
    const column = (name: string) => page.getByRole('group', { name: t('mc.designer.form.column', { name }), exact: true });
    await column('name')
        .getByRole('textbox', { name: t('mc.designer.form.columnName') })
        .fill('customer');
    await page.getByRole('textbox', { name: language(t('mc.designer.form.columnTitle', { name: 'customer' })) }).fill('客户');
    await page.getByRole('button', { name: t('mc.designer.form.addColumn') }).click();
    await column('column_2')
        .getByRole('textbox', { name: t('mc.designer.form.columnName') })
        .fill('deposit');
    await column('deposit')
        .getByRole('combobox', { name: t('mc.designer.form.type') })
        .selectOption('money');
    await page.getByRole('textbox', { name: language(t('mc.designer.form.columnTitle', { name: 'deposit' })) }).fill('意向金');
    await page.getByRole('textbox', { name: language(t('mc.designer.form.sectionTitle')) }).fill('试驾');
    await page.getByRole('textbox', { name: language(t('mc.designer.form.menuTitle')) }).fill('试驾预约');
    await page
        .getByRole('status')
        .filter({ hasText: t('mc.designer.valid') })
        .waitFor({ timeout: 15_000 });
    await page
        .getByRole('region', { name: t('mc.designer.preview.title') })
        .getByText('customer 1')
        .waitFor();
    await page.mouse.move(0, 999);
    await page.locator(':focus').evaluate(element => (element as HTMLElement).blur());
    await page.screenshot({ path: 'docs/designer-form.png', fullPage: true });
    await page.close();
    console.log('Wrote docs/designer-form.png');
};

const only = process.argv[process.argv.indexOf('--only') + 1];
try {
    if (!process.argv.includes('--only') || only === 'list') for (const picture of PICTURES) await photograph(server.url, picture);
    if (!process.argv.includes('--only') || only === 'designer') await photographDesigner(server.url);
} finally {
    await browser.close();
    server.stop();
    rmSync(dataDir, { recursive: true, force: true });
}
