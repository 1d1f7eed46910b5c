import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { declaredFieldRules } from '../../../server/declared/declaredFieldRules';
import { readDeclarationFile } from '../../../server/declared/readTableDeclarations';
import { failure, firstPage, loggedIn } from '../domains/domainTestKit';
import { createTestClient } from '../support/createTestClient';
import { demoAccounts } from '../../../server/domains/core/demoAccounts';
import type { TestClient } from '../support/createTestClient';
import { startTestServer, type TestServer } from '../support/startTestServer';

/**
 * One resource, declared twice side by side: in the one-column form (each column with its title,
 * type, filter and write rule, an amount as `money`) and in the two-part form (display columns,
 * then `search` and `fields` naming them again, the amount as a number with two decimals written
 * in cents). Every column type is in it. The two serve the same definition, write form, field
 * rules, creates, imports, exports and sums.
 */

const region = [
    {
        value: 44,
        label: { 'zh-cn': '广东', en: 'Guangdong' },
        children: [
            { value: 4401, label: { 'zh-cn': '广州', en: 'Guangzhou' } },
            { value: 4403, label: { 'zh-cn': '深圳', en: 'Shenzhen' } },
        ],
    },
    { value: 33, label: { 'zh-cn': '浙江', en: 'Zhejiang' }, children: [{ value: 3301, label: { 'zh-cn': '杭州', en: 'Hangzhou' } }] },
];
const statuses = [
    { value: 1, label: { 'zh-cn': '待试驾', en: 'Booked' } },
    { value: 2, label: { 'zh-cn': '已试驾', en: 'Driven' } },
];
const extras = [
    { value: 'wash', label: { 'zh-cn': '洗车', en: 'Car wash' } },
    { value: 'coffee', label: { 'zh-cn': '咖啡', en: 'Coffee' } },
];
const title = (zh: string, en: string) => ({ 'zh-cn': zh, en });

/** The columns as both forms display them: every protocol column type, and an amount. */
const display = {
    id: { title: 'ID', sort: true },
    customer: { title: title('客户姓名', 'Customer') },
    mobile: { title: title('手机号', 'Mobile') },
    seats: { title: title('座位数', 'Seats'), type: 'number', sum: true },
    status: { title: title('状态', 'Status'), type: 'select', options: statuses },
    extras: { title: title('附加服务', 'Extras'), type: 'checkbox', options: extras },
    region: { title: title('门店地区', 'Region'), type: 'cascade', second: 'region_city', options: region, sort: true },
    photo: { title: title('驾照照片', 'Licence photo'), type: 'image' },
    drive_time: { title: title('预约时间', 'Booked for'), type: 'datetime', sort: true },
    month: { title: title('上牌月份', 'Registered'), type: 'datemonth' },
    day: { title: title('到店日期', 'Visit day'), type: 'date' },
    birthday: { title: title('生日', 'Birthday'), type: 'eqdate' },
    called_at: { title: title('回访时间', 'Called at'), type: 'time' },
    confirmed_at: { title: title('确认时间', 'Confirmed at'), type: 'eqtime' },
    duration: { title: title('试驾时长', 'Duration'), type: 'second', sum: true },
    code: { title: title('内部编号', 'Code'), type: 'hide' },
    create_time: { title: title('创建时间', 'Created'), type: 'datetime', sort: true },
};
const deposit = { title: title('意向金', 'Deposit') };

/** The write rules, as the two-part form lists them (in column order, the amount after the customer). */
const fields = [
    { name: 'customer', title: display.customer.title, required: true, maxLength: 20 },
    { name: 'mobile', title: display.mobile.title, kind: 'phone', required: true },
    { name: 'deposit', title: deposit.title, kind: 'cents', min: 0, max: 100_000_00 },
    { name: 'seats', title: display.seats.title, kind: 'int', min: 1, max: 9 },
    { name: 'status', title: display.status.title, kind: 'enum', required: true, input: 'radio' },
    { name: 'extras', title: display.extras.title, kind: 'multi' },
    { name: 'region', title: display.region.title, kind: 'enum' },
    { name: 'photo', title: display.photo.title, kind: 'image' },
    { name: 'drive_time', title: display.drive_time.title, kind: 'timestamp', required: true },
    { name: 'month', title: display.month.title, kind: 'timestamp' },
    { name: 'day', title: display.day.title, kind: 'timestamp', input: 'date' },
    { name: 'birthday', title: display.birthday.title, kind: 'timestamp', input: 'date' },
    { name: 'called_at', title: display.called_at.title, kind: 'timestamp' },
    { name: 'confirmed_at', title: display.confirmed_at.title, kind: 'timestamp' },
    { name: 'duration', title: display.duration.title, kind: 'int' },
    { name: 'code', title: display.code.title, hint: title('门店内部使用', 'For the store'), maxLength: 12 },
];
const searched = ['customer', 'status', 'extras', 'region', 'drive_time', 'day'];

