import { expect, test, type Page } from '@playwright/test';
import { lookupText } from '../../server/i18n/catalogue';
import { ListPage } from './pages/ListPage';
import { textsFor } from './pages/texts';
import { openSignedIn } from './support/apiSignIn';

// The generated filter form on the dealers list (7 filters), at 1440 px: 4 cells a row, so
// folded it shows 3 fields and the buttons.
test.use({ viewport: { width: 1440, height: 900 } });

const DEALERS = '/dealer/secondHandCarDealer/list';

/** Every list request the page makes, as URLs. */
const recordListRequests = (page: Page) => {
    const requests: URL[] = [];
    page.on('request', request => {
        const url = new URL(request.url());
        if (url.pathname.endsWith('/api/v1/seller/dealer/DealerList') && url.searchParams.has('page')) requests.push(url);
    });
    return requests;
};

const listRequest = (page: Page, check: (url: URL) => boolean) =>
    page
        .waitForRequest(request => {
            const url = new URL(request.url());
            return url.pathname.endsWith('/api/v1/seller/dealer/DealerList') && url.searchParams.has('page') && check(url);
        })
        .then(request => new URL(request.url()));

test('zh: typing sends nothing until 查询 or Enter; pickers typed and clicked; fold, reload and 重置', async ({ page }) => {
    const list = new ListPage(page, textsFor('zh-cn'));
    const requests = recordListRequests(page);
    await openSignedIn(page, 'admin', { path: DEALERS });
    await list.settled();
    const from = list.rangeLabel('执照有效期', 'from');
    const to = list.rangeLabel('执照有效期', 'to');

    // Folded: the first row only.
    await expect(list.filter('车商名称')).toBeVisible();
    await expect(list.filter('审核状态')).toBeHidden();

    const before = requests.length;
    await list.fillFilter('车商名称', '汽车');
    await page.waitForTimeout(800);
    expect(requests.length).toBe(before);
    await Promise.all([listRequest(page, url => url.searchParams.get('name') === '汽车'), list.searchWithEnter('车商名称')]);
    await list.hasRows();
    await list.expectEveryCell('车商名称', name => name.includes('汽车'));

    // Unfolded, the range picker: start typed, end picked in the calendar.
    await list.foldButton('folded').click();
    await expect(list.foldButton('unfolded')).toHaveAttribute('aria-expanded', 'true');
    await expect(list.filter('审核状态')).toBeVisible();
    // Four cells a row at 1440 px: the fourth field beside the first, the fifth below.
    const top = async (label: string) => (await list.filter(label).boundingBox())!.y;
    const first = await top('车商名称');
    expect(Math.abs((await top('审核状态')) - first)).toBeLessThan(20);
    expect(await top('经营范围')).toBeGreaterThan(first + 30);
    await list.typeDate(from, '2025-01-01');
    expect(await list.dateText(from)).toBe('2025-01-01');
    const calendar = await list.openCalendar(to);
    // The week starts on Monday in Chinese.
    await expect(calendar.getByRole('columnheader').first()).toHaveText('一');
    await calendar.getByRole('gridcell', { name: '20', exact: true }).click();
    await expect.poll(() => list.dateText(to)).toMatch(/^\d{4}-\d{2}-20$/);
    expect(requests.filter(url => url.searchParams.has('license_expire'))).toHaveLength(0);
    const [request] = await Promise.all([listRequest(page, url => /^\d{10},\d{10}$/.test(url.searchParams.get('license_expire') ?? '')), list.search()]);
    const [start] = request.searchParams.get('license_expire')!.split(',').map(Number);
    expect(start).toBe(new Date(2025, 0, 1).getTime() / 1000);
    expect(request.searchParams.get('name')).toBe('汽车');
    await list.hasRows();

    // A reload restores the applied filters, and the unfolded form.
    await page.reload();
    await list.hasRows();
    await expect(list.filter('车商名称')).toHaveValue('汽车');
    expect(await list.dateText(from)).toBe('2025-01-01');
    await expect(list.foldButton('unfolded')).toBeVisible();

    // Folded, the hidden active filter is counted on 展开.
    await list.collapseFilters();
    await expect(list.foldButton('folded', 1)).toBeVisible();
    await page.reload();
    await list.hasRows();
    await expect(list.foldButton('folded', 1)).toHaveAttribute('aria-expanded', 'false');

    // 重置 clears the form and the list's filters.
    await Promise.all([listRequest(page, url => !url.searchParams.has('name') && !url.searchParams.has('license_expire')), list.reset()]);
    await expect(list.filter('车商名称')).toHaveValue('');
    await expect(list.foldButton('folded')).toBeVisible();
    await expect(page).not.toHaveURL(/%E6%B1%BD%E8%BD%A6/);
});

test('en: the form and its pickers speak English, with the week from Sunday', async ({ page }) => {
    const list = new ListPage(page, textsFor('en'));
    // The browser keeps English as the console's language (react-admin's stored locale), as after an earlier visit.
    await page.addInitScript(() => localStorage.setItem('RaStore.locale', JSON.stringify('en')));
    await openSignedIn(page, 'admin', { path: DEALERS });
    await list.settled();
    // The server titles its columns in the console's language.
    const from = list.rangeLabel(lookupText('执照有效期', 'en'), 'from');
    const to = list.rangeLabel(lookupText('执照有效期', 'en'), 'to');
    await list.expandFilters();
    await list.typeDate(from, '01/01/2028');
    expect(await list.dateText(from)).toBe('01/01/2028');
    const calendar = await list.openCalendar(to);
    await expect(calendar.getByRole('columnheader').first()).toHaveText('S');
    await calendar.getByRole('gridcell', { name: '15', exact: true }).click();
    await expect(calendar).toBeHidden();
    const [request] = await Promise.all([listRequest(page, url => /^\d{10},\d{10}$/.test(url.searchParams.get('license_expire') ?? '')), list.search()]);
    expect(Number(request.searchParams.get('license_expire')!.split(',')[0])).toBe(new Date(2028, 0, 1).getTime() / 1000);
    // A half-typed date (month only) goes with 重置 too.
    await list.filter(to).getByRole('spinbutton').first().click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('02');
    expect(await list.dateText(to)).toBe('02/DD/YYYY');
    await Promise.all([listRequest(page, url => !url.searchParams.has('license_expire')), list.reset()]);
    await expect.poll(() => list.dateText(to)).toBe('MM/DD/YYYY');
    expect(await list.dateText(from)).toBe('MM/DD/YYYY');
});
