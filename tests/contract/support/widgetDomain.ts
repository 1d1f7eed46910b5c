import type { Domain } from '../../../server/domains/Domain';
import type { LangTexts } from '../../../server/i18n/LocalText';
import type { Option, TableSpec } from '../../../server/tables/TableSpec';

/** A test text: the same in every language (these words are not the server's catalogue). */
const zh = (text: string): LangTexts => ({ 'zh-cn': text });

/**
 * A small generic table used by the core contract tests, independent of the business domains:
 * every column and filter type of docs/protocol.md §9.4 on rows the tests also hold in memory, so each
 * expectation is computed from `widgetRows`, not read back from the server.
 */
export const WIDGET_API = 'seller/test/WidgetList';

/** The merchant whose rows the widgets are: the demo's first car merchant (`admin`). */
export const WIDGET_MERCHANT = '10001';

/** 2026-01-01 00:00:00 UTC. */
export const BASE_TIME = 1767225600;
const DAY = 86400;

/** Given per language: exports and definitions in English say them in English. */
export const statusOptions: Option[] = [
    { value: 0, label: { 'zh-cn': '待审核', en: 'Pending' } },
    { value: 1, label: { 'zh-cn': '已通过', en: 'Approved' } },
    { value: 2, label: { 'zh-cn': '已拒绝', en: 'Refused' } },
];
export const tagOptions: Option[] = [
    { value: 'a', label: zh('急售') },
    { value: 'b', label: zh('准新车') },
    { value: 'c', label: zh('个人') },
];
export const colorOptions: Option[] = ['red', 'green', 'blue', 'black'].map(value => ({ value, label: zh(value) }));
export const provinceOptions: Option[] = [
    {
        value: '330000',
        label: zh('浙江'),
        children: [
            { value: '330100', label: zh('杭州') },
            { value: '330200', label: zh('宁波') },
        ],
    },
    {
        value: '320000',
        label: zh('江苏'),
        children: [
            { value: '320100', label: zh('南京') },
            { value: '320500', label: zh('苏州') },
        ],
    },
];

export interface WidgetRow {
    id: number;
    title: string;
    status: number;
    tags: string;
    color: string;
    province: string;
    city: string;
    price: number;
    qty: number;
    duration: number;
    created: number;
    day: number;
    month: number;
    opened: number;
    checked: number;
    updated: number;
    photo: string;
    phone: string;
    secret: string;
    note: string;
}

const specialTitles: Record<number, string> = {
    5: '=1+1',
    6: "O'Brien'); DROP TABLE test_widgets; --",
    7: '50% off_sale',
    8: '@SUM(A1)',
};

export const widgetRows: WidgetRow[] = Array.from({ length: 40 }, (_, index) => {
    const i = index + 1;
    const zhejiang = i % 2 === 1;
    return {
        id: i,
        title: specialTitles[i] ?? `部件${i}`,
        status: i % 3,
        tags: ['a,b', 'b', 'c', ''][i % 4],
        color: String(colorOptions[i % 4].value),
        province: zhejiang ? '330000' : '320000',
        city: zhejiang ? (i % 4 === 1 ? '330100' : '330200') : i % 4 === 2 ? '320100' : '320500',
        price: i * 1234 + (i % 3) * 5,
        qty: i % 7,
        duration: i * 60,
        created: BASE_TIME + i * 3600,
        day: BASE_TIME + (i % 10) * DAY,
        month: BASE_TIME + (i % 3) * 31 * DAY,
        opened: BASE_TIME + (i % 5) * DAY + 7200,
        checked: BASE_TIME + (i % 4) * 600,
        updated: BASE_TIME + i * 60,
        photo: `https://img.example.com/w/${i}.png`,
        phone: `1380000${String(i).padStart(4, '0')}`,
        secret: `s${i}`,
        note: `备注${i}`,
    };
});

