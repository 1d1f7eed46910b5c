import { describe, expect, it } from 'vitest';
import { coreDomain } from '../../../server/domains/core';
import { failure } from '../support/failure';
import { BASE_TIME, WIDGET_API, widgetDomain, widgetRows, widgetTable, type WidgetRow } from '../support/widgetDomain';
import { signedInServer } from '../support/signedInServer';

const MAX_PAGE = 15;
const DAY = 86400;

const { admin } = signedInServer(['admin'], { server: { domains: [coreDomain, widgetDomain], maxPageSize: MAX_PAGE } });

interface Page {
    data: Array<Record<string, unknown>>;
    count?: number;
    totalrow?: Record<string, unknown>;
}

const list = (params: Record<string, unknown>) => admin.get<Page>(WIDGET_API, { page: 1, ...params });

/** Every matching id, paging through with the server's largest page. */
const allIds = async (params: Record<string, unknown> = {}) => {
    const ids: number[] = [];
    for (let page = 1; ; page++) {
        const { data } = await list({ ...params, page, limit: 1000 });
        expect(data.length).toBeLessThanOrEqual(MAX_PAGE);
        ids.push(...data.map(row => Number(row.id)));
        if (data.length < MAX_PAGE) return ids;
    }
};

const expected = (match: (row: WidgetRow) => boolean) => widgetRows.filter(match).map(row => row.id);

describe('definition', () => {
    it('has the docs/protocol.md §9.7 shape and leaks no SQL', async () => {
        const definition = await admin.get<Record<string, unknown>>(WIDGET_API);
        expect(definition).toMatchObject({ pk: 'id', limit: 10, show_sum: true, show_excel: true, show_excel_async: true, show_excel_import: true });
        expect(definition.column_names).toEqual(Object.keys(widgetTable.columns));
        const rows = definition.rows as Record<string, Record<string, unknown>>;
        expect(Object.keys(rows.price).sort()).toEqual([
            'decimal',
            'item_align',
            'item_width',
            'name',
            'options',
            'showTableRow',
            'sort',
            'sum',
            'title',
            'type',
        ]);
        expect(rows.price).toMatchObject({ title: '价格', name: 'price', type: 'number', decimal: 2, sum: true, sort: true });
        expect(rows.note.showTableRow).toBe(false);
        const search = definition.top_search as Array<Record<string, unknown>>;
        expect(search.find(s => s.name === 'province')).toMatchObject({
            type: 'cascade',
            second_name: 'city',
            cascades: {
                '330000': [
                    { value: '330100', label: '杭州' },
                    { value: '330200', label: '宁波' },
                ],
            },
        });
        const text = JSON.stringify(definition);
        expect(text).not.toMatch(/test_widgets|SELECT|importInto|defaultSort/);
    });
});

describe('rows', () => {
    it('pages from 1 in the default order and caps the limit', async () => {
        expect((await list({ page: 2, limit: 10 })).data.map(row => row.id)).toEqual(expected(row => row.id > 10 && row.id <= 20));
        expect((await list({ limit: 1000 })).data).toHaveLength(MAX_PAGE);
        expect(await allIds()).toEqual(expected(() => true));
        expect((await list({ page: 99 })).data).toEqual([]);
        expect((await failure(list({ page: 0 }))).message).toContain('参数错误');
        expect((await failure(list({ limit: 'ten' }))).message).toContain('参数错误');
    });

    it('sorts on sortable columns both ways, ties broken by pk', async () => {
        const byPrice = [...widgetRows].sort((a, b) => b.price - a.price).map(row => row.id);
        expect(await allIds({ sort: 'price', order: false })).toEqual(byPrice);
        expect(await allIds({ sort: 'price', order: true })).toEqual([...byPrice].reverse());
        const byQty = [...widgetRows].sort((a, b) => a.qty - b.qty || a.id - b.id).map(row => row.id);
        expect(await allIds({ sort: 'qty', order: true })).toEqual(byQty);
    });

    it('rejects unknown and unsortable sort columns cleanly', async () => {
        for (const sort of ['nope', 'secret', 'id; DROP TABLE test_widgets; --', 'price desc, (select 1)']) {
            const error = await failure(list({ sort, order: false }));
            expect(error.kind).toBe('server');
            expect(error.message).toContain('不能按');
            expect(error.message).not.toMatch(/syntax|column|relation/i);
        }
        expect((await failure(list({ sort: 'price', order: 'sideways' }))).message).toContain('order');
    });

    it('_count_sum gives count and totals of the sum columns over the filter', async () => {
        const page = await list({ status: 1, _count_sum: true, limit: 5 });
        const matching = widgetRows.filter(row => row.status === 1);
        expect(page.data).toHaveLength(5);
        expect(page.count).toBe(matching.length);
        expect(page.totalrow).toEqual({ price: matching.reduce((s, r) => s + r.price, 0), qty: matching.reduce((s, r) => s + r.qty, 0) });
        const without = await list({ status: 1 });
        expect(without).not.toHaveProperty('count');
        expect(without).not.toHaveProperty('totalrow');
    });
});

