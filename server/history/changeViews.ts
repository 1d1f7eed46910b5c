import type { Lang } from '../../protocol/lang';
import type { CrudResource } from '../core/CrudResource';
import { MERCHANT_COLUMN } from '../core/TableOwner';
import { VERSION_COLUMN } from '../db/recordHistory';
import { cellFormatter } from '../export/exportCell';
import { asLocalText, localize } from '../i18n/LocalText';
import type { ColumnSpec, ColumnType, TableSpec } from '../tables/TableSpec';

/** One field of a change as the caller reads it (docs/protocol.md §16). */
export interface ChangeView {
    /** The field's name on the wire (the write form's), or the column's. */
    field: string;
    /** Its title in the caller's language. */
    label: string;
    /**
     * How the console shows the values: a time type (seconds, in the operator's format) or
     * `number` with `decimal` (minor units); anything else arrives as the text the list shows
     * (option labels resolved).
     */
    type: ColumnType | 'text';
    decimal?: number;
    before: unknown;
    after: unknown;
}

/** The columns no change names: the record's key, its merchant and its version. */
const BOOKKEEPING = new Set(['id', MERCHANT_COLUMN, VERSION_COLUMN]);

const TIME_TYPES: ReadonlySet<string> = new Set(['datetime', 'date', 'datemonth', 'time', 'eqdate', 'eqtime']);
const OPTION_TYPES: ReadonlySet<string> = new Set(['select', 'checkbox', 'cascade']);

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

/** How one column of a record is named and shown, from its list column, its write form field or its write rule. */
export interface ColumnView {
    field: string;
    label: string;
    /** Known to an operator: a list column, a form field or a write rule names it. */
    known: boolean;
    show(value: unknown): Pick<ChangeView, 'type' | 'decimal'> & { value: unknown };
}

/** The views of a record's columns for one list and the resource that writes it, in `lang`. */
export const columnViews = (spec: TableSpec, resource: CrudResource | undefined, lang: Lang, timeZone: string) => {
    const cache = new Map<string, ColumnView>();
    const view = (column: string): ColumnView => {
        const listed = spec.columns[column] && (!spec.columns[column].sql || spec.columns[column].sql === column) ? spec.columns[column] : undefined;
        const rule = resource?.fields.find(candidate => (candidate.column ?? candidate.name) === column);
        const field = rule?.name ?? column;
        const formField = spec.form?.find(candidate => candidate.name === field);
        const title = listed?.title ?? formField?.label ?? rule?.title;
        const label = title ? localize(title, lang) : localize(asLocalText(column), lang);
        const type: ColumnType | 'text' = listed?.type ?? (rule?.kind === 'timestamp' ? 'datetime' : rule?.kind === 'cents' ? 'number' : 'text');
        const decimal = listed ? listed.decimal : rule?.kind === 'cents' ? 2 : undefined;
        const options = listed?.options ?? formField?.options;
        const labelled: ColumnSpec | undefined =
            OPTION_TYPES.has(type) || (!listed && options) ? { title: title ?? 'ID', type: listed?.type ?? 'select', options } : undefined;
        const format = labelled ? cellFormatter(labelled, timeZone, lang) : undefined;
        return {
            field,
            label,
            known: !!title,
            show: value => {
                if (isEmpty(value)) return { type: 'text', value: '' };
                if (TIME_TYPES.has(type)) return { type, value };
                if (type === 'number' && decimal) return { type, decimal, value };
                if (format) return { type: 'text', value: format(value) };
                return { type: 'text', value: typeof value === 'object' ? JSON.stringify(value) : value };
            },
        };
    };
    return (column: string): ColumnView => {
        let found = cache.get(column);
        if (!found) cache.set(column, (found = view(column)));
        return found;
    };
};

/** A change of one column, its two values shown alike (the type of whichever is not empty). */
export const changeView = (view: ColumnView, before: unknown, after: unknown): ChangeView => {
    const shownBefore = view.show(before);
    const shownAfter = view.show(after);
    const typed = isEmpty(before) ? shownAfter : shownBefore;
    return {
        field: view.field,
        label: view.label,
        type: typed.type,
        ...(typed.decimal ? { decimal: typed.decimal } : {}),
        before: shownBefore.value,
        after: shownAfter.value,
    };
};

/**
 * A revision's changes as the caller reads them: an update each changed column with its before
 * and after; an insert or a delete the record's known, non-empty columns (after, or before).
 * Bookkeeping (key, merchant, version) and the columns every write sets itself are left out.
 */
export const revisionChanges = (
    operation: 'insert' | 'update' | 'delete',
    changes: Record<string, unknown>,
    viewOf: (column: string) => ColumnView,
    ignored: ReadonlySet<string> = new Set()
): ChangeView[] =>
    Object.entries(changes).flatMap(([column, change]) => {
        if (BOOKKEEPING.has(column) || ignored.has(column)) return [];
        const view = viewOf(column);
        if (operation === 'update') return Array.isArray(change) && change.length === 2 ? [changeView(view, change[0], change[1])] : [];
        if (!view.known || isEmpty(change)) return [];
        return [operation === 'insert' ? changeView(view, null, change) : changeView(view, change, null)];
    });
