import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runCatalogueCheck } from '../../../scripts/catalogueCheck/runCatalogueCheck';
import { failure, firstPage, loggedIn } from '../domains/domainTestKit';
import { createTestClient, type TestClient } from '../support/createTestClient';
import { startTestServer, type TestServer } from '../support/startTestServer';
import { conflictingNoticeFields, NOTICE_API, noticeCatalogue, noticeDeclaration } from './noticeResource';

/**
 * A new per-merchant resource from two files this test writes (a table declaration and a
 * catalogue entry without `fields`): the server sends its write form; three creates in a row, an
 * edit, a delete and an import; another merchant sees none of it; an English operator reads it in
 * English; catalogue:check finds nothing wrong, and exactly the one disagreement a conflicting
 * `fields` brings.
 */

let dir: string;
let server: TestServer;
let admin: TestClient;
let bank: TestClient;

const LIST = NOTICE_API.list;
const at = (text: string) => Math.floor(Date.parse(`${text}+08:00`) / 1000);

beforeAll(async () => {
    dir = await mkdtemp(path.join(tmpdir(), 'mc-notices-'));
    await writeFile(path.join(dir, 'notices.json'), JSON.stringify(noticeDeclaration()));
    server = await startTestServer({ tablesDir: dir, tablesDirIsDefault: false });
    admin = await loggedIn(server, 'admin');
    bank = await loggedIn(server, 'bank');
});
afterAll(async () => {
    await server?.close();
    await rm(dir, { recursive: true, force: true });
});

const check = async (entries: unknown) => {
    const file = path.join(dir, 'notices.catalogue.json');
    await writeFile(file, JSON.stringify(entries));
    const lines: string[] = [];
    const code = await runCatalogueCheck(['--base', server.url, '--username', 'admin', '--password', 'Admin@2026', '--no-builtin', '--catalogue', file], text =>
        lines.push(text)
    );
    return { code, lines };
};