describe('filters, one per encoding', () => {
    const cases: Array<[string, Record<string, unknown>, (row: WidgetRow) => boolean]> = [
        ['text: substring', { title: '部件1' }, row => row.title.includes('部件1')],
        ['text: % and _ are not wildcards', { title: '%' }, row => row.title.includes('%')],
        ['text: underscore', { title: '_' }, row => row.title.includes('_')],
        ['select: exact', { status: 2 }, row => row.status === 2],
        ['checkbox over a list column: any value', { tags: ['a', 'c'] }, row => row.tags.split(',').some(t => t === 'a' || t === 'c')],
        ['checkbox over a single column', { color: ['red', 'blue'] }, row => row.color === 'red' || row.color === 'blue'],
        ['cascade: first value', { province: '330000' }, row => row.province === '330000'],
        ['cascade: second value', { province: '330000', city: '330200' }, row => row.city === '330200'],
        ['number: min,max', { price: '5000,20000' }, row => row.price >= 5000 && row.price <= 20000],
        ['number: empty min', { price: ',5000' }, row => row.price <= 5000],
        ['number: empty max', { price: '40000,' }, row => row.price >= 40000],
        ['second: min,max', { duration: '600,1200' }, row => row.duration >= 600 && row.duration <= 1200],
        ['datetime: seconds', { created: [BASE_TIME + 5 * 3600, BASE_TIME + 10 * 3600] }, row => row.id >= 5 && row.id <= 10],
        ['datetime: milliseconds', { created: [(BASE_TIME + 5 * 3600) * 1000, (BASE_TIME + 10 * 3600) * 1000] }, row => row.id >= 5 && row.id <= 10],
        [
            'date: first second to last second',
            { day: [BASE_TIME + 2 * DAY, BASE_TIME + 5 * DAY - 1] },
            row => row.day >= BASE_TIME + 2 * DAY && row.day < BASE_TIME + 5 * DAY,
        ],
        ['datemonth', { month: [BASE_TIME + 31 * DAY, BASE_TIME + 59 * DAY - 1] }, row => row.month === BASE_TIME + 31 * DAY],
        ['eqdate: one day', { opened: [BASE_TIME + 2 * DAY, BASE_TIME + 3 * DAY - 1] }, row => row.opened === BASE_TIME + 2 * DAY + 7200],
        ['eqtime: one instant', { checked: BASE_TIME + 600 }, row => row.checked === BASE_TIME + 600],
        ['time: range', { updated: [BASE_TIME + 10 * 60, BASE_TIME + 12 * 60] }, row => row.id >= 10 && row.id <= 12],
        ['combined', { status: 1, province: '320000', price: '10000,' }, row => row.status === 1 && row.province === '320000' && row.price >= 10000],
    ];
    it.each(cases)('%s', async (_name, params, match) => {
        const ids = expected(match);
        expect(ids.length).toBeGreaterThan(0);
        expect(ids.length).toBeLessThan(widgetRows.length);
        expect(await allIds(params)).toEqual(ids);
    });

    it('hostile values are data, never SQL', async () => {
        expect(await allIds({ title: "' OR '1'='1" })).toEqual([]);
        expect(await allIds({ title: "O'Brien'); DROP TABLE" })).toEqual([6]);
        expect(await allIds({ status: '1 OR 1=1' })).toEqual([]);
        expect(await allIds({ color: ["red') OR ('1'='1", 'blue'] })).toEqual(expected(row => row.color === 'blue'));
        expect(await allIds({ province: "330000' --", city: '1=1' })).toEqual([]);
        for (const params of [
            { price: '1;DROP TABLE test_widgets' },
            { created: '0,1 OR 1=1' },
            { checked: 'now()' },
            { duration: 'abc,' },
            { day: '17672256' },
        ]) {
            const error = await failure(list(params));
            expect(error.message).toMatch(/^参数错误：“.+”/);
        }
        expect((await list({ _count_sum: true })).count).toBe(widgetRows.length);
    });
});
