import ExcelJS from 'exceljs';
import { noticeCatalogue, noticeDeclaration } from '../contract/declared/noticeResource';
import { expect, test } from './pages/fixtures';
import type { ListPage } from './pages/ListPage';
import { startDeploymentCopy, type DeploymentCopy } from './support/deploymentCopy';

/**
 * A platform engineer's second resource, by two files this spec writes into a copy of the
 * deployment: the notices table declaration (per merchant) and a catalogue entry with no
 * `fields`, whose create route is kept alive in its tab as a first file has it. The forms come
 * from the server; three notices are created in a row, one edited, one deleted, two imported;
 * no header wraps a character a line at 1440 px; another merchant sees none of it.
 */
test.describe.configure({ mode: 'serial' });
test.setTimeout(240_000);
test.use({ viewport: { width: 1440, height: 900 } });

let deployment: DeploymentCopy | undefined;
let url: string;

test.beforeAll(async () => {
    test.setTimeout(240_000);
    deployment = await startDeploymentCopy({ catalogue: { 'notices.json': noticeCatalogue() }, tables: { 'notices.json': noticeDeclaration() } });
    url = deployment.url;
});

test.afterAll(() => deployment?.remove());

/** Each column header as `title: lines`, the lines its text takes (the distinct tops of its text's line boxes; the sort arrow's icon is not text). */
const headerLines = (listPage: ListPage) =>
    listPage.table.getByRole('columnheader').evaluateAll(headers =>
        headers
            .map(header => {
                const tops = new Set<number>();
                const walker = document.createTreeWalker(header, NodeFilter.SHOW_TEXT);
                for (let node = walker.nextNode(); node; node = walker.nextNode()) {
                    const range = document.createRange();
                    range.selectNodeContents(node);
                    for (const rect of range.getClientRects()) if (rect.width > 0) tops.add(Math.round(rect.top));
                }
                return `${(header.textContent ?? '').trim()}: ${tops.size}`;
            })
            .filter(line => !line.startsWith(': '))
    );

const NOTICES = [
    { title: '停电通知', category: '通知', at: '2026-03-01 09:30' },
    { title: '年会活动', category: '活动', at: '2026-03-02 10:00' },
    { title: '春节放假', category: '公示', at: '2026-03-03 08:15' },
];

test('three notices in a row through the server’s form, then an edit and a delete', async ({ page, signIn, shell, listPage, formPage }) => {
    await signIn('admin', `${url}/dashboard`);
    await shell.openMenu('公告', '公告管理');
    await expect(page).toHaveURL(/\/notice\/list$/);
    await expect(listPage.emptyState).toBeVisible();
    // Its first visitor sees what it will hold: the headers, with the empty state inside the table.
    await expect(listPage.table.getByRole('status')).toBeVisible();
    expect(await listPage.headerTitles()).toEqual(['ID', '公告标题', '类别', '报名费', '发布时间', '置顶', '联系电话', '操作']);

    for (const notice of NOTICES) {
        await listPage.create();
        await expect(page).toHaveURL(/\/notice\/add$/);
        // The server's label, rules and hint; a fresh form each time, 保存 ready to take the click.
        await expect(formPage.field('公告标题')).toHaveValue('');
        await expect(page.getByText('最多40个字', { exact: true })).toBeVisible();
        await formPage.fill('公告标题', notice.title);
        await formPage.choose('类别', notice.category);
        await formPage.typeDate('发布时间', notice.at);
        // 报名费 and 联系电话 stay empty.
        await expect(formPage.submitButton).toBeEnabled();
        await formPage.submit();
        await expect(formPage.notice('mc.message.added')).toBeVisible();
        await expect(page).toHaveURL(/\/notice\/list$/);
        await expect(listPage.row(notice.title)).toBeVisible();
    }
    await expect(listPage.rows).toHaveCount(3);
    expect(await listPage.columnTexts('发布时间')).toEqual(['2026-03-03 08:15:00', '2026-03-02 10:00:00', '2026-03-01 09:30:00']);

    await listPage.rowAction(listPage.row('年会活动'), '编辑公告');
    await expect(formPage.field('公告标题')).toHaveValue('年会活动');
    await formPage.fill('公告标题', '年会报名');
    await formPage.fill('报名费', '88.5');
    await formPage.fill('联系电话', '1380013800');
    await formPage.submit();
    // The phone rule is checked in the form, before the call.
    await expect(formPage.message('请输入以1开头的11位手机号')).toBeVisible();
    await formPage.fill('联系电话', '13800138000');
    await formPage.submit();
    await expect(formPage.notice('mc.message.saved')).toBeVisible();
    await expect(listPage.row('年会报名')).toBeVisible();
    await expect.poll(() => listPage.summaryCell('报名费')).toBe('88.50');

    await listPage.rowAction(listPage.row('春节放假'), '删除公告');
    await formPage.confirm();
    await expect(formPage.notice('mc.message.deleted')).toBeVisible();
    await expect(listPage.row('春节放假')).toHaveCount(0);
    await expect(listPage.rows).toHaveCount(2);
});

