import type { ProtocolColumnType } from '../../protocol/columnTypes';
import type { FormInputKind, WriteFieldKind } from '../../protocol/writeForm';

// A table definition as docs/protocol.md §9.1 gives it, after validation.

/** The protocol's types, plus `text` for a column that names none. */
export type ColumnType = 'text' | ProtocolColumnType;

export interface DefinitionOption {
    value: string | number;
    label: string;
    children?: DefinitionOption[];
}

export interface ColumnDefinition {
    name: string;
    title: string;
    type: ColumnType;
    sort: boolean;
    decimal: number;
    options: DefinitionOption[];
    itemWidth?: number;
    itemAlign?: 'left' | 'center' | 'right';
    sum: boolean;
    showTableRow: boolean;
}

export interface SearchDefinition {
    name: string;
    title: string;
    type: ColumnType;
    options: DefinitionOption[];
    cascades: Record<string, DefinitionOption[]>;
    secondName?: string;
}

/** A field of the definition's write form (protocol/writeForm.ts), with the input the console shows it with. */
export interface DefinitionFormField {
    name: string;
    kind: WriteFieldKind;
    input: FormInputKind;
    label: string;
    required: boolean;
    maxLength?: number;
    /** int and cents: the value's bounds, in its own units (cents for cents). */
    min?: number;
    max?: number;
    options?: DefinitionOption[];
    hint?: string;
    secondName?: string;
}

export interface TableDefinition {
    pk: string;
    limit: number;
    exportType: number;
    showSum: boolean;
    showExcel: boolean;
    showExcelAsync: boolean;
    showExcelImport: boolean;
    /** Rows and records carry `_version`, and writes accept it (docs/protocol.md §16). */
    versioned: boolean;
    /** The records keep a history: the `seller/history/Record*` calls (docs/protocol.md §16). */
    history: boolean;
    /** In display order. */
    columns: ColumnDefinition[];
    search: SearchDefinition[];
    /** The write form of the create and update calls, when the server sends one. */
    form?: DefinitionFormField[];
    /** What could not be used (shown to the user, never thrown). */
    problems: DefinitionProblem[];
}

/** One thing a definition got wrong: a translation key under `mc.schema.problem` and its values. */
export interface DefinitionProblem {
    key: string;
    values?: Record<string, string>;
}
