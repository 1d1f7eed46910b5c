import { describe, expect, it } from 'vitest';
import { draftOf, type DesignDraft } from '../../../src/designer/designDraft';
import { draftDefinition } from '../../../src/designer/draftDefinition';
import { createPreviewDataProvider, fitRows, queryRows, sampleRows, type PreviewRow } from '../../../src/designer/previewRows';

const draft: DesignDraft = draftOf(
    JSON.stringify({
        table: 'test_drives',
        label: '试驾',
        columns: {
            customer: { title: { 'zh-cn': '客户', en: 'Customer' }, search: true, write: { required: true, maxLength: 20 } },
            deposit: { title: '意向金', type: 'money', sort: true, write: { min: 0 } },
            status: {
                title: '状态',
                type: 'select',
                options: [
                    { value: 1, label: { 'zh-cn': '待试驾', en: 'Booked' } },
                    { value: 2, label: '已试驾' },
                ],
                search: true,
                write: { required: true, input: 'radio' },
            },
            note: { title: '备注', list: false, write: { input: 'textarea' } },
        },
    }),
    '[]'
);

describe('the draft as a definition', () => {
    it('answers what the server will: money as two decimals summed, filters, the write form with its kinds and inputs', () => {
        const definition = draftDefinition(draft, 'en')!;
        expect(definition.columns.map(column => [column.name, column.title, column.type, column.decimal, column.sum])).toEqual([
            ['customer', 'Customer', 'text', 0, false],
            ['deposit', '意向金', 'number', 2, true],
            ['status', '状态', 'select', 0, false],
        ]);
        expect(definition.showSum).toBe(true);
        expect(definition.search.map(item => item.name)).toEqual(['customer', 'status']);
        expect(definition.columns[2].options).toEqual([
            { value: 1, label: 'Booked' },
            { value: 2, label: '已试驾' },
        ]);
        expect(definition.form).toEqual([
            { name: 'customer', kind: 'text', input: 'text', label: 'Customer', required: true, maxLength: 20 },
            { name: 'deposit', kind: 'cents', input: 'price', label: '意向金', required: false, min: 0 },
            { name: 'status', kind: 'enum', input: 'radio', label: '状态', required: true, options: definition.columns[2].options },
            { name: 'note', kind: 'text', input: 'textarea', label: '备注', required: false },
        ]);
        expect(definition.showExcel || definition.showExcelImport).toBe(false);
    });

    it('has none without a named column', () => {
        expect(draftDefinition({ ...draft, columns: draft.columns.map(column => ({ ...column, name: ' ' })) }, 'zh-cn')).toBeUndefined();
    });
    it('answers a cascade column’s tree: the cell’s options with their second level, the filter’s per first value, the field’s second name', () => {
        const cascade = draftOf(
            JSON.stringify({
                table: 'test_drives',
                label: '试驾',
                columns: {
                    region: {
                        title: '所在地区',
                        type: 'cascade',
                        second: 'region_city',
                        options: [{ value: 44, label: { 'zh-cn': '广东', en: 'Guangdong' }, children: [{ value: 4401, label: '广州' }] }],
                        search: true,
                        write: { input: 'cascade' },
                    },
                },
            }),
            '[]'
        );
        const definition = draftDefinition(cascade, 'en')!;
        const tree = [{ value: 44, label: 'Guangdong', children: [{ value: 4401, label: '广州' }] }];
        expect(definition.columns[0].options).toEqual(tree);
        expect(definition.search[0]).toMatchObject({
            type: 'cascade',
            options: [{ value: 44, label: 'Guangdong' }],
            cascades: { '44': [{ value: 4401, label: '广州' }] },
            secondName: 'region_city',
        });
        expect(definition.form![0]).toMatchObject({ kind: 'enum', input: 'cascade', options: tree, secondName: 'region_city' });
    });
});

describe('the preview’s rows', () => {
    const definition = draftDefinition(draft, 'zh-cn')!;
    const rows = sampleRows(draft);

    it('fills every column, and keeps the values when the draft changes', () => {
        expect(rows).toHaveLength(3);
        expect(rows[0]).toEqual({ id: 1, customer: 'customer 1', deposit: 12_345, status: 1, note: 'note 1' });
        const edited = [{ ...rows[0], customer: '张三' }, ...rows.slice(1)];
        const added = { ...draft, columns: [...draft.columns, { ...draft.columns[1], id: 'x', name: 'fee' }] };
        expect(fitRows(edited, added)[0]).toEqual({ ...edited[0], fee: 12_345 });
        expect(fitRows(edited, { ...draft, columns: draft.columns.slice(1) })[0]).toEqual({ id: 1, deposit: 12_345, status: 1, note: 'note 1' });
    });

    it('filters, sorts, pages and totals as the list call does', () => {
        const all = queryRows(rows, definition, { filter: {}, sort: { field: 'deposit', order: 'DESC' }, pagination: { page: 1, perPage: 2 } });
        expect(all.data.map(row => row.id)).toEqual([3, 2]);
        expect(all.total).toBe(3);
        expect(all.meta).toEqual({ totalrow: { deposit: 12_345 * 6 } });
        const booked = queryRows(rows, definition, {
            filter: { status: '1', customer: 'customer' },
            sort: { field: 'id', order: 'ASC' },
            pagination: { page: 1, perPage: 10 },
        });
        expect(booked.data.map(row => row.id)).toEqual([1, 3]);
        expect(booked.meta).toEqual({ totalrow: { deposit: 12_345 * 4 } });
    });

    it('adds a created row in memory and refuses what would reach a server', async () => {
        let held: PreviewRow[] = rows;
        const provider = createPreviewDataProvider(
            () => definition,
            () => held,
            row => (held = [...held, row])
        );
        const { data } = await provider.create('preview', { data: { customer: '李四', deposit: 100, status: 2 } });
        expect(data).toMatchObject({ id: 4, customer: '李四' });
        expect(held).toHaveLength(4);
        await expect(provider.update('preview', { id: 1, data: {}, previousData: rows[0] })).rejects.toThrow('the preview does not update');
        await expect(provider.delete('preview', { id: 1, previousData: rows[0] })).rejects.toThrow();
    });
});
