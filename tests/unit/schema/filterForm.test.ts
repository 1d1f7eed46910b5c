import { describe, expect, it } from 'vitest';
import {
    activeFilterCount,
    draftFromApplied,
    fieldSpan,
    filterKeys,
    filtersToApply,
    foldedFieldCount,
    hasFilterValue,
    isFieldShown,
    isFoldable,
} from '../../../src/schema/filters/filterForm';

const item = (name: string, type: 'text' | 'cascade' = 'text', secondName?: string) => ({ name, type, secondName });

describe('filter form rules', () => {
    it('gives a range of dates two cells once a row holds more than one', () => {
        expect(fieldSpan('date', 4)).toBe(2);
        expect(fieldSpan('datetime', 2)).toBe(2);
        expect(fieldSpan('datemonth', 1)).toBe(1);
        expect(fieldSpan('number', 4)).toBe(1);
        expect(fieldSpan('text', 4)).toBe(1);
    });

    it('folds to the fields that fit in the first row, whose last cell holds the buttons', () => {
        expect(foldedFieldCount([1, 1, 1, 1, 1], 4)).toBe(3);
        expect(foldedFieldCount([1, 2, 1], 4)).toBe(2);
        expect(foldedFieldCount([1, 1, 2], 4)).toBe(2);
        expect(foldedFieldCount([2, 1], 2)).toBe(1);
        expect(foldedFieldCount([1, 1], 1)).toBe(1);
        expect(isFoldable([1, 1, 1], 4)).toBe(false);
        expect(isFoldable([1, 1, 1, 1], 4)).toBe(true);
        expect(isFoldable([1, 2], 4)).toBe(false);
        const spans = [1, 1, 1, 1, 1];
        expect(spans.map((_, index) => isFieldShown(index, spans, 4, false))).toEqual([true, true, true, false, false]);
        expect(spans.map((_, index) => isFieldShown(index, spans, 4, true))).toEqual([true, true, true, true, true]);
        // Nothing to fold: every field shows whatever was remembered.
        expect(isFieldShown(2, [1, 1, 1], 4, false)).toBe(true);
    });

    it('counts a filter as active only when it restricts something', () => {
        expect(['', ',', ' , ', null, undefined, []].map(hasFilterValue)).toEqual([false, false, false, false, false, false]);
        expect(['a', '10,', ',1700000000', 0, ['x']].map(hasFilterValue)).toEqual([true, true, true, true, true]);
        const items = [item('name'), item('price'), item('province', 'cascade', 'city')];
        expect(activeFilterCount(items, { name: '', price: '10,', city: '4401' })).toBe(2);
        expect(filterKeys(items[2])).toEqual(['province', 'city']);
    });

    it('starts the draft from the applied filters and applies only what has a value', () => {
        const keys = ['name', 'price', 'province', 'city'];
        const applied = { name: '鑫源', fromLink: '1', city: '' };
        expect(draftFromApplied(keys, applied)).toEqual({ name: '鑫源', price: '', province: '', city: '' });
        expect(filtersToApply(keys, { name: '', price: '10,', province: '44', city: '' }, applied)).toEqual({ fromLink: '1', price: '10,', province: '44' });
    });
});
