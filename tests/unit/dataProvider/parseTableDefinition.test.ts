import { describe, expect, it } from 'vitest';
import { parseTableDefinition } from '../../../src/dataProvider/parseTableDefinition';
import { garbageDefinition, everyTypeDefinition } from '../schema/fixtures';

describe('parseTableDefinition', () => {
    it('reads every column and search type of the fixture', () => {
        const definition = parseTableDefinition(everyTypeDefinition);
        expect(definition.problems).toEqual([]);
        expect(definition.columns.map(c => c.type)).toEqual([
            'text',
            'datetime',
            'datemonth',
            'date',
            'eqdate',
            'time',
            'eqtime',
            'second',
            'select',
            'checkbox',
            'image',
            'number',
            'cascade',
            'hide',
        ]);
        expect(definition.search.find(s => s.type === 'cascade')?.secondName).toBe('city');
        expect(definition.limit).toBe(20);
    });
    it('keeps what it can of a garbage definition and lists the rest', () => {
        const definition = parseTableDefinition(garbageDefinition);
        expect(definition.columns.map(c => c.name)).toEqual(['name', 'weird']);
        const keys = definition.problems.map(p => p.key.replace('mc.schema.problem.', ''));
        expect(keys).toEqual(expect.arrayContaining(['unknownType', 'columnMissing', 'optionsNotList', 'searchNoName', 'limitInvalid']));
        expect(definition.limit).toBe(10);
    });
    it('reads an unknown top_search type such as input as a text search, with nothing to report', () => {
        const definition = parseTableDefinition({
            column_names: ['name'],
            rows: { name: { title: '名称' } },
            top_search: [
                { name: 'name', title: '名称', type: 'input' },
                { name: 'code', title: '编号', type: { odd: true } },
            ],
        });
        expect(definition.search.map(item => item.type)).toEqual(['text', 'text']);
        expect(definition.problems).toEqual([]);
    });
    it('reads the write form: each field’s input for its kind, what it cannot use reported', () => {
        const definition = parseTableDefinition({
            column_names: ['name'],
            rows: { name: { title: '名称' } },
            form: [
                { name: 'name', kind: 'text', label: '名称', required: true, max_length: '30', hint: '对外显示' },
                { name: 'fee', kind: 'cents', label: '费用', min: 0, max: 100000 },
                { name: 'kind', kind: 'enum', input: 'radio', label: '类型', options: [{ value: 1, label: '甲' }] },
                { name: 'at', kind: 'timestamp', input: 'switch', label: '时间' },
                { name: 'region', kind: 'enum', input: 'cascade', label: '地区', second_name: 'city', options: [{ value: 44, label: '广东', children: [] }] },
                { name: 'lost', kind: 'enum', input: 'cascade', label: '无第二级' },
                { name: 'odd', kind: 'blob', label: '怪' },
                { kind: 'text' },
            ],
        });
        expect(definition.form).toEqual([
            { name: 'name', kind: 'text', input: 'text', label: '名称', required: true, maxLength: 30, hint: '对外显示' },
            { name: 'fee', kind: 'cents', input: 'price', label: '费用', required: false, min: 0, max: 100000 },
            { name: 'kind', kind: 'enum', input: 'radio', label: '类型', required: false, options: [{ value: 1, label: '甲' }] },
            { name: 'at', kind: 'timestamp', input: 'datetime', label: '时间', required: false },
            {
                name: 'region',
                kind: 'enum',
                input: 'cascade',
                label: '地区',
                required: false,
                options: [{ value: 44, label: '广东', children: [] }],
                secondName: 'city',
            },
            { name: 'lost', kind: 'enum', input: 'select', label: '无第二级', required: false },
        ]);
        expect(definition.problems).toEqual([
            { key: 'mc.schema.problem.formInputInvalid', values: { where: 'at', type: 'switch' } },
            { key: 'mc.schema.problem.formFieldInvalid', values: { where: 'odd' } },
            { key: 'mc.schema.problem.formFieldInvalid', values: { where: '#8' } },
        ]);
        expect(parseTableDefinition({ rows: { name: {} } }).form).toBeUndefined();
        const notList = parseTableDefinition({ rows: { name: {} }, form: 'x' });
        expect([notList.form, notList.problems.map(p => p.key)]).toEqual([undefined, ['mc.schema.problem.formNotList']]);
    });
    it('throws a translation key when nothing can be shown', () => {
        expect(() => parseTableDefinition('nonsense')).toThrow('mc.schema.problem.notObject');
        expect(() => parseTableDefinition({ rows: 5, column_names: 'x' })).toThrow('mc.schema.problem.noColumns');
    });
});