describe('a declared resource whose catalogue entry gives no fields', () => {
    it('sends its write form with the definition, and a width for every column', async () => {
        const definition = await admin.get<{ form: Array<Record<string, unknown>>; rows: Record<string, { item_width: number }> }>(LIST);
        expect(definition.form.map(field => [field.name, field.kind, field.label, field.required ?? false])).toEqual([
            ['title', 'text', '公告标题', true],
            ['category', 'enum', '类别', true],
            ['fee', 'cents', '报名费', false],
            ['publish_time', 'timestamp', '发布时间', true],
            ['pinned', 'switch', '置顶', false],
            ['contact', 'phone', '联系电话', false],
        ]);
        expect(definition.form[0]).toMatchObject({ max_length: 40, hint: '最多40个字' });
        expect(definition.form[2]).toMatchObject({ min: 0, max: 10_000_000 });
        expect(Object.values(definition.rows).every(column => column.item_width >= 90)).toBe(true);
    });

    it('takes three creates in a row, an edit and a delete, with empty optional fields sent as the form sends them', async () => {
        const created: number[] = [];
        for (const [i, title] of ['停电通知', '年会活动', '春节放假'].entries()) {
            const { id } = await admin.post<{ id: number }>(NOTICE_API.create, {
                title,
                category: (i % 3) + 1,
                fee: '',
                publish_time: at(`2026-03-0${i + 1}T09:30:00`),
                pinned: 0,
                contact: '',
            });
            created.push(id);
        }
        expect(await admin.get(NOTICE_API.info, { id: created[0] })).toMatchObject({ title: '停电通知', fee: 0, contact: '', suid: '10001' });
        await admin.post(NOTICE_API.update, {
            id: created[1],
            title: '年会报名',
            category: 2,
            fee: 8850,
            publish_time: at('2026-03-02T10:00:00'),
            contact: '13800138000',
        });
        expect(await admin.get(NOTICE_API.info, { id: created[1] })).toMatchObject({ title: '年会报名', fee: 8850, contact: '13800138000' });
        await admin.post(NOTICE_API.remove, { id: created[2] });
        const page = await firstPage(admin, LIST);
        expect(page.data.map(row => row.title)).toEqual(['年会报名', '停电通知']);
        expect(Number(page.totalrow?.fee)).toBe(8850);
        expect((await failure(admin.post(NOTICE_API.create, { title: '缺时间', category: 1 }))).message).toBe('请选择发布时间');
    });

    it('imports rows from its template into the importing merchant', async () => {
        const template = await (await fetch(admin.http.signedUrl(LIST, { _down_excel_import_tpl: 1 }))).arrayBuffer();
        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.load(template as unknown as ExcelJS.Buffer);
        const sheet = workbook.worksheets[0];
        expect((sheet.getRow(1).values as unknown[]).slice(1)).toEqual(['公告标题', '类别', '报名费', '发布时间', '置顶', '联系电话']);
        sheet.addRow(['导入公告一', '公示', '12.50', '2026-04-01 08:00', '是', '13900139000']);
        sheet.addRow(['导入公告二', '通知', '', '2026-04-02 08:00', '否', '']);
        const form = new FormData();
        form.set('file', new Blob([await workbook.xlsx.writeBuffer()]), '公告.xlsx');
        form.set('_excel_import', '1');
        expect(await admin.post(LIST, form)).toEqual({ total: 2, inserted: 2, failed: 0, errors: [] });
        const page = await firstPage(admin, LIST, { title: '导入' });
        expect(page.data.map(row => [row.title, row.category, row.fee, row.pinned])).toEqual([
            ['导入公告二', 1, 0, 0],
            ['导入公告一', 3, 1250, 1],
        ]);
    });

    it('shows another merchant none of it, and answers its records as missing', async () => {
        const [mine] = (await firstPage(admin, LIST)).data;
        expect((await firstPage(bank, LIST)).count).toBe(0);
        expect((await failure(bank.get(NOTICE_API.info, { id: mine.id }))).message).toBe('公告不存在或已被删除');
        expect((await failure(bank.post(NOTICE_API.update, { id: mine.id, title: '改', category: 1, publish_time: at('2026-01-01T00:00:00') }))).message).toBe(
            '公告不存在或已被删除'
        );
        expect((await failure(bank.post(NOTICE_API.remove, { id: mine.id }))).message).toBe('公告不存在或已被删除');
        expect((await firstPage(admin, LIST)).count).toBe(4);
    });

    it('answers an English operator in English: titles, option labels, the form’s labels and hints, refusals', async () => {
        const english = await createTestClient(server, { encryption: false, lang: 'en' });
        await english.login('admin', 'Admin@2026');
        const definition = await english.get<{
            rows: Record<string, { title: string; options: Array<{ label: string }> }>;
            top_search: Array<{ title: string }>;
            form: Array<{ label: string; hint?: string; options?: Array<{ label: string }> }>;
        }>(LIST);
        expect(Object.values(definition.rows).map(column => column.title)).toEqual([
            'ID',
            'Title',
            'Category',
            'Registration fee',
            'Published at',
            'Pinned',
            'Contact phone',
        ]);
        expect(definition.rows.category.options.map(option => option.label)).toEqual(['Announcement', 'Event', 'Public notice']);
        expect(definition.top_search.map(search => search.title)).toEqual(['Title', 'Category']);
        expect(definition.form.map(field => field.label)).toEqual(['Title', 'Category', 'Registration fee', 'Published at', 'Pinned', 'Contact phone']);
        expect(definition.form[0].hint).toBe('At most 40 characters');
        expect(definition.form[1].options?.map(option => option.label)).toEqual(['Announcement', 'Event', 'Public notice']);
        expect((await failure(english.post(NOTICE_API.create, { title: 'Outage', category: 1 }))).message).toBe('Published at must be selected');
        // A language the declaration does not give falls back to zh-cn; the rows are data, the same in every language.
        const japanese = await createTestClient(server, { encryption: false, lang: 'ja' });
        await japanese.login('admin', 'Admin@2026');
        expect((await japanese.get<{ form: Array<{ label: string }> }>(LIST)).form[0].label).toBe('公告标题');
        expect((await firstPage(english, LIST)).data.map(row => row.title)).toEqual((await firstPage(admin, LIST)).data.map(row => row.title));
    });

    it('passes catalogue:check with 0 problems, and reports the one disagreement of a conflicting fields', async () => {
        const clean = await check(noticeCatalogue());
        expect(clean.lines).toEqual([
            'ok    /notice/list',
            'ok    /notice/add',
            'ok    /notice/edit/:id',
            'ok    /notice/del/:id',
            expect.stringMatching(/^4 entries on .* as admin: 4 ok, 0 with problems, 0 not open to this account$/),
        ]);
        expect(clean.code).toBe(0);

        const [list, ...routes] = noticeCatalogue();
        const conflicting = await check([{ ...list, fields: conflictingNoticeFields() }, ...routes]);
        expect(conflicting.lines.filter(line => line.startsWith('ERROR'))).toEqual([
            `ERROR /notice/list  write form of ${LIST}: title takes at most 50 characters in the form, 40 on the server`,
        ]);
        expect(conflicting.lines.at(-1)).toMatch(/: 3 ok, 1 with problems, 0 not open to this account$/);
        expect(conflicting.code).toBe(1);
    });
});