export const widgetTable: TableSpec = {
    api: WIDGET_API,
    industries: 'car',
    from: 'test_widgets',
    // One merchant's rows, the first car merchant's (the demo's admin), as a merchant's own table
    // is: a table shared between merchants is the platform's to write.
    owner: { merchant: 'suid' },
    pk: 'id',
    columns: {
        id: { title: zh('ID'), sort: true },
        title: { title: zh('名称'), sort: true, import: { required: true, maxLength: 50 } },
        // Catalogue titles: written in the caller's language, as the built-in tables' are.
        status: { title: '状态', type: 'select', options: statusOptions, import: { required: true } },
        tags: { title: zh('标签'), type: 'checkbox', options: tagOptions, import: {} },
        color: { title: zh('颜色'), type: 'select', options: colorOptions },
        province: { title: zh('省份'), type: 'cascade', options: provinceOptions },
        city: { title: zh('城市'), type: 'hide' },
        price: { title: zh('价格'), type: 'number', decimal: 2, sort: true, sum: true, import: { required: true } },
        qty: { title: zh('数量'), type: 'number', sort: true, sum: true },
        duration: { title: zh('时长'), type: 'second' },
        created: { title: '创建时间', type: 'datetime', sort: true, import: {} },
        day: { title: zh('日期'), type: 'date' },
        month: { title: zh('月份'), type: 'datemonth' },
        opened: { title: zh('开放日'), type: 'eqdate' },
        checked: { title: zh('检查时刻'), type: 'eqtime' },
        updated: { title: zh('更新时间'), type: 'time' },
        photo: { title: zh('图片'), type: 'image' },
        phone: { title: zh('电话'), import: { phone: true } },
        secret: { title: zh('密钥'), type: 'hide' },
        note: { title: zh('备注'), showTableRow: false },
    },
    top_search: [
        { name: 'title', title: zh('名称') },
        { name: 'status', title: zh('状态'), type: 'select', options: statusOptions },
        { name: 'tags', title: zh('标签'), type: 'checkbox', options: tagOptions, multi: true },
        { name: 'color', title: zh('颜色'), type: 'checkbox', options: colorOptions },
        {
            name: 'province',
            title: zh('地区'),
            type: 'cascade',
            options: provinceOptions.map(({ value, label }) => ({ value, label })),
            cascades: Object.fromEntries(provinceOptions.map(p => [p.value, p.children ?? []])),
            second_name: 'city',
        },
        { name: 'price', title: zh('价格'), type: 'number' },
        { name: 'duration', title: zh('时长'), type: 'second' },
        { name: 'created', title: zh('创建时间'), type: 'datetime' },
        { name: 'day', title: zh('日期'), type: 'date' },
        { name: 'month', title: zh('月份'), type: 'datemonth' },
        { name: 'opened', title: zh('开放日'), type: 'eqdate' },
        { name: 'checked', title: zh('检查时刻'), type: 'eqtime' },
        { name: 'updated', title: zh('更新时间'), type: 'time' },
    ],
    defaultSort: { column: 'id', order: 'asc' },
    limit: 10,
    show_excel: true,
    show_excel_async: true,
    show_excel_import: true,
    importInto: 'test_widgets',
    importDefaults: () => ({ secret: 'imported' }),
};

const columns = Object.keys(widgetRows[0]) as Array<keyof WidgetRow>;

export const widgetDomain: Domain = {
    name: 'test-widgets',
    owners: { test_widgets: { owner: 'merchant', why: 'a test table' } },
    migrations: [
        {
            id: 'test-widgets-001',
            sql: `CREATE TABLE test_widgets (
                id serial PRIMARY KEY, title text NOT NULL, status smallint NOT NULL, tags text NOT NULL DEFAULT '',
                color text NOT NULL DEFAULT 'red', province text NOT NULL DEFAULT '', city text NOT NULL DEFAULT '',
                price bigint NOT NULL, qty integer NOT NULL DEFAULT 0, duration integer NOT NULL DEFAULT 0,
                created bigint NOT NULL DEFAULT 0, day bigint NOT NULL DEFAULT 0, month bigint NOT NULL DEFAULT 0,
                opened bigint NOT NULL DEFAULT 0, checked bigint NOT NULL DEFAULT 0, updated bigint NOT NULL DEFAULT 0,
                photo text NOT NULL DEFAULT '', phone text NOT NULL DEFAULT '', secret text NOT NULL DEFAULT '',
                note text NOT NULL DEFAULT '', UNIQUE (title),
                suid text NOT NULL DEFAULT NULLIF(current_setting('mc.suid', true), '')
            )`,
        },
    ],
    async seed(db) {
        for (const row of widgetRows) {
            await db.query(
                `INSERT INTO test_widgets (suid, ${columns.join(', ')}) VALUES (${[WIDGET_MERCHANT, ...columns].map((_, i) => `$${i + 1}`).join(', ')})`,
                [WIDGET_MERCHANT, ...columns.map(column => row[column])]
            );
        }
        await db.query(`SELECT setval('test_widgets_id_seq', (SELECT max(id) FROM test_widgets))`);
    },
    tables: [widgetTable],
    endpoints: [],
};
