import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { columnTexts, lastOpenedUrl, listTotal, recordWindowOpen, rowsSettled } from './support/listPage';
import { applyFilters, expandFilters, typeDate } from './support/filterForm';
import { login } from './support/login';

const DEALERS = '/dealer/secondHandCarDealer/list';

test.beforeEach(async ({ page }) => {
    await login(page, 'admin');
});

const openDealers = async (page: Page) => {
    await page.goto(DEALERS);
    await rowsSettled(page);
};

const listRequest = (page: Page, check: (url: URL) => boolean) =>
    page.waitForResponse(response => {
        const url = new URL(response.url());
        return url.pathname.endsWith('/api/v1/seller/dealer/DealerList') && url.searchParams.has('page') && check(url);
    });

test('text, select, checkbox and cascade filters narrow the rows on 查询 and survive a reload', async ({ page }) => {
    await openDealers(page);
    await page.getByRole('textbox', { name: '车商名称' }).fill('汽车');
    await Promise.all([listRequest(page, url => url.searchParams.get('name') === '汽车'), applyFilters(page)]);
    await rowsSettled(page);
    for (const name of await columnTexts(page, '车商名称')) expect(name).toContain('汽车');

    await expandFilters(page);
    await page.getByRole('combobox', { name: '审核状态' }).click();
    await page.getByRole('option', { name: '已通过' }).click();
    await Promise.all([listRequest(page, url => url.searchParams.get('audit_status') === '1'), applyFilters(page)]);
    await rowsSettled(page);
    for (const status of await columnTexts(page, '审核状态')) expect(status).toBe('已通过');

    await page.getByRole('checkbox', { name: '卖车' }).check();
    await Promise.all([listRequest(page, url => url.searchParams.get('business_scope') !== null), applyFilters(page)]);
    await rowsSettled(page);
    for (const scope of await columnTexts(page, '经营范围')) expect(scope).toContain('卖车');

    await page.getByRole('combobox', { name: '所在地区', exact: true }).click();
    await page.getByRole('option', { name: '浙江省' }).click();
    await Promise.all([listRequest(page, url => url.searchParams.has('province')), applyFilters(page)]);
    const regions = await columnTexts(page, '所在地区');
    for (const region of regions) expect(region.startsWith('浙江省')).toBe(true);

    // Filters live in the URL as sent on the wire: a reload keeps them.
    await page.reload();
    await rowsSettled(page);
    await expect(page.getByRole('textbox', { name: '车商名称' })).toHaveValue('汽车');
    for (const region of await columnTexts(page, '所在地区')) expect(region.startsWith('浙江省')).toBe(true);
    for (const name of await columnTexts(page, '车商名称')) expect(name).toContain('汽车');
});

test('date and datetime range filters send start,end seconds and keep rows inside the range', async ({ page }) => {
    await openDealers(page);
    await expandFilters(page);
    await typeDate(page.getByRole('group', { name: '执照有效期 开始', exact: true }), '2028-01-01');
    await typeDate(page.getByRole('group', { name: '执照有效期 结束', exact: true }), '2029-12-31');
    const [response] = await Promise.all([listRequest(page, url => /^\d{10},\d{10}$/.test(url.searchParams.get('license_expire') ?? '')), applyFilters(page)]);
    const [from, to] = new URL(response.url()).searchParams.get('license_expire')!.split(',').map(Number);
    expect(to - from).toBe(new Date(2029, 11, 31, 23, 59, 59).getTime() / 1000 - new Date(2028, 0, 1).getTime() / 1000);
    await rowsSettled(page);
    for (const day of await columnTexts(page, '执照有效期')) {
        expect(day >= '2028-01-01' && day <= '2029-12-31', day).toBe(true);
    }
    await typeDate(page.getByRole('group', { name: '入驻时间 开始', exact: true }), '2026-01-01 00:00');
    await Promise.all([listRequest(page, url => /^\d{10},$/.test(url.searchParams.get('create_time') ?? '')), applyFilters(page)]);
    await rowsSettled(page);
    for (const time of await columnTexts(page, '入驻时间')) expect(time >= '2026-01-01 00:00:00', time).toBe(true);
});

