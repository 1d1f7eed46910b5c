import ExcelJS from 'exceljs';
import { expect, test, type Page } from '@playwright/test';
import { ExportDrawer } from './pages/ExportDrawer';
import { FormPage } from './pages/FormPage';
import { ListPage } from './pages/ListPage';
import { textsFor } from './pages/texts';
import { openSignedIn } from './support/apiSignIn';

const DEALERS = '/dealer/secondHandCarDealer/list';
const texts = textsFor('zh-cn');

// Each test makes and checks its own rows (the filters, sorts and counts hold whatever other tests
// wrote before), so they run side by side: the file is among the suite's longest, and one worker
// running all of it would leave the other idle at the end of the run.
test.describe.configure({ mode: 'parallel' });

/** Admin's console, signed in through the API, opens on the list at `path`. */
const openList = async (page: Page, path: string) => {
    await openSignedIn(page, 'admin', { path });
    const list = new ListPage(page, texts);
    await list.settled();
    return list;
};

const openDealers = async (page: Page) => {
    const list = await openList(page, DEALERS);
    await list.hasRows();
    return list;
};

const listRequest = (page: Page, check: (url: URL) => boolean) =>
    page.waitForResponse(response => {
        const url = new URL(response.url());
        return url.pathname.endsWith('/api/v1/seller/dealer/DealerList') && url.searchParams.has('page') && check(url);
    });

test('text, select, checkbox and cascade filters narrow the rows on 查询 and survive a reload', async ({ page }) => {
    const list = await openDealers(page);
    await list.fillFilter('车商名称', '汽车');
    await Promise.all([listRequest(page, url => url.searchParams.get('name') === '汽车'), list.search()]);
    await list.hasRows();
    await list.expectEveryCell('车商名称', name => name.includes('汽车'));

    await list.expandFilters();
    await list.chooseFilter('审核状态', '已通过');
    await Promise.all([listRequest(page, url => url.searchParams.get('audit_status') === '1'), list.search()]);
    await list.hasRows();
    await list.expectEveryCell('审核状态', status => status === '已通过');

    await list.checkFilter('经营范围', '卖车');
    await Promise.all([listRequest(page, url => url.searchParams.get('business_scope') !== null), list.search()]);
    await list.hasRows();
    await list.expectEveryCell('经营范围', scope => scope.includes('卖车'));

    await list.chooseFilter('所在地区', '浙江省');
    await Promise.all([listRequest(page, url => url.searchParams.has('province')), list.search()]);
    await list.expectEveryCell('所在地区', region => region.startsWith('浙江省'));

    // Filters live in the URL as sent on the wire: a reload keeps them.
    await page.reload();
    await list.hasRows();
    await expect(list.filter('车商名称')).toHaveValue('汽车');
    await list.expectEveryCell('所在地区', region => region.startsWith('浙江省'));
    await list.expectEveryCell('车商名称', name => name.includes('汽车'));
});

test('date and datetime range filters send start,end seconds and keep rows inside the range', async ({ page }) => {
    const list = await openDealers(page);
    await list.expandFilters();
    await list.typeDate(list.rangeLabel('执照有效期', 'from'), '2028-01-01');
    await list.typeDate(list.rangeLabel('执照有效期', 'to'), '2029-12-31');
    const [response] = await Promise.all([listRequest(page, url => /^\d{10},\d{10}$/.test(url.searchParams.get('license_expire') ?? '')), list.search()]);
    const [from, to] = new URL(response.url()).searchParams.get('license_expire')!.split(',').map(Number);
    expect(to - from).toBe(new Date(2029, 11, 31, 23, 59, 59).getTime() / 1000 - new Date(2028, 0, 1).getTime() / 1000);
    await list.hasRows();
    await list.expectEveryCell('执照有效期', day => day >= '2028-01-01' && day <= '2029-12-31');
    await list.typeDate(list.rangeLabel('入驻时间', 'from'), '2026-01-01 00:00');
    await Promise.all([listRequest(page, url => /^\d{10},$/.test(url.searchParams.get('create_time') ?? '')), list.search()]);
    await list.hasRows();
    await list.expectEveryCell('入驻时间', time => time >= '2026-01-01 00:00:00');
});

