import { describe, expect, it } from 'vitest';
import { defaultHiddenColumns, moveColumn, orderedColumns, toggleColumn, visibleColumns } from '../../../src/schema/columnVisibility';
import { listSummary } from '../../../src/schema/listSummary';
import type { ColumnDefinition } from '../../../src/dataProvider/TableDefinition';

const col = (name: string, extra: Partial<ColumnDefinition> = {}): ColumnDefinition => ({
    name,
    title: name,
    type: 'text',
    sort: false,
    decimal: 0,
    options: [],
    sum: false,
    showTableRow: true,
    ...extra,
});
const columns = [col('a'), col('b', { showTableRow: false }), col('h', { type: 'hide' }), col('c')];

describe('column visibility', () => {
    it('hides showTableRow:false columns by default and never shows hide columns', () => {
        expect(defaultHiddenColumns(columns)).toEqual(['b']);
        expect(visibleColumns(columns, ['b']).map(c => c.name)).toEqual(['a', 'c']);
    });
    it('toggles a column in and out of the hidden list', () => {
        expect(toggleColumn(columns, ['b'], 'b')).toEqual([]);
        expect(toggleColumn(columns, ['b'], 'a')).toEqual(['b', 'a']);
    });
    it('refuses to hide the last visible column', () => {
        expect(toggleColumn(columns, ['b', 'a'], 'c')).toBe('lastColumn');
    });
});

describe('column order', () => {
    const names = (list: ColumnDefinition[]) => list.map(c => c.name);
    it('follows the stored order, keeps columns it does not know in definition order, ignores gone ones', () => {
        expect(names(orderedColumns(columns, []))).toEqual(['a', 'b', 'c']);
        expect(names(orderedColumns(columns, ['c', 'a', 'b']))).toEqual(['c', 'a', 'b']);
        expect(names(orderedColumns(columns, ['gone', 'c']))).toEqual(['c', 'a', 'b']);
    });
    it('moves a column up or down past its neighbour, and not past either end', () => {
        expect(moveColumn(columns, [], 'c', -1)).toEqual(['a', 'c', 'b']);
        expect(moveColumn(columns, ['c', 'a', 'b'], 'c', 1)).toEqual(['a', 'c', 'b']);
        expect(moveColumn(columns, [], 'a', -1)).toEqual(['a', 'b', 'c']);
        expect(moveColumn(columns, [], 'c', 1)).toEqual(['a', 'b', 'c']);
    });
});

describe('list summary', () => {
    const totals = { price: 1200 };
    it('labels the first shown column unless that column has a total', () => {
        expect(listSummary(true, [col('name'), col('price', { sum: true })], totals, 3)?.labelColumn).toBe('name');
        expect(listSummary(true, [col('price', { sum: true }), col('name')], totals, 3)?.labelColumn).toBeUndefined();
        expect(listSummary(true, [], totals, 3)?.labelColumn).toBeUndefined();
    });

    it('sums the shown columns with a total, in order, for the totals line', () => {
        const summary = listSummary(true, [col('name'), col('price', { sum: true }), col('km', { sum: true })], totals, 3);
        expect(summary?.summed.map(column => column.name)).toEqual(['price', 'km']);
        expect(summary?.totals).toBe(totals);
    });

    it('is none without show_sum, without a totals object, or for an empty list', () => {
        const shown = [col('price', { sum: true })];
        expect(listSummary(false, shown, totals, 3)).toBeUndefined();
        expect(listSummary(true, shown, undefined, 3)).toBeUndefined();
        expect(listSummary(true, shown, [1, 2], 3)).toBeUndefined();
        expect(listSummary(true, shown, totals, 0)).toBeUndefined();
    });
});