test('datemonth, time, second, eqdate and number filters', async ({ page }) => {
    await page.goto('/dealer/store/list');
    await rowsSettled(page);
    await expandFilters(page);
    await typeDate(page.getByRole('group', { name: '入驻月份 开始', exact: true }), '2025-06');
    await typeDate(page.getByRole('group', { name: '入驻月份 结束', exact: true }), '2026-06');
    await Promise.all([page.waitForResponse(r => r.url().includes('StoreList') && /settle_month=\d{10}%2C\d{10}/.test(r.url())), applyFilters(page)]);
    await rowsSettled(page);
    for (const month of await columnTexts(page, '入驻月份')) expect(month >= '2025-06' && month <= '2026-06', month).toBe(true);

    await page.goto('/dealer/fwjl');
    await rowsSettled(page);
    await expandFilters(page);
    await page.getByRole('spinbutton', { name: '沟通时长(秒) 最小值' }).fill('600');
    await Promise.all([page.waitForResponse(r => r.url().includes('VisitList') && r.url().includes('duration=600%2C')), applyFilters(page)]);
    await rowsSettled(page);
    await typeDate(page.getByRole('group', { name: '拜访时间 开始', exact: true }), '2020-01-01 00:00');
    await Promise.all([page.waitForResponse(r => r.url().includes('VisitList') && /visit_time=\d{10}%2C/.test(r.url())), applyFilters(page)]);
    await rowsSettled(page);
    const days = await columnTexts(page, '下次拜访日期');
    const day = days.find(text => /^\d{4}-\d{2}-\d{2}$/.test(text));
    expect(day).toBeTruthy();
    await typeDate(page.getByRole('group', { name: '下次拜访日期', exact: true }), day!);
    await Promise.all([page.waitForResponse(r => r.url().includes('VisitList') && /next_visit_date=\d{10}%2C\d{10}/.test(r.url())), applyFilters(page)]);
    await rowsSettled(page);
    for (const text of await columnTexts(page, '下次拜访日期')) expect(text).toBe(day);

    await page.goto('/cars/list/manageShow');
    await rowsSettled(page);
    await expandFilters(page);
    await page.getByRole('spinbutton', { name: '表显里程(公里) 最小值' }).fill('1000');
    await page.getByRole('spinbutton', { name: '表显里程(公里) 最大值' }).fill('50000');
    await Promise.all([page.waitForResponse(r => r.url().includes('CarList') && r.url().includes('mileage=1000%2C50000')), applyFilters(page)]);
    await rowsSettled(page);
    // Numbers are shown grouped (11,400).
    for (const text of await columnTexts(page, '表显里程(公里)')) {
        const mileage = Number(text.replaceAll(',', ''));
        expect(mileage >= 1000 && mileage <= 50000, text).toBe(true);
    }
});

test('sorts, pages, changes the page size, and shows the summary row', async ({ page }) => {
    await openDealers(page);
    await expect(page.getByRole('row', { name: '合计' })).toBeVisible();
    // The first click sorts ascending (PROTOCOL.md §5: order=true), the second descending; the
    // rows must come back in that order, and differ, so that a wrong direction cannot pass.
    const sortBy = async (order: 'true' | 'false') => {
        await Promise.all([
            listRequest(page, url => url.searchParams.get('sort') === 'deposit' && url.searchParams.get('order') === order),
            page.getByRole('columnheader', { name: '保证金' }).getByRole('button').click(),
        ]);
        await rowsSettled(page);
        return (await columnTexts(page, '保证金')).map(text => Number(text.replaceAll(',', '')));
    };
    const ascending = await sortBy('true');
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    const descending = await sortBy('false');
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    expect(descending[0]).toBeGreaterThan(ascending[0]);

    const firstPage = await columnTexts(page, 'ID');
    await Promise.all([
        listRequest(page, url => url.searchParams.get('page') === '2' && !url.searchParams.has('_count_sum')),
        page.getByRole('button', { name: '转到第 2 页' }).click(),
    ]);
    await rowsSettled(page);
    const secondPage = await columnTexts(page, 'ID');
    expect(secondPage.some(id => firstPage.includes(id))).toBe(false);

    await page.getByRole('combobox', { name: /每页行数/ }).click();
    await page.getByRole('option', { name: '20', exact: true }).click();
    await rowsSettled(page);
    await expect(page.getByRole('table').first().locator('tbody tr')).toHaveCount(20);
});

