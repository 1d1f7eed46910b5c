import { describe, expect, it } from 'vitest';
import { defaultHiddenColumns, toggleColumn, visibleColumns } from '../../../src/schema/columnVisibility';
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