test('datemonth, time, second, eqdate and number filters', async ({ page }) => {
    const list = await openList(page, '/dealer/store/list');
    await list.hasRows();
    await list.expandFilters();
    await list.typeDate(list.rangeLabel('入驻月份', 'from'), '2025-06');
    await list.typeDate(list.rangeLabel('入驻月份', 'to'), '2026-06');
    await Promise.all([page.waitForResponse(r => r.url().includes('StoreList') && /settle_month=\d{10}%2C\d{10}/.test(r.url())), list.search()]);
    await list.hasRows();
    await list.expectEveryCell('入驻月份', month => month >= '2025-06' && month <= '2026-06');

    await list.goto('/dealer/fwjl');
    await list.hasRows();
    await list.expandFilters();
    await list.fillFilter(list.rangeLabel('沟通时长(秒)', 'min'), '600');
    await Promise.all([page.waitForResponse(r => r.url().includes('VisitList') && r.url().includes('duration=600%2C')), list.search()]);
    await list.hasRows();
    await list.typeDate(list.rangeLabel('拜访时间', 'from'), '2020-01-01 00:00');
    await Promise.all([page.waitForResponse(r => r.url().includes('VisitList') && /visit_time=\d{10}%2C/.test(r.url())), list.search()]);
    await list.hasRows();
    const days = await list.columnTexts('下次拜访日期');
    const day = days.find(text => /^\d{4}-\d{2}-\d{2}$/.test(text));
    expect(day).toBeTruthy();
    await list.typeDate('下次拜访日期', day!);
    await Promise.all([page.waitForResponse(r => r.url().includes('VisitList') && /next_visit_date=\d{10}%2C\d{10}/.test(r.url())), list.search()]);
    await list.hasRows();
    await list.expectEveryCell('下次拜访日期', text => text === day);

    await list.goto('/cars/list/manageShow');
    await list.hasRows();
    await list.expandFilters();
    await list.fillFilter(list.rangeLabel('表显里程(公里)', 'min'), '1000');
    await list.fillFilter(list.rangeLabel('表显里程(公里)', 'max'), '50000');
    await Promise.all([page.waitForResponse(r => r.url().includes('CarList') && r.url().includes('mileage=1000%2C50000')), list.search()]);
    await list.hasRows();
    // Numbers are shown grouped (11,400).
    await list.expectEveryCell('表显里程(公里)', text => {
        const mileage = Number(text.replaceAll(',', ''));
        return mileage >= 1000 && mileage <= 50000;
    });
});

test('sorts, pages, changes the page size, and shows the summary row', async ({ page }) => {
    const list = await openDealers(page);
    await expect(list.summaryRow).toBeVisible();
    // The first click sorts ascending (docs/protocol.md §9.5: order=true), the second descending; the
    // rows must come back in that order, and differ, so that a wrong direction cannot pass.
    const sortBy = async (order: 'true' | 'false') => {
        await Promise.all([
            listRequest(page, url => url.searchParams.get('sort') === 'deposit' && url.searchParams.get('order') === order),
            list.sortBy('保证金'),
        ]);
        await list.hasRows();
        return (await list.columnTexts('保证金')).map(text => Number(text.replaceAll(',', '')));
    };
    const ascending = await sortBy('true');
    expect(ascending).toEqual([...ascending].sort((a, b) => a - b));
    const descending = await sortBy('false');
    expect(descending).toEqual([...descending].sort((a, b) => b - a));
    expect(descending[0]).toBeGreaterThan(ascending[0]);

    const firstPage = await list.columnTexts('ID');
    await Promise.all([listRequest(page, url => url.searchParams.get('page') === '2' && !url.searchParams.has('_count_sum')), list.goToPage(2)]);
    await list.hasRows();
    const secondPage = await list.columnTexts('ID');
    expect(secondPage.some(id => firstPage.includes(id))).toBe(false);

    await list.setPageSize(20);
    await list.hasRows();
    await expect(list.rows).toHaveCount(20);
});

test('a hidden column stays hidden after a reload, and the last column cannot be hidden', async ({ page }) => {
    const list = await openDealers(page);
    await expect(list.header('联系人')).toBeVisible();
    await list.toggleColumn('联系人');
    await list.closeColumnChooser();
    await expect(list.header('联系人')).toHaveCount(0);
    await page.reload();
    await list.hasRows();
    await expect(list.header('联系人')).toHaveCount(0);
    await expect(list.header('车商名称')).toBeVisible();

    const chooser = await list.openColumnChooser();
    const items = chooser.getByRole('checkbox', { checked: true });
    while ((await items.count()) > 1) await items.first().click();
    await items.first().click();
    await expect(page.getByText(texts.t('mc.schema.columns.lastColumn'))).toBeVisible();
    await expect(chooser.getByRole('checkbox', { checked: true })).toHaveCount(1);
});

