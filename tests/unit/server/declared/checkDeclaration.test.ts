import { describe, expect, it } from 'vitest';
import { readDeclarationFile } from '../../../../server/declared/readTableDeclarations';

/**
 * A platform engineer's test-drive bookings in the one-column form (server/declared/README.md):
 * each column with its title, type, filter and write rule said once.
 */
const bookings = () => ({
    table: 'test_drives',
    label: { 'zh-cn': '试驾预约', en: 'Test drive' },
    industry: 'car',
    api: { list: 'seller/testdrive/TestDriveList', create: 'seller/testdrive/TestDriveAdd', update: 'seller/testdrive/TestDriveEdit' },
    perMerchant: true,
    columns: {
        id: { title: 'ID', sort: true },
        customer: { title: { 'zh-cn': '客户姓名', en: 'Customer' }, search: true, write: { required: true, maxLength: 20 } },
        mobile: { title: { 'zh-cn': '手机号', en: 'Mobile' }, write: { kind: 'phone', required: true } },
        deposit: { title: { 'zh-cn': '意向金', en: 'Deposit' }, type: 'money', sort: true, write: { min: 0 } },
        status: {
            title: { 'zh-cn': '状态', en: 'Status' },
            type: 'select',
            options: [
                { value: 1, label: { 'zh-cn': '待试驾', en: 'Booked' } },
                { value: 2, label: { 'zh-cn': '已试驾', en: 'Driven' } },
            ],
            search: true,
            write: { required: true, input: 'radio' },
        },
        note: { title: { 'zh-cn': '备注', en: 'Note' }, write: { maxLength: 200, input: 'textarea' } },
        drive_time: { title: { 'zh-cn': '预约时间', en: 'Booked for' }, type: 'datetime', sort: true, search: true, write: { required: true } },
    },
    defaultSort: { column: 'drive_time', order: 'desc' },
});

type Bookings = ReturnType<typeof bookings> & Record<string, unknown>;
type Columns = Record<string, Record<string, unknown>>;

const problemsOf = (change: (declaration: Bookings, columns: Columns) => void) => {
    const declaration = bookings() as Bookings;
    change(declaration, declaration.columns as unknown as Columns);
    return readDeclarationFile('test_drives.json', JSON.stringify(declaration)).problems;
};

