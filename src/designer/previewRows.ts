import type { DataProvider, GetListParams } from 'react-admin';
import type { TableDefinition } from '../dataProvider/TableDefinition';
import type { DesignDraft, DraftColumn } from './designDraft';

/** A row of the preview: its columns' values, keyed by `id`. */
export type PreviewRow = Record<string, unknown> & { id: number };

const DAY = 24 * 60 * 60;
/** A fixed moment (2026-01-05 10:00 China time) so sample rows read the same on every machine. */
const SAMPLE_TIME = 1767578400;

const sampleValue = (column: DraftColumn, i: number): unknown => {
    const option = column.options.length ? column.options[i % column.options.length].value : '';
    switch (column.type) {
        case 'select':
        case 'checkbox':
            return /^-?\d{1,15}$/.test(option) ? Number(option) : option;
        case 'number':
            return (i + 1) * 10;
        case 'money':
            return (i + 1) * 12_345;
        case 'second':
            return (i + 1) * 90;
        case 'datetime':
        case 'datemonth':
        case 'date':
        case 'eqdate':
        case 'time':
        case 'eqtime':
            return SAMPLE_TIME - i * DAY;
        case 'image':
        case 'cascade':
        case 'hide':
            return '';
        default:
            return `${column.name} ${i + 1}`;
    }
};

/** A few rows for a draft, one value per named column, so the preview shows every column filled. */
export const sampleRows = (draft: DesignDraft, count = 3): PreviewRow[] =>
    Array.from({ length: count }, (_, i) => ({
        id: i + 1,
        ...Object.fromEntries(draft.columns.filter(column => column.name.trim()).map(column => [column.name, sampleValue(column, i)])),
    }));

/** Rows keep their values when the draft changes; a column added since gets a sample value, one removed is dropped. */
export const fitRows = (rows: readonly PreviewRow[], draft: DesignDraft): PreviewRow[] => {
    const named = draft.columns.filter(column => column.name.trim());
    return rows.map((row, i) => ({
        id: row.id,
        ...Object.fromEntries(named.map(column => [column.name, column.name in row ? row[column.name] : sampleValue(column, i)])),
    }));
};

const RANGE_TYPES = new Set(['datetime', 'datemonth', 'date', 'eqdate', 'time', 'eqtime', 'number', 'second']);

/** Whether a row passes one filter as the server reads it (docs/protocol.md §9.4): a range `start,end`, several `a,b`, or a value. */
const passes = (value: unknown, filter: unknown, type: string): boolean => {
    if (filter === undefined || filter === null || filter === '') return true;
    const wanted = String(filter);
    if (RANGE_TYPES.has(type) && wanted.includes(',')) {
        const [start, end] = wanted.split(',').map(side => (side.trim() === '' ? undefined : Number(side)));
        const number = Number(value);
        return (start === undefined || number >= start) && (end === undefined || number <= end);
    }
    if (type === 'checkbox') {
        const held = new Set(String(value ?? '').split(','));
        return wanted.split(',').some(item => held.has(item));
    }
    if (type === 'select') return String(value) === wanted;
    return String(value ?? '').includes(wanted);
};

const compare = (a: unknown, b: unknown) => (typeof a === 'number' && typeof b === 'number' ? a - b : String(a ?? '').localeCompare(String(b ?? '')));

/** A page of rows as the list call answers it: filtered, sorted, paged, with the totals of the summed columns over every row filtered. */
export const queryRows = (rows: readonly PreviewRow[], definition: TableDefinition, params: Pick<GetListParams, 'filter' | 'sort' | 'pagination'>) => {
    const types = new Map(definition.search.map(item => [item.name, item.type]));
    const filter = (params.filter ?? {}) as Record<string, unknown>;
    const filtered = rows.filter(row => Object.entries(filter).every(([name, wanted]) => !types.has(name) || passes(row[name], wanted, types.get(name)!)));
    const { field, order } = params.sort ?? { field: 'id', order: 'DESC' };
    const sorted = [...filtered].sort((a, b) => compare(a[field], b[field]) * (order === 'ASC' ? 1 : -1));
    const { page, perPage } = params.pagination ?? { page: 1, perPage: definition.limit };
    const totals = Object.fromEntries(
        definition.columns.filter(column => column.sum).map(column => [column.name, filtered.reduce((sum, row) => sum + (Number(row[column.name]) || 0), 0)])
    );
    return {
        data: sorted.slice((page - 1) * perPage, page * perPage),
        total: filtered.length,
        ...(definition.showSum ? { meta: { totalrow: totals } } : {}),
    };
};

/** The preview's call refused: it reads and writes only its own rows. */
export class PreviewOnlyError extends Error {
    constructor(method: string) {
        super(`the preview does not ${method}`);
        this.name = 'PreviewOnlyError';
    }
}

/**
 * The data provider the preview hands to the console's list: the rows in memory, read through
 * `rows()`, and a created row added with `add`. Nothing reaches the server.
 */
export const createPreviewDataProvider = (
    definition: () => TableDefinition,
    rows: () => readonly PreviewRow[],
    add: (row: PreviewRow) => void
): DataProvider => {
    const refuse = (method: string) => () => Promise.reject(new PreviewOnlyError(method));
    return {
        getList: async (_resource, params) => queryRows(rows(), definition(), params) as never,
        getOne: async (_resource, { id }) => {
            const row = rows().find(candidate => String(candidate.id) === String(id));
            if (!row) throw new PreviewOnlyError('hold that row');
            return { data: row } as never;
        },
        getMany: async (_resource, { ids }) => ({ data: rows().filter(row => ids.map(String).includes(String(row.id))) }) as never,
        getManyReference: refuse('read references') as never,
        create: async (_resource, { data }) => {
            const row = { ...(data as object), id: Math.max(0, ...rows().map(candidate => candidate.id)) + 1 } as PreviewRow;
            add(row);
            return { data: row } as never;
        },
        update: refuse('update') as never,
        updateMany: refuse('update') as never,
        delete: refuse('delete') as never,
        deleteMany: refuse('delete') as never,
    };
};