const common = (name: string) => ({
    label: title('试驾预约', 'Test drive'),
    industry: 'car',
    api: {
        list: `seller/${name}/DriveList`,
        info: `seller/${name}/DriveInfo`,
        create: `seller/${name}/DriveAdd`,
        update: `seller/${name}/DriveEdit`,
    },
    defaultSort: { column: 'drive_time', order: 'desc' },
    import: true,
    perMerchant: true,
});

/** The two-part form: display columns (the amount a number with two decimals), then the filters and the fields naming them. */
const twoPart = {
    table: 'drives_two',
    ...common('drivetwo'),
    columns: {
        ...Object.fromEntries(Object.entries(display).slice(0, 3)),
        deposit: { ...deposit, type: 'number', decimal: 2, sum: true, item_align: 'right', sort: true },
        ...Object.fromEntries(Object.entries(display).slice(3)),
    },
    search: searched.map(name => ({ name })),
    fields,
};

/** The one-column form: each column says its filter and write rule, the amount `money`; the write kind follows from the type. */
const oneColumn = {
    table: 'drives_one',
    ...common('driveone'),
    columns: {
        id: display.id,
        customer: { ...display.customer, search: true, write: { required: true, maxLength: 20 } },
        mobile: { ...display.mobile, write: { kind: 'phone', required: true } },
        deposit: { ...deposit, type: 'money', sort: true, write: { min: 0, max: 100_000_00 } },
        seats: { ...display.seats, write: { min: 1, max: 9 } },
        status: { ...display.status, search: true, write: { required: true, input: 'radio' } },
        extras: { ...display.extras, search: true, write: true },
        region: { ...display.region, search: true, write: true },
        photo: { ...display.photo, write: true },
        drive_time: { ...display.drive_time, search: true, write: { required: true } },
        month: { ...display.month, write: true },
        day: { ...display.day, search: true, write: { input: 'date' } },
        birthday: { ...display.birthday, write: { input: 'date' } },
        called_at: { ...display.called_at, write: true },
        confirmed_at: { ...display.confirmed_at, write: true },
        duration: { ...display.duration, write: true },
        code: { ...display.code, write: { hint: title('门店内部使用', 'For the store'), maxLength: 12 } },
        create_time: display.create_time,
    },
};

const ONE = 'seller/driveone/DriveList';
const TWO = 'seller/drivetwo/DriveList';

let tablesDir: string;
let server: TestServer;
let admin: TestClient;

beforeAll(async () => {
    tablesDir = await mkdtemp(path.join(tmpdir(), 'mc-forms-'));
    await writeFile(path.join(tablesDir, 'drives_one.json'), JSON.stringify(oneColumn));
    await writeFile(path.join(tablesDir, 'drives_two.json'), JSON.stringify(twoPart));
    server = await startTestServer({ tablesDir, tablesDirIsDefault: false });
    admin = await loggedIn(server, 'admin');
});
afterAll(async () => {
    await server?.close();
    await rm(tablesDir, { recursive: true, force: true });
});

const english = async () => {
    const client = await createTestClient(server, { encryption: false, lang: 'en' });
    await client.login('admin', demoAccounts.find(account => account.username === 'admin')!.password);
    return client;
};

const booking = {
    customer: '王先生',
    mobile: '13800138000',
    deposit: '60150',
    seats: 5,
    status: 1,
    extras: ['wash', 'coffee'],
    region: 44,
    region_city: 4401,
    photo: '/api/v1/public/image/placeholder?kind=logo&tone=1&text=A',
    drive_time: '2026-03-01 09:30',
    month: '2026-02-01',
    day: '2026-03-01',
    birthday: '1990-05-20',
    called_at: '2026-02-27 15:00',
    confirmed_at: '2026-02-28 10:15:30',
    duration: 1800,
    code: 'TD-0001',
};

/** A record without what differs between two tables however it was written: its key, times and version. */
const content = ({ id: _id, create_time: _c, update_time: _u, _version: _v, ...rest }: Record<string, unknown>) => rest;

const workbookOf = async (response: Response) => {
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(Buffer.from(await response.arrayBuffer()) as unknown as ExcelJS.Buffer);
    return workbook;
};
const cells = (workbook: ExcelJS.Workbook) => {
    const rows: unknown[][] = [];
    workbook.worksheets[0].eachRow(row => rows.push((row.values as unknown[]).slice(1)));
    return rows;
};