test('no column header wraps a character a line at 1440 px', async ({ signIn, listPage }) => {
    await signIn('admin', `${url}/notice/list`);
    await listPage.hasRows();
    const lines = await headerLines(listPage);
    expect(lines).toEqual(['ID', '公告标题', '类别', '报名费', '发布时间', '置顶', '联系电话', '操作'].map(title => `${title}: 1`));
});

test('imports notices from a workbook', async ({ signIn, listPage }) => {
    await signIn('admin', `${url}/notice/list`);
    await listPage.hasRows();
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('公告');
    sheet.addRow(['公告标题', '类别', '报名费', '发布时间', '置顶', '联系电话']);
    sheet.addRow(['导入公告一', '公示', '12.50', '2026-04-01 08:00', '是', '13900139000']);
    sheet.addRow(['导入公告二', '通知', '', '2026-04-02 08:00', '否', '']);
    await listPage.importFile({
        name: '公告.xlsx',
        mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
        buffer: Buffer.from(await workbook.xlsx.writeBuffer()),
    });
    await expect(listPage.importSummary(2, 2, 0)).toBeVisible();
    await listPage.closeImportResult();
    await expect(listPage.row('导入公告一')).toBeVisible();
    await expect(listPage.rows).toHaveCount(4);
});

test('another merchant sees none of it', async ({ page, signIn, shell, listPage }) => {
    await signIn('bank', `${url}/dashboard`);
    await shell.openMenu('公告', '公告管理');
    await expect(page).toHaveURL(/\/notice\/list$/);
    await expect(listPage.emptyState).toBeVisible();
    for (const title of ['停电通知', '年会报名', '导入公告一']) await expect(listPage.row(title)).toHaveCount(0);
});

test.describe('in English', () => {
    test.use({ appLocale: 'en' });

    test('an English operator sees English titles, headers, options and form labels', async ({ page, signIn, shell, listPage, formPage }) => {
        await signIn('admin', `${url}/dashboard`);
        await shell.openMenu('Notices', 'Notices');
        await expect(page).toHaveURL(/\/notice\/list$/);
        await listPage.hasRows();
        expect(await headerLines(listPage)).toEqual(
            ['ID', 'Title', 'Category', 'Registration fee', 'Published at', 'Pinned', 'Contact phone', 'Actions'].map(title => `${title}: 1`)
        );
        await expect(listPage.rowsWith('Announcement')).not.toHaveCount(0);
        // The rows are data: the titles typed in Chinese stay as they are.
        await expect(listPage.row('停电通知')).toBeVisible();

        await listPage.create();
        await expect(formPage.field('Title')).toHaveValue('');
        await expect(page.getByText('At most 40 characters', { exact: true })).toBeVisible();
        await formPage.submit();
        await expect(formPage.requiredError('Title')).toBeVisible();
        await expect(formPage.requiredError('Category', 'choose')).toBeVisible();
        await formPage.choose('Category', 'Event');
        await expect(formPage.field('Category', 'combobox')).toContainText('Event');
    });
});