describe('a one-column declaration', () => {
    it('loads as it is, with nothing to report', () => {
        const read = readDeclarationFile('test_drives.json', JSON.stringify(bookings()));
        expect(read.problems).toEqual([]);
        expect(read.twoPart).toBe(false);
    });

    it.each<[string, (declaration: Bookings, columns: Columns) => void, string]>([
        [
            'a money column written as text',
            (_, c) => Object.assign(c.deposit, { write: { kind: 'text' } }),
            'test_drives.json: columns.deposit.write.kind: a money column is written as cents, not text',
        ],
        [
            'an amount in cents on a number column without two decimals',
            (_, c) => Object.assign(c.deposit, { type: 'number', write: { kind: 'cents' } }),
            'test_drives.json: columns.deposit.write.kind: an amount in cents is shown with two decimals; make the column "type": "money"',
        ],
        [
            'decimals on a money column',
            (_, c) => Object.assign(c.deposit, { decimal: 3 }),
            'test_drives.json: columns.deposit.decimal: a money column shows two decimals; remove decimal',
        ],
        [
            'a time written as text',
            (_, c) => Object.assign(c.drive_time, { write: { kind: 'text' } }),
            'test_drives.json: columns.drive_time.write.kind: a datetime column is written as timestamp, not text',
        ],
        ['a select without options', (_, c) => delete c.status.options, 'test_drives.json: columns.status.options: a select column needs options'],
        [
            'options on a column that shows none',
            (_, c) => Object.assign(c.note, { options: [{ value: 1, label: '一' }] }),
            'test_drives.json: columns.note.options: only select, checkbox and cascade columns take options',
        ],
        [
            'a written value that is not among the column’s options',
            (_, c) => Object.assign(c.status, { write: { options: [1, 3] } }),
            "test_drives.json: columns.status.write.options: 3 not among the column's options",
        ],
        [
            'a search on a column that does not exist',
            d => Object.assign(d, { searchOrder: ['model', 'customer', 'status', 'drive_time'] }),
            'test_drives.json: searchOrder[0]: "model" is not a column',
        ],
        [
            'a filter order naming a column that is not searched',
            d => Object.assign(d, { searchOrder: ['note', 'customer', 'status', 'drive_time'] }),
            'test_drives.json: searchOrder[0]: "note" is not searched (give the column "search")',
        ],
        [
            'a filter order that leaves a searched column out',
            d => Object.assign(d, { searchOrder: ['status', 'customer'] }),
            'test_drives.json: searchOrder: leaves out drive_time; name every searched column',
        ],
        [
            'a write order naming a read-only column',
            d => Object.assign(d, { writeOrder: ['id', 'customer', 'mobile', 'deposit', 'status', 'note', 'drive_time'] }),
            'test_drives.json: writeOrder[0]: "id" is not written (give the column "write")',
        ],
        [
            'a column the server sets, written',
            (_, c) => Object.assign(c, { create_time: { title: '创建时间', type: 'datetime', write: true } }),
            'test_drives.json: columns.create_time.write: "create_time" is set by the server, not written',
        ],
        ['a sum of text', (_, c) => Object.assign(c.note, { sum: true }), 'test_drives.json: columns.note.sum: only number columns can be summed'],
        [
            'a length limit on a number',
            (_, c) => Object.assign(c.deposit, { write: { maxLength: 8 } }),
            'test_drives.json: columns.deposit.write.maxLength: only text fields take maxLength',
        ],
        [
            'a minimum above the maximum',
            (_, c) => Object.assign(c.deposit, { write: { min: 10, max: 5 } }),
            'test_drives.json: columns.deposit.write.min: is greater than max',
        ],
        [
            'an input that cannot show the kind',
            (_, c) => Object.assign(c.drive_time, { write: { input: 'price' } }),
            'test_drives.json: columns.drive_time.write.input: a timestamp field is shown as datetime, date, not price',
        ],
        [
            'an import of a read-only column',
            (_, c) => Object.assign(c.id, { import: false }),
            'test_drives.json: columns.id.import: only a written column is imported',
        ],
        [
            'a column the list does not show that nothing writes, searches or hides',
            (_, c) => Object.assign(c, { memo: { title: '备忘', list: false } }),
            'test_drives.json: columns.memo.list: a column the list does not show is written, searched or secret',
        ],
        [
            'a cascade with neither level named',
            (_, c) =>
                Object.assign(c, {
                    region: { title: '地区', type: 'cascade', options: [{ value: 1, label: '广东', children: [{ value: 11, label: '广州' }] }] },
                }),
            'test_drives.json: columns.region.second: a cascade column names the column of its second level ("second": "region_2")',
        ],
        [
            'record calls without a record label',
            d => delete (d as Record<string, unknown>).label,
            'test_drives.json: label: a table with record calls names one record (its label: 品牌), for their messages and the operator log',
        ],
        [
            'create and update calls with no written column',
            (_, c) => Object.values(c).forEach(column => delete column.write),
            'test_drives.json: api: a table with api.create or api.update writes at least one column ("write" on a column)',
        ],
        [
            'a list query in a file',
            d => Object.assign(d, { from: '(SELECT * FROM users) AS u' }),
            "test_drives.json: from: only the server's own declarations take from",
        ],
        [
            'SQL on a file’s column',
            (_, c) => Object.assign(c.note, { sql: 'now()' }),
            "test_drives.json: columns.note.sql: only the server's own declarations take sql",
        ],
        [
            'one of the server’s option lists named in a file',
            (_, c) => Object.assign(c.status, { options: 'regions' }),
            "test_drives.json: columns.status.options: names a list of the server's own; a file lists its options",
        ],
        [
            'uniqueness across merchants in a file',
            (_, c) => Object.assign(c.customer, { write: { unique: 'global' } }),
            'test_drives.json: columns.customer.write.unique: "global" is the server\'s own; a file\'s values are unique within the table (per merchant when perMerchant)',
        ],
        [
            'seed rows in a table per merchant',
            d => Object.assign(d, { seed: [{ customer: '王先生' }] }),
            'test_drives.json: seed: a perMerchant table starts empty (a seed row would belong to no merchant)',
        ],
        [
            'seed rows in a table that is per merchant by default',
            d => Object.assign(d, { perMerchant: undefined, seed: [{ customer: '王先生' }] }),
            'test_drives.json: seed: a perMerchant table starts empty (a seed row would belong to no merchant)',
        ],
        [
            'a column named as the merchant column of a table per merchant',
            (_, c) => Object.assign(c, { suid: { title: '商户' } }),
            'test_drives.json: columns.suid: holds the owning merchant of a perMerchant table; choose another name',
        ],
        [
            'a default sort on a column that does not exist',
            d => Object.assign(d, { defaultSort: { column: 'weight', order: 'desc' } }),
            'test_drives.json: defaultSort.column: "weight" is not a column',
        ],
        [
            'one call path for two calls',
            d => Object.assign(d, { api: { ...d.api, update: d.api.create } }),
            'test_drives.json: api.update: "seller/testdrive/TestDriveAdd" is also api.create',
        ],
        [
            'decimals on a text column',
            (_, c) => Object.assign(c.note, { decimal: 2 }),
            'test_drives.json: columns.note.decimal: only number columns take decimal',
        ],
        [
            'a column the list does not show, sorted',
            (_, c) => Object.assign(c.note, { list: false, sort: true }),
            'test_drives.json: columns.note.list: a column the list does not show is neither sorted nor summed',
        ],
        [
            'a min and max on a text field',
            (_, c) => Object.assign(c.note, { write: { min: 1 } }),
            'test_drives.json: columns.note.write: only int and cents fields take min and max',
        ],
        [
            'a second level on a column that is not a cascade',
            (_, c) => Object.assign(c.note, { second: 'note_2' }),
            'test_drives.json: columns.note.second: only cascade columns take second',
        ],
        [
            'an unknown column type',
            (_, c) => Object.assign(c.note, { type: 'currency' }),
            'test_drives.json: columns.note.type: Invalid option: expected one of',
        ],
    ])('refuses %s, naming the file and the path', (_what, change, problem) => {
        const problems = problemsOf(change);
        expect(
            problems.some(candidate => candidate.startsWith(problem)),
            problems.join('\n')
        ).toBe(true);
    });

    it('is told apart from a two-part file, which still loads and says so', () => {
        const { columns, ...rest } = bookings();
        const twoPart = {
            ...rest,
            columns: {
                id: columns.id,
                customer: { title: columns.customer.title },
                deposit: { title: columns.deposit.title, type: 'number', decimal: 2, sum: true, item_align: 'right', sort: true },
                drive_time: { title: columns.drive_time.title, type: 'datetime', sort: true },
            },
            search: [{ name: 'customer' }, { name: 'drive_time', title: '预约日期', type: 'date' }],
            fields: [
                { name: 'deposit', title: columns.deposit.title, kind: 'cents', min: 0 },
                { name: 'customer', title: columns.customer.title, required: true, maxLength: 20 },
            ],
        };
        const read = readDeclarationFile('test_drives.json', JSON.stringify(twoPart));
        expect(read.problems).toEqual([]);
        expect(read.twoPart).toBe(true);
        expect(read.upgraded).toMatchObject({
            columns: {
                customer: { search: true, write: { required: true, maxLength: 20 } },
                deposit: { type: 'money', sort: true, write: { min: 0 } },
                drive_time: { search: { title: '预约日期', type: 'date' } },
            },
            writeOrder: ['deposit', 'customer'],
        });
        expect(read.upgraded).not.toHaveProperty('searchOrder');
    });

    it('refuses a file in both forms at once', () => {
        const problems = readDeclarationFile('test_drives.json', JSON.stringify({ ...bookings(), fields: [] })).problems;
        expect(problems).toEqual([
            'test_drives.json: (file): says write rules or filters both in fields or search lists and on its columns; say each once, on its column (the one-column form)',
        ]);
    });
});
