import { expect, test, type Page } from '@playwright/test';
import { columnTexts, rowsSettled } from './support/listPage';
import { typeDate } from './support/filterForm';
import { login } from './support/login';

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

/** The text a date field holds (its hidden input), e.g. `2028-01-01`. */
const dateText = (page: Page, name: string) => page.getByRole('group', { name, exact: true }).locator('input');

test('zh: typing sends nothing until 查询 or Enter; pickers typed and clicked; fold, reload and 重置', async ({ page }) => {
    await login(page, 'admin');
    const requests = recordListRequests(page);
    await page.goto(DEALERS);
    await rowsSettled(page);
    const form = page.getByRole('search', { name: '筛选条件' });

    // Folded: the first row only.
    await expect(form.getByRole('textbox', { name: '车商名称' })).toBeVisible();
    await expect(form.getByRole('combobox', { name: '审核状态' })).toBeHidden();

    const before = requests.length;
    await form.getByRole('textbox', { name: '车商名称' }).fill('汽车');
    await page.waitForTimeout(800);
    expect(requests.length).toBe(before);
    await Promise.all([listRequest(page, url => url.searchParams.get('name') === '汽车'), form.getByRole('textbox', { name: '车商名称' }).press('Enter')]);
    await rowsSettled(page);
    for (const name of await columnTexts(page, '车商名称')) expect(name).toContain('汽车');

    // Unfolded, the range picker: start typed, end picked in the calendar.
    await form.getByRole('button', { name: '展开' }).click();
    await expect(form.getByRole('button', { name: '收起' })).toHaveAttribute('aria-expanded', 'true');
    await expect(form.getByRole('combobox', { name: '审核状态' })).toBeVisible();
    // Four cells a row at 1440 px: the fourth field beside the first, the fifth below.
    const top = async (field: ReturnType<Page['getByRole']>) => (await field.boundingBox())!.y;
    const first = await top(form.getByRole('textbox', { name: '车商名称' }));
    expect(Math.abs((await top(form.getByRole('combobox', { name: '审核状态' }))) - first)).toBeLessThan(20);
    expect(await top(form.getByRole('group', { name: '经营范围' }))).toBeGreaterThan(first + 30);
    await typeDate(page.getByRole('group', { name: '执照有效期 开始', exact: true }), '2025-01-01');
    await expect(dateText(page, '执照有效期 开始')).toHaveValue('2025-01-01');
    const end = page.getByRole('group', { name: '执照有效期 结束', exact: true });
    await end.getByRole('button', { name: /选择日期/ }).click();
    const calendar = page.getByRole('dialog');
    // The week starts on Monday in Chinese.
    await expect(calendar.getByRole('columnheader').first()).toHaveText('一');
    await calendar.getByRole('gridcell', { name: '20', exact: true }).click();
    await expect(dateText(page, '执照有效期 结束')).toHaveValue(/-20$/);
    expect(requests.filter(url => url.searchParams.has('license_expire'))).toHaveLength(0);
    const [request] = await Promise.all([
        listRequest(page, url => /^\d{10},\d{10}$/.test(url.searchParams.get('license_expire') ?? '')),
        form.getByRole('button', { name: '查询' }).click(),
    ]);
    const [from] = request.searchParams.get('license_expire')!.split(',').map(Number);
    expect(from).toBe(new Date(2025, 0, 1).getTime() / 1000);
    expect(request.searchParams.get('name')).toBe('汽车');
    await rowsSettled(page);

    // A reload restores the applied filters, and the unfolded form.
    await page.reload();
    await rowsSettled(page);
    await expect(form.getByRole('textbox', { name: '车商名称' })).toHaveValue('汽车');
    await expect(dateText(page, '执照有效期 开始')).toHaveValue('2025-01-01');
    await expect(form.getByRole('button', { name: '收起' })).toBeVisible();

    // Folded, the hidden active filter is counted on 展开.
    await form.getByRole('button', { name: '收起' }).click();
    await expect(form.getByRole('button', { name: '展开（1 项筛选）' })).toBeVisible();
    await page.reload();
    await rowsSettled(page);
    await expect(form.getByRole('button', { name: '展开（1 项筛选）' })).toHaveAttribute('aria-expanded', 'false');

    // 重置 clears the form and the list's filters.
    await Promise.all([
        listRequest(page, url => !url.searchParams.has('name') && !url.searchParams.has('license_expire')),
        form.getByRole('button', { name: '重置' }).click(),
    ]);
    await expect(form.getByRole('textbox', { name: '车商名称' })).toHaveValue('');
    await expect(form.getByRole('button', { name: '展开', exact: true })).toBeVisible();
    await expect(page).not.toHaveURL(/%E6%B1%BD%E8%BD%A6/);
});

test('en: the form and its pickers speak English, with the week from Sunday', async ({ page }) => {
    await login(page, 'admin');
    await page.evaluate(() => localStorage.setItem('RaStore.locale', JSON.stringify('en')));
    await page.goto(DEALERS);
    await rowsSettled(page);
    const form = page.getByRole('search', { name: 'Filters' });
    await form.getByRole('button', { name: 'Expand' }).click();
    await typeDate(page.getByRole('group', { name: '执照有效期 From', exact: true }), '01/01/2028');
    await expect(dateText(page, '执照有效期 From')).toHaveValue('01/01/2028');
    await page
        .getByRole('group', { name: '执照有效期 To', exact: true })
        .getByRole('button', { name: /Choose date/ })
        .click();
    const calendar = page.getByRole('dialog');
    await expect(calendar.getByRole('columnheader').first()).toHaveText('S');
    await calendar.getByRole('gridcell', { name: '15', exact: true }).click();
    await expect(page.getByRole('dialog')).toBeHidden();
    const [request] = await Promise.all([
        listRequest(page, url => /^\d{10},\d{10}$/.test(url.searchParams.get('license_expire') ?? '')),
        form.getByRole('button', { name: 'Search' }).click(),
    ]);
    expect(Number(request.searchParams.get('license_expire')!.split(',')[0])).toBe(new Date(2028, 0, 1).getTime() / 1000);
    // A half-typed date (month only) goes with 重置 too.
    const to = page.getByRole('group', { name: '执照有效期 To', exact: true });
    await to.getByRole('spinbutton').first().click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.press('Backspace');
    await page.keyboard.type('02');
    await expect(to).toContainText('02/DD/YYYY');
    await Promise.all([listRequest(page, url => !url.searchParams.has('license_expire')), form.getByRole('button', { name: 'Reset' }).click()]);
    await expect(to).toContainText('MM/DD/YYYY');
    await expect(page.getByRole('group', { name: '执照有效期 From', exact: true })).toContainText('MM/DD/YYYY');
});
