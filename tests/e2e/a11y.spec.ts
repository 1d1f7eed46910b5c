import { expect, test, type Page } from '@playwright/test';
import { LOCALES } from '../../src/i18n/locales';
import { goInApp as openInApp } from './pages/navigation';
import { textsFor } from './pages/texts';
import { openSignedIn } from './support/apiSignIn';
import { AxeFindings } from './support/axeScan';

// axe-core over what the smoke route walk does not open (tests/e2e/smoke/routes.spec.ts scans
// every permitted route of the admin, bank and platform accounts, record pages included, in
// zh-cn and en): the public pages, error pages and error states, every dialog, drawer and menu
// open (each scanned alone, not the dimmed page behind it), the phone's cards and filter
// drawer, and a list and a form in Spanish and Japanese. A serious or critical
// violation fails the test; the count per rule is printed (tests/README.md).

test.use({ viewport: { width: 1440, height: 900 } });
test.setTimeout(180_000);

const zh = textsFor('zh-cn');

/** The shown tab's view: kept-alive pages stay in the DOM, hidden. */
const view = (page: Page, path: string) => page.locator(`[data-tab-view="${path}"]`);

const CARS = '/cars/list/manageShow';
const DEALERS = '/dealer/secondHandCarDealer/list';

// The control: a scan sees a violation put on the page, and names its node (its selector and
// HTML) though a scan that finds nothing names none, so a clean walk means something.
test('a scan finds a nameless button and an image without alt put on the page, and names them', async ({ page }) => {
    await page.goto('/login');
    const axe = new AxeFindings(page);
    await axe.scan('/login');
    expect(axe.findings).toEqual([]);
    await page.evaluate(() => {
        const button = document.createElement('button');
        button.id = 'unnamed-probe';
        const image = document.createElement('img');
        image.id = 'image-probe';
        document.body.append(button, image);
    });
    await axe.scan('/login with probes');
    expect(axe.findings.map(({ rule, nodes, targets }) => ({ rule, nodes, targets }))).toEqual([
        { rule: 'button-name', nodes: 1, targets: ['#unnamed-probe <button id="unnamed-probe"></button>'] },
        { rule: 'image-alt', nodes: 1, targets: ['#image-probe <img id="image-probe">'] },
    ]);
});

for (const [locale, browserLocale] of [
    ['zh-cn', 'zh-CN'],
    ['en', 'en-US'],
] as const) {
    test.describe(`signed out, in ${locale}`, () => {
        test.use({ locale: browserLocale });

        test('the login page, its debug dialog, business entry and the error pages have no serious or critical violation', async ({ page }) => {
            const { t } = textsFor(locale);
            const axe = new AxeFindings(page);
            await page.goto('/login');
            await expect(page.getByRole('button', { name: t('mc.login.submit') })).toBeVisible();
            await axe.scan('/login');
            await page.keyboard.press('Control+Alt+KeyS');
            await expect(page.getByRole('dialog')).toBeVisible();
            await axe.scan('debug dialog', { within: '[role="dialog"]' });
            await page.keyboard.press('Escape');
            for (const path of ['/business', '/business/create', '/404', '/401']) {
                await page.goto(path);
                await page.waitForLoadState('networkidle');
                await expect(page.locator('#root')).not.toBeEmpty();
                await axe.scan(path);
            }
            axe.print(locale);
            expect(axe.findings).toEqual([]);
        });
    });
}