describe('a resource in the one-column form and the same resource in the two-part form', () => {
    it('loads both, telling start-up which file is in the two-part form', () => {
        expect(server.twoPartNotices).toEqual([
            expect.stringMatching(/^drives_two\.json is in the two-part form.*npm run declarations:upgrade -- drives_two\.json/),
        ]);
    });

    it('answer the same definition, write form included, in every language', async () => {
        for (const client of [admin, await english()]) {
            const one = await client.get<Record<string, unknown>>(ONE);
            expect(one).toEqual(await client.get(TWO));
            expect(one.form).toContainEqual(expect.objectContaining({ name: 'deposit', kind: 'cents', min: 0, max: 100_000_00 }));
        }
        const { rows } = await admin.get<{ rows: Record<string, Record<string, unknown>> }>(ONE);
        expect(rows.deposit).toMatchObject({ type: 'number', decimal: 2, sum: true, item_align: 'right', sort: true });
    });

    it('read their input with the same field rules', async () => {
        const rules = (file: string, json: unknown) => declaredFieldRules(readDeclarationFile(file, JSON.stringify(json)).declaration!);
        expect(rules('drives_one.json', oneColumn)).toEqual(rules('drives_two.json', twoPart));
        for (const bad of [{ deposit: '601.50' }, { seats: 12 }, { status: 3 }, { mobile: '123' }, { region: 44, region_city: 3301 }, { customer: '' }]) {
            const refusal = (await failure(admin.post('seller/driveone/DriveAdd', { ...booking, ...bad }))).message;
            expect(refusal).toBe((await failure(admin.post('seller/drivetwo/DriveAdd', { ...booking, ...bad }))).message);
        }
    });

    it('create the same record, and list it with the same sums', async () => {
        const { id } = await admin.post<{ id: number }>('seller/driveone/DriveAdd', booking);
        const { id: twin } = await admin.post<{ id: number }>('seller/drivetwo/DriveAdd', booking);
        const record = await admin.get<Record<string, unknown>>('seller/driveone/DriveInfo', { id });
        expect(record).toMatchObject({ deposit: 60150, extras: ['wash', 'coffee'], region: 44, region_city: 4401 });
        expect(content(record)).toEqual(content(await admin.get('seller/drivetwo/DriveInfo', { id: twin })));
        const [one, two] = [await firstPage(admin, ONE), await firstPage(admin, TWO)];
        expect(one.data.map(content)).toEqual(two.data.map(content));
        expect(one.totalrow).toEqual(two.totalrow);
        expect(Number(one.totalrow?.deposit)).toBe(60150);
        expect((await firstPage(admin, ONE, { extras: ['coffee'] })).count).toBe(1);
    });

    it('import the same file into the same rows', async () => {
        const templates = await Promise.all([ONE, TWO].map(async api => workbookOf(await fetch(admin.http.signedUrl(api, { _down_excel_import_tpl: 1 })))));
        expect(cells(templates[0])[0]).toEqual(cells(templates[1])[0]);
        expect(cells(templates[0])[0]).toContain('意向金');
        const sheet = templates[0].worksheets[0];
        const header = cells(templates[0])[0] as string[];
        const row: Record<string, string> = {
            客户姓名: '李女士',
            手机号: '13900139000',
            意向金: '601.50',
            座位数: '7',
            状态: '已试驾',
            附加服务: '洗车、咖啡',
            门店地区: '广东/深圳',
            预约时间: '2026-03-02 10:00',
            到店日期: '2026-03-02',
            试驾时长: '2400',
            内部编号: 'TD-0002',
        };
        sheet.addRow(header.map(name => row[name] ?? ''));
        const file = await templates[0].xlsx.writeBuffer();
        for (const api of [ONE, TWO]) {
            const form = new FormData();
            form.set('file', new Blob([file]), '试驾.xlsx');
            form.set('_excel_import', '1');
            expect(await admin.post(api, form)).toEqual({ total: 1, inserted: 1, failed: 0, errors: [] });
        }
        const [one, two] = await Promise.all([ONE, TWO].map(api => firstPage(admin, api, { customer: '李女士' })));
        expect(one.data).toHaveLength(1);
        expect(one.data[0]).toMatchObject({ deposit: 60150, status: 2, extras: 'wash,coffee', region: 4403 });
        expect(one.data.map(content)).toEqual(two.data.map(content));
    });

    it('export the same workbook', async () => {
        const [one, two] = await Promise.all([ONE, TWO].map(async api => cells(await workbookOf(await fetch(admin.http.signedUrl(api, { _down_excel: 1 }))))));
        const withoutTimes = (rows: unknown[][]) => rows.map(row => row.filter((_, i) => !['ID', '创建时间'].includes(String(rows[0][i]))));
        expect(one.length).toBeGreaterThan(2);
        expect(withoutTimes(one)).toEqual(withoutTimes(two));
        expect(one[0]).toContain('意向金');
    });

    it('are the same declaration once the two-part file is upgraded', () => {
        const read = readDeclarationFile('drives_two.json', JSON.stringify(twoPart));
        const { table: _table, api: _api, ...upgraded } = read.upgraded!;
        const { table: _t, api: _a, ...declared } = oneColumn;
        expect(upgraded).toEqual(declared);
    });
});
