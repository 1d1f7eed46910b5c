import type { AccountRule } from '../../protocol/accessRules';
import type { ProtocolColumnType } from '../../protocol/columnTypes';
import type { WriteFormField } from '../../protocol/writeForm';
import type { CallContext } from '../core/CallContext';
import type { EndpointIndustry } from '../core/Endpoint';
import type { LocalText } from '../i18n/LocalText';

/** Column and filter types of docs/protocol.md §9.4; undefined means text. */
export type ColumnType = ProtocolColumnType;

/**
 * What the server dispatches on (`column.type ?? 'text'`): the keys of `COLUMN_TYPES`
 * (columnTypes/columnTypes.ts), so a new protocol type does not compile until it has its filter,
 * export cell and import value.
 */
export type ServerColumnType = 'text' | ColumnType;

export interface Option {
    value: string | number;
    /** Written in the caller's language; the value is never translated. */
    label: LocalText;
    children?: Option[];
}

export interface ColumnSpec {
    /** Written in the caller's language (the definition, export headers, import templates and messages). */
    title: LocalText;
    type?: ColumnType;
    sort?: boolean;
    /** number columns: integers in minor units, shown as value / 10^decimal. */
    decimal?: number;
    options?: Option[];
    item_width?: number;
    item_align?: 'left' | 'center' | 'right';
    sum?: boolean;
    /** false: hidden until picked in the column chooser. */
    showTableRow?: boolean;
    /** SQL expression for the column; default: the column name in the table's `from`. */
    sql?: string;
    /** Import: the column is read from uploaded files, with these checks. */
    import?: {
        required?: boolean;
        /** Checked as a phone number (docs/console.md §5: 11 digits starting with 1). */
        phone?: boolean;
        maxLength?: number;
        /**
         * cascade: the stored column of the second level. The cell names both levels
         * (`广东/广州`, labels or values) or the deeper one alone; the first goes into this
         * column's own name, the second into `second`.
         */
        second?: string;
    };
}

export interface SearchSpec {
    name: string;
    title: LocalText;
    type?: ColumnType;
    options?: Option[];
    /** cascade: second select's options per first value; its value is sent as second_name. */
    cascades?: Record<string, Option[]>;
    second_name?: string;
    /** SQL expression filtered; default: the column of the same name. */
    sql?: string;
    second_sql?: string;
    /** checkbox filter over a multi-valued column (comma-joined text): rows holding any of the values. */
    multi?: boolean;
}

/** A field of the write form (protocol/writeForm.ts), its label, hint and option labels written in the caller's language. */
export type FormFieldSpec = Omit<WriteFormField, 'label' | 'hint' | 'options'> & { label: LocalText; hint?: LocalText; options?: Option[] };

/** One generic table (docs/protocol.md §9): its definition and how its rows are read. */
export interface TableSpec {
    /** The list api: `seller/dealer/DealerList`. */
    api: string;
    industries: EndpointIndustry;
    /** As Endpoint.anyRole: not subject to `api_arr` (tables scoped to the caller's own rows). */
    anyRole?: boolean;
    /** As Endpoint.account: the account rule (union, nonUnion, owner) the caller must meet. */
    account?: AccountRule;
    /** SQL relation the rows come from (table, view or parenthesised subquery with alias). */
    from: string;
    /**
     * Whose rows the list shows. `merchant`: the column of `from` holding each row's merchant,
     * which every read compares with the caller's (rows, counts, sums, pages, exports) and every
     * sort index leads with; `shared`: rows every caller may see, with the reason.
     */
    owner: { merchant: string } | { shared: string };
    pk: string;
    /** Display order is key order. */
    columns: Record<string, ColumnSpec>;
    top_search: SearchSpec[];
    defaultSort: { column: string; order: 'asc' | 'desc' };
    limit?: number;
    export_type?: number;
    show_sum?: boolean;
    show_excel?: boolean;
    show_excel_async?: boolean;
    show_excel_import?: boolean;
    /**
     * Columns the scope fixes by equality (`kind = 1 AND is_black = 0` → kind, is_black): the
     * table's sort indexes lead with them, so a scoped list walks one index range in order.
     */
    fixedColumns?: string[];
    /**
     * `false`: deep pages read by OFFSET, and the table gets no write counter (tables/pageAnchors).
     * For the append-only logs every write goes through: a counter row there would make all
     * writing transactions queue on it, and lock it in an order that can deadlock with others.
     */
    pageAnchors?: false;
    /** Extra row scope (e.g. the caller's own records): SQL condition with its parameters. */
    scope?: (ctx: CallContext) => { sql: string; params: unknown[] } | undefined;
    /** The write form the definition carries (docs/protocol.md §9.1): what the create and update calls read. */
    form?: FormFieldSpec[];
    /**
     * The table whose records the rows are, when `from` is not that table by name (a query that
     * joins others): its records' versions and history go with the list (docs/protocol.md §16).
     * Such a `from` must answer the record's `_version` column.
     */
    recordTable?: string;
    /**
     * The rows are records with versions and history (set when the server is composed, for lists
     * of the tables whose records the calls write): rows carry `_version`, the definition says so.
     */
    versioned?: boolean;
    /**
     * The stored table whose sort indexes the list implies (db/sortIndexes), made after the
     * migrations at every start: a declared table's own (server/declared/builtinTable.ts).
     */
    indexOn?: string;
    /** Import target: the table rows are inserted into (columns with `import` set). */
    importInto?: string;
    /** Columns the server sets on every imported row (owner, create time…). */
    importDefaults?: (ctx: CallContext) => Record<string, unknown>;
}
