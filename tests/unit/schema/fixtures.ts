/** Table definitions and rows as a server would send them, for the list component tests. */

type Columns = Record<string, Record<string, unknown>>;

/**
 * A table definition as a server sends it (docs/protocol.md §9.1): these columns in this order, keyed
 * by `id`, 20 rows a page and no search unless `extra` says otherwise.
 */
export const tableDefinition = (rows: Columns, extra: Record<string, unknown> = {}) => ({
    pk: 'id',
    limit: 20,
    column_names: Object.keys(rows),
    rows,
    top_search: [],
    ...extra,
});

const pick = (columns: Columns, names: readonly string[]): Columns => Object.fromEntries(names.map(name => [name, columns[name]]));

const carColumns: Columns = {
    id: { title: 'ID' },
    title: { title: '车辆名称' },
    plate: { title: '车牌号' },
    price: { title: '售价', type: 'number', decimal: 2, sum: true },
    mileage: { title: '里程', type: 'number', sum: true },
    color: { title: '颜色' },
    vin: { title: '车架号' },
    status: {
        title: '状态',
        type: 'select',
        options: [
            { value: 0, label: '已下架' },
            { value: 1, label: '在售' },
        ],
    },
};

/** The car list (seller/cars/CarList) with the columns named, in that order; price and mileage are summed. */
export const carDefinition = (names: readonly (keyof typeof carColumns & string)[], extra: Record<string, unknown> = {}) =>
    tableDefinition(pick(carColumns, names), { show_sum: true, ...extra });

const auditStatus = [
    { value: 0, label: '待审核' },
    { value: 1, label: '已通过' },
];

/** The dealer list (seller/dealer/DealerList): ID, name and audit state. */
export const dealerDefinition = tableDefinition({
    id: { title: 'ID' },
    name: { title: '车商名称' },
    audit_status: { title: '审核状态', type: 'select', options: auditStatus },
});

const installed = [
    { value: 1, label: '已安装' },
    { value: 0, label: '未安装' },
];

/** The plugin list (addons/list), keyed by `key`, searchable by name and install state. */
export const pluginDefinition = tableDefinition(
    { name: { title: '插件名称' }, key: { title: '标识' }, installed: { title: '状态', type: 'select', options: installed } },
    {
        pk: 'key',
        top_search: [
            { name: 'name', title: '插件名称' },
            { name: 'installed', title: '状态', type: 'select', options: installed },
        ],
    }
);

export const at = (y: number, mo: number, d: number, h = 0, mi = 0, s = 0) => new Date(y, mo - 1, d, h, mi, s).getTime() / 1000;

const region = [
    {
        value: 44,
        label: '广东省',
        children: [
            { value: 4401, label: '广州市' },
            { value: 4403, label: '深圳市' },
        ],
    },
    { value: 33, label: '浙江省', children: [{ value: 3301, label: '杭州市' }] },
];

export const everyTypeDefinition = {
    pk: 'id',
    limit: 20,
    export_type: 1,
    show_sum: true,
    show_excel: true,
    show_excel_async: true,
    show_excel_import: true,
    column_names: ['name', 'created', 'month', 'day', 'eqday', 'visit', 'at', 'duration', 'status', 'scope', 'logo', 'price', 'city', 'secret'],
    rows: {
        name: { title: '车商名称', sort: true, item_width: 200, item_align: 'left' },
        created: { title: '创建时间', type: 'datetime', sort: true },
        month: { title: '入驻月份', type: 'datemonth' },
        day: { title: '执照有效期', type: 'date' },
        eqday: { title: '下次拜访', type: 'eqdate' },
        visit: { title: '拜访时间', type: 'time' },
        at: { title: '成交时刻', type: 'eqtime', showTableRow: false },
        duration: { title: '沟通时长', type: 'second', sum: true },
        status: { title: '审核状态', type: 'select', options: auditStatus },
        scope: {
            title: '经营范围',
            type: 'checkbox',
            options: [
                { value: 'sell', label: '销售' },
                { value: 'repair', label: '维修' },
            ],
        },
        logo: { title: 'Logo', type: 'image' },
        price: { title: '保证金', type: 'number', decimal: 2, sum: true, item_align: 'right' },
        city: { title: '所在地区', type: 'cascade', options: region },
        secret: { title: '内部', type: 'hide' },
    },
    top_search: [
        { name: 'name', title: '车商名称' },
        { name: 'status', title: '审核状态', type: 'select', options: auditStatus },
        {
            name: 'scope',
            title: '经营范围',
            type: 'checkbox',
            options: [
                { value: 'sell', label: '销售' },
                { value: 'repair', label: '维修' },
            ],
        },
        { name: 'created', title: '创建时间', type: 'datetime' },
        { name: 'visit', title: '拜访时间', type: 'time' },
        { name: 'day', title: '执照有效期', type: 'date' },
        { name: 'month', title: '入驻月份', type: 'datemonth' },
        { name: 'eqday', title: '下次拜访', type: 'eqdate' },
        { name: 'at', title: '成交时刻', type: 'eqtime' },
        { name: 'price', title: '保证金', type: 'number' },
        { name: 'duration', title: '沟通时长', type: 'second' },
        {
            name: 'province',
            title: '所在地区',
            type: 'cascade',
            options: region.map(({ value, label }) => ({ value, label })),
            cascades: { 44: region[0].children, 33: region[1].children },
            second_name: 'city',
        },
    ],
};

export const everyTypeRows = [
    {
        id: 1,
        name: '鑫源二手车',
        created: at(2026, 3, 5, 14, 7, 9),
        month: at(2026, 2, 1) * 1000,
        day: at(2027, 1, 31),
        eqday: at(2026, 6, 1),
        visit: at(2026, 3, 6, 9, 30),
        at: at(2026, 3, 7, 10, 0),
        duration: 3725,
        status: 1,
        scope: 'sell,repair',
        logo: '/images/logo-1.png',
        price: 1234567,
        city: 4401,
        secret: 'x',
    },
    {
        id: 2,
        name: '顺达汽车',
        created: at(2026, 3, 8),
        month: at(2026, 3, 1),
        day: 0,
        eqday: '',
        visit: at(2026, 3, 9, 16, 0),
        at: 0,
        duration: 59,
        status: 0,
        scope: 'repair',
        logo: '',
        price: 5,
        city: 3301,
        secret: 'y',
    },
];

export const garbageDefinition = {
    pk: 7,
    limit: 'lots',
    column_names: ['name', 'ghost', 'weird', 42],
    rows: {
        name: { title: '名称', type: 'text-ish', options: 'none' },
        weird: { title: 12, type: { nested: true }, item_width: 'wide', decimal: 'two' },
    },
    top_search: [{ title: 'no name' }, 'nonsense', { name: 'name', title: '名称', type: 'select', options: [{ label: 'no value' }] }],
};