test('a hidden column stays hidden after a reload, and the last column cannot be hidden', async ({ page }) => {
    await openDealers(page);
    await expect(page.getByRole('columnheader', { name: '联系人' })).toBeVisible();
    await page.getByRole('button', { name: '列设置' }).click();
    await page.getByRole('dialog', { name: '显示的列' }).getByRole('checkbox', { name: '联系人' }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('columnheader', { name: '联系人' })).toHaveCount(0);
    await page.reload();
    await rowsSettled(page);
    await expect(page.getByRole('columnheader', { name: '联系人' })).toHaveCount(0);
    await expect(page.getByRole('columnheader', { name: '车商名称' })).toBeVisible();

    await page.getByRole('button', { name: '列设置' }).click();
    const chooser = page.getByRole('dialog', { name: '显示的列' });
    const items = chooser.getByRole('checkbox', { checked: true });
    while ((await items.count()) > 1) await items.first().click();
    await items.first().click();
    await expect(page.getByText('至少选择一列')).toBeVisible();
    await expect(chooser.getByRole('checkbox', { checked: true })).toHaveCount(1);
});

test('rows selected on two pages are exported asynchronously and the export drawer opens', async ({ page }) => {
    await openDealers(page);
    const rows = page.getByRole('table').first().locator('tbody tr');
    const firstIds = (await columnTexts(page, 'ID')).slice(0, 2);
    await rows.nth(0).getByRole('checkbox').check();
    await rows.nth(1).getByRole('checkbox').check();
    await Promise.all([listRequest(page, url => url.searchParams.get('page') === '2'), page.getByRole('button', { name: '转到第 2 页' }).click()]);
    await rowsSettled(page);
    const secondId = (await columnTexts(page, 'ID'))[0];
    await rows.nth(0).getByRole('checkbox').check();
    await expect(page.getByText('已选 3 项（跨页保留）')).toBeVisible();

    await page.getByRole('button', { name: '异步导出' }).click();
    const dialog = page.getByRole('dialog', { name: '异步导出' });
    await expect(dialog.getByRole('radio', { name: '选中的行（3 行）' })).toBeChecked();
    const created = page.waitForResponse(r => r.url().includes('_excel_down_culumns='));
    await dialog.getByRole('button', { name: '创建导出任务' }).click();
    const url = new URL((await created).url());
    expect(url.searchParams.get('export_type')).toBe('2');
    expect(url.searchParams.get('ids')!.split(',').sort()).toEqual([...firstIds, secondId].sort());
    expect(url.searchParams.get('_excel_down_culumns')).toContain('name');
    await expect(page.getByText('导出任务已创建，请在导出任务中查看进度')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('RaStore.mc.exportDrawer.open'))).toBe('true');
});

const readWorkbook = async (page: Page, url: string) => {
    const response = await page.request.get(url);
    expect(response.ok()).toBe(true);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await response.body()) as unknown as ArrayBuffer);
    return workbook.worksheets[0];
};

test('a synchronous export downloads exactly the filtered rows', async ({ page }) => {
    await openDealers(page);
    await page.getByRole('textbox', { name: '车商名称' }).fill('汽车');
    await Promise.all([listRequest(page, url => url.searchParams.get('name') === '汽车'), page.getByRole('textbox', { name: '车商名称' }).press('Enter')]);
    await rowsSettled(page);
    const total = await listTotal(page);
    await recordWindowOpen(page);
    await page.getByRole('button', { name: '导出', exact: true }).click();
    const exportUrl = await lastOpenedUrl(page);
    expect(exportUrl).toContain('_down_excel=1');
    const sheet = await readWorkbook(page, exportUrl);
    expect(sheet.rowCount).toBe(total + 1);
    const header = (sheet.getRow(1).values as unknown[]).map(String);
    const nameColumn = header.indexOf('车商名称');
    expect(nameColumn).toBeGreaterThan(0);
    for (let row = 2; row <= sheet.rowCount; row++) expect(String(sheet.getRow(row).getCell(nameColumn).value)).toContain('汽车');
});

test('an empty list refuses to export', async ({ page }) => {
    await openDealers(page);
    await page.getByRole('textbox', { name: '车商名称' }).fill('不存在的车商名称xyz');
    await Promise.all([
        listRequest(page, url => url.searchParams.get('name') === '不存在的车商名称xyz'),
        page.getByRole('textbox', { name: '车商名称' }).press('Enter'),
    ]);
    await page.getByRole('button', { name: '导出', exact: true }).click();
    await expect(page.getByText('暂无数据，不能导出')).toBeVisible();
});

