import type { DesignDraft, DraftColumn } from './designDraft';
import { optionAt, type OptionPath } from './optionTree';

/** The inputs of a column's row that a problem can point at. */
export const COLUMN_FIELDS = [
    'name',
    'title',
    'type',
    'options',
    'second',
    'required',
    'maxLength',
    'min',
    'max',
    'input',
    'search',
    'sort',
    'sum',
    'width',
] as const;
export type ColumnField = (typeof COLUMN_FIELDS)[number];

/** The inputs of the form outside the columns. */
export type DraftField = 'table' | 'label' | 'perMerchant' | 'defaultSort' | 'export' | 'import' | 'menu.path' | 'menu.title' | 'menu.section' | 'menu.routes';

/** The key of a column's input: by the column's stable id, so it survives a rename. */
export const columnField = (id: string, field: ColumnField) => `column:${id}:${field}`;

/** The key of one option's value or label input (a list's or a cascade tree's), by the column's id and the option's path. */
export const optionField = (id: string, path: OptionPath, field: 'value' | 'label') => `column:${id}:option:${path.join('.')}:${field}`;

/**
 * `options[0].children[1].label.en` (the steps after `options`) → that option's label input when
 * the draft has the option, else the options as a whole.
 */
const optionFieldOf = (column: DraftColumn, steps: readonly string[]): string => {
    const path: number[] = [];
    let at = 0;
    while (/^\d+$/.test(steps[at] ?? '')) {
        path.push(Number(steps[at]));
        if (steps[at + 1] !== 'children' || !/^\d+$/.test(steps[at + 2] ?? '')) {
            at += 1;
            break;
        }
        at += 2;
    }
    if (!path.length || !optionAt(column.options, path)) return columnField(column.id, 'options');
    return optionField(column.id, path, steps[at] === 'label' ? 'label' : 'value');
};

/** A declaration key of a column → the input that edits it; a key the form does not show points at the column's name. */
const COLUMN_KEYS: Record<string, ColumnField> = {
    title: 'title',
    type: 'type',
    options: 'options',
    second: 'second',
    search: 'search',
    sort: 'sort',
    sum: 'sum',
    item_width: 'width',
};
const WRITE_KEYS: Record<string, ColumnField> = {
    required: 'required',
    maxLength: 'maxLength',
    min: 'min',
    max: 'max',
    input: 'input',
    options: 'options',
    // The kind follows from the type in the form: a kind the type cannot show is the type's problem.
    kind: 'type',
    title: 'title',
};
const DECLARATION_KEYS: Record<string, DraftField> = {
    table: 'table',
    // The calls are named after the table.
    api: 'table',
    label: 'label',
    perMerchant: 'perMerchant',
    defaultSort: 'defaultSort',
    export: 'export',
    import: 'import',
};
const ENTRY_KEYS = new Map<string, DraftField>([
    ['title', 'menu.title'],
    ['section', 'menu.section'],
    ['path', 'menu.path'],
    ['api', 'table'],
    ['calls', 'table'],
]);

/** `columns.code.write.maxLength`, `entry[0].title` → its names and indexes. */
const stepsOf = (path: string) => path.split(/\.|\[(\d+)\]/).filter(step => step !== undefined && step !== '');

/**
 * The input a problem of TableCheck (or of a refused save) concerns, from its path, in the draft
 * as the form shows it; undefined when no input holds the value (the problem is listed above the
 * form). A problem of a menu route's entry points at the routes' switches.
 */
export const fieldOfProblem = (path: string, draft: DesignDraft): string | undefined => {
    const [head, ...rest] = stepsOf(path);
    if (head === 'columns') {
        const column = draft.columns.find(candidate => candidate.name === rest[0]);
        if (!column) return undefined;
        const [key, inner] = rest.slice(1);
        if (key === 'options') return optionFieldOf(column, rest.slice(2));
        const field =
            key === undefined ? 'name' : key === 'write' ? (inner === undefined ? 'name' : (WRITE_KEYS[inner] ?? 'name')) : (COLUMN_KEYS[key] ?? 'name');
        return columnField(column.id, field);
    }
    if (head === 'entry') {
        const index = /^\d+$/.test(rest[0] ?? '') ? Number(rest.shift()) : 0;
        // The entry is written list first, then its routes.
        if (index > 0) return 'menu.routes';
        return ENTRY_KEYS.get(rest[0] ?? '') ?? 'menu.path';
    }
    return DECLARATION_KEYS[head ?? ''];
};

/** A draft's problems by the input they concern, and those no input holds (listed above the form). */
export const placeProblems = <P extends { path: string; message: string }>(problems: readonly P[], draft: DesignDraft) => {
    const byField = new Map<string, string[]>();
    const unplaced: P[] = [];
    for (const problem of problems) {
        const field = fieldOfProblem(problem.path, draft);
        if (field) byField.set(field, [...(byField.get(field) ?? []), problem.message]);
        else unplaced.push(problem);
    }
    return { byField, unplaced };
};
