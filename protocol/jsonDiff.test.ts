import { describe, expect, it } from 'vitest';
import { jsonDiff } from './jsonDiff';

describe('jsonDiff', () => {
    it('finds nothing between equal values, whatever their depth', () => {
        const value = { declaration: { columns: { a: { title: { en: 'A' } } } }, entry: [{ kind: 'list' }] };
        expect(jsonDiff(value, structuredClone(value))).toEqual([]);
    });

    it('names a changed value at its path, with both sides', () => {
        expect(jsonDiff({ columns: { code: { type: 'text' } } }, { columns: { code: { type: 'number' } } })).toEqual([
            { path: 'columns.code.type', from: 'text', to: 'number' },
        ]);
    });

    it('gives a key added only `to`, one removed only `from`', () => {
        expect(jsonDiff({ a: 1, b: { x: 1 } }, { a: 1, c: 2 })).toEqual([
            { path: 'b', from: { x: 1 } },
            { path: 'c', to: 2 },
        ]);
    });

    it('writes array items by index, and items beyond the shorter side as added or removed', () => {
        expect(jsonDiff({ fields: [{ required: true }, 1] }, { fields: [{ required: false }] })).toEqual([
            { path: 'fields[0].required', from: true, to: false },
            { path: 'fields[1]', from: 1 },
        ]);
        expect(jsonDiff([], ['x'])).toEqual([{ path: '[0]', to: 'x' }]);
    });

    it('says a change of key order as `(order)`, with the kept keys in each order', () => {
        expect(jsonDiff({ columns: { a: 1, b: 2, c: 3 } }, { columns: { b: 2, a: 1 } })).toEqual([
            { path: 'columns.(order)', from: ['a', 'b'], to: ['b', 'a'] },
            { path: 'columns.c', from: 3 },
        ]);
        // A key removed or added alone is no reorder.
        expect(jsonDiff({ a: 1, b: 2 }, { b: 2 })).toEqual([{ path: 'a', from: 1 }]);
    });

    it('compares a value that changes shape as a whole', () => {
        expect(jsonDiff({ title: 'A' }, { title: { en: 'A' } })).toEqual([{ path: 'title', from: 'A', to: { en: 'A' } }]);
        expect(jsonDiff(1, [1])).toEqual([{ path: '', from: 1, to: [1] }]);
    });
});
