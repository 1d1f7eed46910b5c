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
    it('throws a translation key when nothing can be shown', () => {
        expect(() => parseTableDefinition('nonsense')).toThrow('mc.schema.problem.notObject');
        expect(() => parseTableDefinition({ rows: 5, column_names: 'x' })).toThrow('mc.schema.problem.noColumns');
    });
});
