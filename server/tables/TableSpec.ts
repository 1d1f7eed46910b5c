import type { ProtocolColumnType } from '../../protocol/columnTypes';
import type { CallContext } from '../core/CallContext';
import type { EndpointIndustry } from '../core/Endpoint';

/** Column and filter types of docs/protocol.md §9.4; undefined means text. */
export type ColumnType = ProtocolColumnType;

/**
 * What the server dispatches on (`column.type ?? 'text'`). Formatters, parsers and filters are
 * `Record<ServerColumnType, …>`, so a new protocol type does not compile until each handles it.
 */
export type ServerColumnType = 'text' | ColumnType;

export interface Option {
    value: string | number;
    label: string;
    children?: Option[];
}

export interface ColumnSpec {
    /** Shown as sent (server text, not translated by the console). */
    title: string;
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
    };
}

export interface SearchSpec {
    name: string;
    title: string;
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

/** One generic table (docs/protocol.md §9.3): its definition and how its rows are read. */
export interface TableSpec {
    /** The list api: `seller/dealer/DealerList`. */
    api: string;
    industries: EndpointIndustry;
    /** As Endpoint.anyRole: not subject to `api_arr` (tables scoped to the caller's own rows). */
    anyRole?: boolean;
    /** SQL relation the rows come from (table, view or parenthesised subquery with alias). */
    from: string;
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
    /** Import target: the table rows are inserted into (columns with `import` set). */
    importInto?: string;
    /** Columns the server sets on every imported row (owner, create time…). */
    importDefaults?: (ctx: CallContext) => Record<string, unknown>;
}
