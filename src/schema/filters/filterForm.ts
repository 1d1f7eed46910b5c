import type { ColumnType, SearchDefinition } from '../../dataProvider/TableDefinition';
import { COLUMN_TYPES } from '../columnTypes';
import { FILTERS_EXPANDED_STORE_PREFIX } from '../listPreferenceKeys';

/**
 * The filter form's rules, apart from React: how many fields a row holds, which fields show
 * while the form is folded, which filters are active, and the draft the form edits against
 * the filters the list has applied (the ones in the URL, sent to the server).
 */

/** Fields per row by viewport width: 4 from 1440 px, 3 from 1200, 2 from 768, else 1. */
export const FILTER_BREAKPOINTS = [
    { minWidth: 1440, perRow: 4 },
    { minWidth: 1200, perRow: 3 },
    { minWidth: 768, perRow: 2 },
] as const;

/**
 * Grid cells a field takes: two for a `wide` type (a from–to pair of date pickers, too narrow in
 * one cell of 3 or 4) once a row holds more than one.
 */
export const fieldSpan = (type: ColumnType, perRow: number): number => (COLUMN_TYPES[type].width === 'wide' && perRow > 1 ? 2 : 1);

/**
 * How many fields show while folded: those that fit in the first row in order, leaving its last
 * cell to the buttons (on one-cell rows, the first field; the buttons go below).
 */
export const foldedFieldCount = (spans: readonly number[], perRow: number): number => {
    const room = Math.max(1, perRow - 1);
    let used = 0;
    let count = 0;
    for (const span of spans) {
        if (used + span > room) break;
        used += span;
        count++;
    }
    return Math.max(1, count);
};

/** Whether the fields need more than the first row, so that the form offers 展开 / 收起. */
export const isFoldable = (spans: readonly number[], perRow: number): boolean => spans.length > foldedFieldCount(spans, perRow);

/** Whether the field at `index` is shown. */
export const isFieldShown = (index: number, spans: readonly number[], perRow: number, expanded: boolean): boolean =>
    expanded || !isFoldable(spans, perRow) || index < foldedFieldCount(spans, perRow);

/** The filter keys a search item writes: its name, and a cascade's second name. */
export const filterKeys = (item: Pick<SearchDefinition, 'name' | 'secondName' | 'type'>): string[] =>
    COLUMN_TYPES[item.type].filter.input === 'cascade' && item.secondName ? [item.name, item.secondName] : [item.name];

/** Whether a filter value restricts anything (empty text, `,` of an empty range and [] do not). */
export const hasFilterValue = (value: unknown): boolean => {
    if (value === undefined || value === null) return false;
    if (Array.isArray(value)) return value.length > 0;
    if (typeof value === 'string') return value.replace(/,/g, '').trim() !== '';
    return true;
};

/** How many of `items` have an applied value: what the 展开 button shows of the hidden fields. */
export const activeFilterCount = (items: readonly Pick<SearchDefinition, 'name' | 'secondName' | 'type'>[], applied: Record<string, unknown>): number =>
    items.filter(item => filterKeys(item).some(key => hasFilterValue(applied[key]))).length;

/** The form's starting values: every key of the form, with its applied value or empty. */
export const draftFromApplied = (keys: readonly string[], applied: Record<string, unknown>): Record<string, unknown> =>
    Object.fromEntries(keys.map(key => [key, hasFilterValue(applied[key]) ? applied[key] : '']));

/**
 * The filters 查询 applies: the draft without its empty values, over the applied filters the
 * form has no field for (a link's filter on a column that is not searchable stays until 重置).
 */
export const filtersToApply = (keys: readonly string[], draft: Record<string, unknown>, applied: Record<string, unknown>): Record<string, unknown> => {
    const outside = Object.entries(applied).filter(([key]) => !keys.includes(key));
    const inside = keys.flatMap(key => (hasFilterValue(draft[key]) ? [[key, draft[key]] as const] : []));
    return Object.fromEntries([...outside, ...inside]);
};

/** Store key of a list's folded/unfolded choice: per api, kept across sessions like its columns (a preference prefix). */
export const filtersExpandedStoreKey = (api: string) => `${FILTERS_EXPANDED_STORE_PREFIX}${api}`;