test("the shell's dialogs, drawers and menus have no serious or critical violation when open", async ({ page }) => {
    const axe = new AxeFindings(page);
    await openSignedIn(page, 'admin');

    await page.getByRole('button', { name: '用户菜单' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await axe.scan('user menu', { within: '[role="menu"]' });
    await page.keyboard.press('Escape');

    await page.keyboard.press('Control+Alt+KeyS');
    await expect(page.getByRole('dialog', { name: '调试设置' })).toBeVisible();
    await axe.scan('debug dialog', { within: '[role="dialog"]' });
    await page.getByRole('dialog').getByRole('button', { name: '取消' }).click();
    await expect(page.getByRole('dialog')).toBeHidden();

    await page.getByRole('button', { name: '系统布局设置' }).click();
    await expect(page.getByRole('region', { name: '系统布局设置' })).toBeVisible();
    await axe.scan('settings panel', { within: '[role="region"][aria-label="系统布局设置"]' });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('region', { name: '系统布局设置' })).toBeHidden();

    await page.getByRole('button', { name: '导出任务' }).click();
    const exports = page.getByRole('region', { name: '导出任务' });
    await expect(exports.getByRole('listitem').first().or(exports.getByText('暂无导出任务'))).toBeVisible();
    await axe.scan('export-task drawer', { within: '[role="region"][aria-label="导出任务"]' });
    await page.keyboard.press('Escape');
    await expect(exports).toBeHidden();

    // The Workbench's quick-menu dialogs.
    for (const button of ['添加快捷菜单', '批量添加']) {
        await page.getByRole('button', { name: button, exact: true }).click();
        await expect(page.getByRole('dialog')).toBeVisible();
        await axe.scan(`quick menu: ${button}`, { within: '[role="dialog"]' });
        await page.keyboard.press('Escape');
        await expect(page.getByRole('dialog')).toBeHidden();
    }

    await page.getByRole('tablist', { name: '已打开的页面' }).getByRole('tab', { name: '工作台', exact: true }).click({ button: 'right' });
    await expect(page.getByRole('menu')).toBeVisible();
    await axe.scan('tab context menu', { within: '[role="menu"]' });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();

    axe.print('shell');
    expect(axe.findings).toEqual([]);
});

test("a list's dialogs and menus, a picker's calendar and a batch action's steps have no serious or critical violation when open", async ({ page }) => {
    const axe = new AxeFindings(page);
    await openSignedIn(page, 'admin', { path: CARS });
    const cars = view(page, CARS);
    await expect(cars.getByRole('table').first().locator('tbody tr').first()).toBeVisible();

    await cars.getByRole('button', { name: '列设置' }).click();
    await expect(page.getByRole('dialog', { name: '显示的列' })).toBeVisible();
    await axe.scan('column chooser', { within: '[role="dialog"]' });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    await cars.getByRole('button', { name: '异步导出' }).click();
    await expect(page.getByRole('dialog', { name: '异步导出' })).toBeVisible();
    await axe.scan('export dialog', { within: '[role="dialog"]' });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    await cars.getByRole('table').first().locator('tbody tr').first().getByRole('button', { name: '更多' }).click();
    await expect(page.getByRole('menu')).toBeVisible();
    await axe.scan('更多 row menu', { within: '[role="menu"]' });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('menu')).toBeHidden();

    // A batch 下架 of a sold car: confirmed, refused by the server, so nothing changes.
    await openInApp(page, `${CARS}?${new URLSearchParams({ filter: JSON.stringify({ status: 2 }) })}`);
    const sold = cars
        .getByRole('table')
        .first()
        .getByRole('row')
        .filter({ has: page.getByRole('cell', { name: '已售', exact: true }) });
    await sold.first().getByRole('checkbox', { name: '选择此行' }).check();
    await axe.scan('selection bar');
    await cars.getByRole('group', { name: '批量操作' }).getByRole('button', { name: '下架' }).click();
    const batch = page.getByRole('dialog', { name: '下架' });
    await expect(batch).toContainText('确定要对选中的 1 项执行“下架”么?');
    await axe.scan('batch confirm', { within: '[role="dialog"]' });
    await batch.getByRole('button', { name: '确定' }).click();
    await expect(batch.getByText('“下架”完成：成功 0 项，失败 1 项')).toBeVisible();
    await axe.scan('batch result', { within: '[role="dialog"]' });
    await batch.getByRole('button', { name: '关闭' }).click();

    // The filters unfolded, and a date picker's calendar open.
    await openInApp(page, DEALERS);
    const form = view(page, DEALERS).getByRole('search');
    await form.getByRole('button', { name: /^展开/ }).click();
    await expect(form.getByRole('button', { name: '收起' })).toBeVisible();
    await axe.scan(`${DEALERS} unfolded`);
    await form
        .getByRole('group', { name: '执照有效期 结束', exact: true })
        .getByRole('button', { name: /选择日期/ })
        .click();
    await expect(page.getByRole('dialog').getByRole('grid')).toBeVisible();
    await axe.scan('date picker calendar', { within: '[role="dialog"]' });
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    axe.print('list');
    expect(axe.findings).toEqual([]);
});

test('the error states have no serious or critical violation', async ({ page }) => {
    const axe = new AxeFindings(page);
    // A list whose rows cannot be loaded: the shared LoadError with its retry.
    await page.route(
        url => url.pathname.endsWith('/api/v1/seller/dealer/DealerList') && url.searchParams.has('page'),
        route => route.fulfill({ status: 502, body: 'bad gateway' })
    );
    await openSignedIn(page, 'admin', { path: DEALERS });
    await expect(view(page, DEALERS).getByRole('button', { name: zh.t('mc.action.retry') })).toBeVisible();
    await axe.scan('list load error');
    await page.unrouteAll();
    // A page whose code cannot be fetched: react-admin's error screen.
    await page.route(/\/assets\/.*\.js$/, route => route.abort('connectionrefused'));
    await openInApp(page, '/profile/pwd/edit');
    await expect(view(page, '/profile/pwd/edit').getByText(zh.t('ra.page.error'))).toBeVisible();
    await axe.scan('error screen');
    axe.print('errors');
    expect(axe.findings).toEqual([]);
});

test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 } });

    test('the card rows and the filter drawer have no serious or critical violation', async ({ page }) => {
        const axe = new AxeFindings(page);
        await openSignedIn(page, 'admin', { path: DEALERS });
        await expect(page.getByRole('main').getByRole('listitem').first()).toBeVisible();
        await axe.scan('cards');
        await page.getByRole('button', { name: '筛选', exact: true }).click();
        await expect(page.getByRole('dialog', { name: '筛选' })).toBeVisible();
        await axe.scan('filter drawer', { within: '[role="dialog"]' });
        axe.print('phone');
        expect(axe.findings).toEqual([]);
    });
});

test('in Spanish and Japanese, a list with its filters unfolded and a form have no serious or critical violation', async ({ page }) => {
    const axe = new AxeFindings(page);
    await openSignedIn(page, 'admin');
    const name = (locale: string) => LOCALES.find(entry => entry.locale === locale)!.name;
    let current = 'zh-cn';
    for (const locale of ['es', 'ja']) {
        await page.getByRole('button', { name: name(current), exact: true }).click();
        await page.getByRole('menuitem', { name: name(locale), exact: true }).click();
        await expect(page.getByRole('button', { name: name(locale), exact: true })).toBeVisible();
        current = locale;
        await openInApp(page, DEALERS);
        // 展开 in whatever language: the fold button is the one with aria-expanded.
        const expand = view(page, DEALERS).getByRole('search').locator('button[aria-expanded="false"]');
        if (await expand.count()) await expand.click();
        await axe.scan(`${locale} list`);
        await openInApp(page, '/cars/list/save');
        await expect(page.locator('form:visible').first()).toBeVisible();
        await axe.scan(`${locale} form`);
    }
    axe.print('es, ja');
    expect(axe.findings).toEqual([]);
});