test('rows selected on two pages are exported asynchronously and the export drawer opens', async ({ page }) => {
    const list = await openDealers(page);
    const exporter = new ExportDrawer(page, texts);
    const firstIds = (await list.columnTexts('ID')).slice(0, 2);
    await list.select(list.rows.nth(0));
    await list.select(list.rows.nth(1));
    await Promise.all([listRequest(page, url => url.searchParams.get('page') === '2'), list.goToPage(2)]);
    await list.hasRows();
    const secondId = (await list.columnTexts('ID'))[0];
    await list.select(list.rows.nth(0));
    await expect(list.selectionCount(3)).toBeVisible();

    await exporter.start();
    await expect(exporter.scope('selected', 3)).toBeChecked();
    const created = page.waitForResponse(r => r.url().includes('_excel_down_culumns='));
    await exporter.create();
    const url = new URL((await created).url());
    expect(url.searchParams.get('export_type')).toBe('2');
    expect(url.searchParams.get('ids')!.split(',').sort()).toEqual([...firstIds, secondId].sort());
    expect(url.searchParams.get('_excel_down_culumns')).toContain('name');
    await expect(exporter.created).toBeVisible();
    await expect(exporter.drawer).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('RaStore.mc.exportDrawer.open'))).toBe('true');
});

test('the export drawer follows a task with chosen columns to done and downloads it from a signed URL', async ({ page }) => {
    const list = await openDealers(page);
    const exporter = new ExportDrawer(page, texts);
    const shown = await list.rows.count();
    await exporter.start();
    await expect(exporter.scope('page')).toBeChecked();
    await exporter.setColumn('联系人', false);
    const created = page.waitForResponse(r => r.url().includes('_excel_down_culumns='));
    await exporter.create();
    const columns = new URL((await created).url()).searchParams.get('_excel_down_culumns')!.split(',');
    expect(columns).toContain('name');
    expect(columns).not.toContain('contact');
    await exporter.waitDone();
    const download = await exporter.download();
    expect(download.suggestedFilename()).toMatch(/\.xlsx$/);
    const sheet = await readWorkbook(page, download.url());
    expect(sheet.rowCount).toBe(shown + 1);
    const header = (sheet.getRow(1).values as unknown[]).map(String);
    expect(header).toContain('车商名称');
    expect(header).not.toContain('联系人');
});

const readWorkbook = async (page: Page, url: string) => {
    const response = await page.request.get(url);
    expect(response.ok()).toBe(true);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load((await response.body()) as unknown as ArrayBuffer);
    return workbook.worksheets[0];
};

test('a synchronous export downloads exactly the filtered rows', async ({ page }) => {
    const list = await openDealers(page);
    await list.fillFilter('车商名称', '汽车');
    await Promise.all([listRequest(page, url => url.searchParams.get('name') === '汽车'), list.searchWithEnter('车商名称')]);
    await list.hasRows();
    const total = await list.total();
    const exportUrl = await list.exportNow();
    expect(exportUrl).toContain('_down_excel=1');
    const sheet = await readWorkbook(page, exportUrl);
    expect(sheet.rowCount).toBe(total + 1);
    const header = (sheet.getRow(1).values as unknown[]).map(String);
    const nameColumn = header.indexOf('车商名称');
    expect(nameColumn).toBeGreaterThan(0);
    for (let row = 2; row <= sheet.rowCount; row++) expect(String(sheet.getRow(row).getCell(nameColumn).value)).toContain('汽车');
});

test('an empty list refuses to export, and its 重置 brings the rows back', async ({ page }) => {
    const list = await openDealers(page);
    await list.fillFilter('车商名称', '不存在的车商名称xyz');
    await Promise.all([listRequest(page, url => url.searchParams.get('name') === '不存在的车商名称xyz'), list.searchWithEnter('车商名称')]);
    await expect(list.emptyFiltered).toBeVisible();
    await list.toolbarButton('mc.schema.export.button').click();
    await expect(page.getByText(texts.t('mc.schema.export.empty'))).toBeVisible();
    await Promise.all([listRequest(page, url => !url.searchParams.has('name')), list.resetFromEmpty()]);
    await list.hasRows();
    await expect(list.filter('车商名称')).toHaveValue('');
});

test('a list whose rows fail to load says why and loads them on 重试', async ({ page }) => {
    const list = new ListPage(page, texts);
    let refuse = true;
    await page.route(/\/api\/v1\/seller\/dealer\/DealerList\?.*page=/, route => (refuse ? route.fulfill({ status: 500, body: 'down' }) : route.fallback()));
    await openSignedIn(page, 'admin', { path: DEALERS });
    // The rows' query retries a few times before it gives up.
    await expect(list.loadError).toBeVisible({ timeout: 30_000 });
    await expect(list.rows).toHaveCount(0);
    refuse = false;
    await list.retry();
    await list.hasRows();
    await expect(list.loadError).toHaveCount(0);
});