test('imports a filled template and shows the new rows; a wrong file type is refused', async ({ page }) => {
    await openDealers(page);
    await recordWindowOpen(page);
    await page.getByRole('button', { name: '导入' }).click();
    await page.getByRole('menuitem', { name: '下载导入模板' }).click();
    const sheet = await readWorkbook(page, await lastOpenedUrl(page));
    const header = (sheet.getRow(1).values as unknown[]).map(String);
    const stamp = String(Date.now()).slice(-6);
    const workbook = new ExcelJS.Workbook();
    const out = workbook.addWorksheet('导入');
    out.addRow(header.slice(1));
    const row = (name: string, phone: string) =>
        header.slice(1).map(title => ({ 车商名称: name, 联系人: '王导入', 联系电话: phone, 详细地址: '测试路1号' })[title] ?? '');
    out.addRow(row(`导入车商甲${stamp}`, '13800001111'));
    out.addRow(row(`导入车商乙${stamp}`, '13800002222'));
    const buffer = Buffer.from(new Uint8Array(await workbook.xlsx.writeBuffer()));

    await page.getByTestId('mc-import-file').setInputFiles({ name: 'dealers.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
    await expect(page.getByText('请上传xlsx或xls格式文件')).toBeVisible();

    await page.getByTestId('mc-import-file').setInputFiles({
        name: 'dealers.xlsx',
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer,
    });
    const result = page.getByRole('dialog', { name: '导入结果' });
    await expect(result.getByText('共 2 行，成功导入 2 行，失败 0 行')).toBeVisible();
    await result.getByRole('button', { name: '关闭' }).click();
    await page.getByRole('textbox', { name: '车商名称' }).fill(stamp);
    await Promise.all([listRequest(page, url => url.searchParams.get('name') === stamp), page.getByRole('textbox', { name: '车商名称' }).press('Enter')]);
    await rowsSettled(page);
    expect((await columnTexts(page, '车商名称')).sort()).toEqual([`导入车商乙${stamp}`, `导入车商甲${stamp}`].sort());
});

test('creates, edits and deletes a vehicle category through the generated form', async ({ page }) => {
    await page.goto('/cars/cat/manage');
    await rowsSettled(page);
    await page.getByRole('link', { name: '新增' }).click();
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('请填写分类名称')).toBeVisible();

    const name = `测试分类${String(Date.now()).slice(-5)}`;
    await page.getByRole('textbox', { name: '分类名称' }).fill(name);
    await page.getByRole('textbox', { name: '排序' }).fill('5a');
    await expect(page.getByRole('textbox', { name: '排序' })).toHaveValue('5');
    await page.getByRole('switch', { name: '是否显示' }).check();
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('添加成功!')).toBeVisible();
    await expect(page).toHaveURL(/\/cars\/cat\/manage/);

    await rowsSettled(page);
    await page.getByRole('textbox', { name: '分类名称' }).fill(name);
    await Promise.all([
        page.waitForResponse(r => r.url().includes('CatList') && r.url().includes('page=')),
        page.getByRole('textbox', { name: '分类名称' }).press('Enter'),
    ]);
    const row = page.getByRole('row').filter({ hasText: name });
    await expect(row).toBeVisible();
    await row.getByRole('link', { name: '编辑分类' }).click();
    await expect(page.getByRole('textbox', { name: '分类名称' })).toHaveValue(name);
    await page.getByRole('textbox', { name: '分类名称' }).fill(`${name}改`);
    await page.getByRole('button', { name: '保存' }).click();
    await expect(page.getByText('保存成功!')).toBeVisible();
    await rowsSettled(page);

    const edited = page.getByRole('row').filter({ hasText: `${name}改` });
    await edited.getByRole('link', { name: '删除分类' }).click();
    await expect(page.getByText('确定要删除么?')).toBeVisible();
    await page.getByRole('button', { name: '确定' }).click();
    await expect(page.getByText('删除成功!')).toBeVisible();
    await expect(page).toHaveURL(/\/cars\/cat\/manage/);
    // The name filter is still applied: the empty state says so.
    await expect(page.getByText('当前筛选条件下没有数据')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: `${name}改` })).toHaveCount(0);
});