test('imports a filled template and shows the new rows; a wrong file type is refused', async ({ page }) => {
    const list = await openDealers(page);
    const sheet = await readWorkbook(page, await list.importTemplateUrl());
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

    await list.importFile({ name: 'dealers.txt', mimeType: 'text/plain', buffer: Buffer.from('x') });
    await expect(page.getByText(texts.t('mc.schema.import.badFile'))).toBeVisible();

    await list.importFile({ name: 'dealers.xlsx', mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', buffer });
    await expect(list.importSummary(2, 2, 0)).toBeVisible();
    await list.closeImportResult();
    await list.fillFilter('车商名称', stamp);
    await Promise.all([listRequest(page, url => url.searchParams.get('name') === stamp), list.searchWithEnter('车商名称')]);
    await list.hasRows();
    expect((await list.columnTexts('车商名称')).sort()).toEqual([`导入车商乙${stamp}`, `导入车商甲${stamp}`].sort());
});

test('creates, edits and deletes a vehicle category through the generated form', async ({ page }) => {
    const list = await openList(page, '/cars/cat/manage');
    const form = new FormPage(page, texts);
    await list.create();
    await form.submit();
    await expect(form.requiredError('分类名称')).toBeVisible();

    const name = `测试分类${String(Date.now()).slice(-5)}`;
    await form.fill('分类名称', name);
    await form.fill('排序', '5a');
    await expect(form.field('排序')).toHaveValue('5');
    await form.setSwitch('是否显示', true);
    await form.submit();
    await expect(form.notice('mc.message.added')).toBeVisible();
    await expect(page).toHaveURL(/\/cars\/cat\/manage/);

    await list.hasRows();
    await list.fillFilter('分类名称', name);
    await Promise.all([page.waitForResponse(r => r.url().includes('CatList') && r.url().includes('page=')), list.searchWithEnter('分类名称')]);
    await expect(list.row(name)).toBeVisible();
    await list.rowAction(list.row(name), '编辑分类');
    await expect(form.field('分类名称')).toHaveValue(name);
    await form.fill('分类名称', `${name}改`);
    await form.submit();
    await expect(form.notice('mc.message.saved')).toBeVisible();
    await list.hasRows();

    await list.rowAction(list.row(`${name}改`), '删除分类');
    await expect(form.notice('mc.message.confirmDelete')).toBeVisible();
    await form.confirm();
    await expect(form.notice('mc.message.deleted')).toBeVisible();
    await expect(page).toHaveURL(/\/cars\/cat\/manage/);
    // The name filter is still applied: the empty state says so.
    await expect(list.emptyFiltered).toBeVisible();
    await expect(list.row(`${name}改`)).toHaveCount(0);
});

// A 1×1 PNG: the server takes only raster bytes of the declared type.
const PIXEL = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

test('creates a dealer through a form of every kind of field: text, cascade, image, multiple select, date', async ({ page }) => {
    const list = await openDealers(page);
    const form = new FormPage(page, texts);
    await list.create();
    await form.submit();
    await expect(form.requiredError(texts.t('mc.field.dealerName'))).toBeVisible();

    const name = `表单车商${String(Date.now()).slice(-6)}`;
    await form.fill(texts.t('mc.field.dealerName'), name);
    await form.fill(texts.t('mc.field.contact'), '王表单');
    await form.fill(texts.t('mc.field.phone'), '13800003333');
    await form.chooseCascade(texts.t('mc.field.region'), '浙江省', '杭州市');
    await form.uploadImage(texts.t('mc.field.logo'), { name: 'logo.png', mimeType: 'image/png', buffer: PIXEL });
    await form.choose(texts.t('mc.field.business_scope'), '卖车', '收车');
    await form.typeDate(texts.t('mc.field.license_expire'), '2030-06-30');
    expect(await form.dateText(texts.t('mc.field.license_expire'))).toBe('2030-06-30');
    const [created] = await Promise.all([page.waitForRequest(request => request.url().includes('/api/v1/seller/dealer/DealerSave')), form.submit()]);
    expect(created.postDataJSON()).toMatchObject({ name, contact: '王表单', phone: '13800003333', logo: expect.stringMatching(/^data:image\/png;base64,/) });
    await expect(form.notice('mc.message.added')).toBeVisible();

    await list.hasRows();
    await list.fillFilter('车商名称', name);
    await Promise.all([listRequest(page, url => url.searchParams.get('name') === name), list.searchWithEnter('车商名称')]);
    await list.hasRows();
    expect(await list.columnTexts('所在地区')).toEqual([expect.stringMatching(/^浙江省.*杭州市$/)]);
    expect(await list.columnTexts('经营范围')).toEqual([expect.stringMatching(/卖车.*收车|收车.*卖车/)]);
    expect(await list.columnTexts('执照有效期')).toEqual(['2030-06-30']);
});
