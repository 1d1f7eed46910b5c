import type { WriteFieldKind } from '../../protocol/writeForm';
import type { ColumnType } from '../tables/TableSpec';
import { writeKindOf } from './columnKinds';
import type { DeclaredOption } from './declarationParts';
import type { DeclaredColumn, DeclaredWrite, TableDeclaration } from './tableDeclarationSchema';

/** A column with its option list resolved (a named list replaced by its options). */
export type Column = Omit<DeclaredColumn, 'options'> & { options?: readonly DeclaredOption[] };

/** A declaration as the pipeline reads it: the one-column form, named option lists resolved. */
export type Declaration = Omit<TableDeclaration, 'columns'> & { columns: Record<string, Column> };

/** Columns every table has and the server sets: the key and the write times. */
export const SERVER_COLUMN_NAMES: ReadonlySet<string> = new Set(['id', 'create_time', 'update_time']);

/** The type the protocol sends: a money column travels as `number` with `decimal: 2`. */
export const protocolType = (column: Pick<Column, 'type'>): ColumnType | undefined => (column.type === 'money' ? 'number' : column.type);

/** A column's write rule, or undefined for a read-only column (`write` absent or false; `true` is a rule of its type's kind). */
export const writeOf = (column: Pick<Column, 'write'>): DeclaredWrite | undefined => (column.write === true ? {} : column.write || undefined);

export interface WrittenColumn {
    name: string;
    column: Column;
    write: DeclaredWrite;
    kind: WriteFieldKind;
}

/** The columns of `names`' order first, then the others in column order. */
const inOrder = <T>(entries: [string, T][], names: readonly string[] | undefined): [string, T][] => {
    if (!names) return entries;
    const rank = (name: string) => (names.includes(name) ? names.indexOf(name) : names.length);
    return entries
        .map((entry, i) => [entry, i] as const)
        .sort(([a, i], [b, j]) => rank(a[0]) - rank(b[0]) || i - j)
        .map(([entry]) => entry);
};

/** The columns calls write, in the write form's order (`writeOrder`, else the columns'), each with its rule and the kind it is read as. */
export const writtenColumns = (declaration: Pick<Declaration, 'columns' | 'writeOrder'>): WrittenColumn[] =>
    inOrder(Object.entries(declaration.columns), declaration.writeOrder).flatMap(([name, column]) => {
        const write = writeOf(column);
        return write ? [{ name, column, write, kind: writeKindOf(column.type, write.kind) }] : [];
    });

/** The columns of the list, in display order (a column with `list: false` is only stored and written). */
export const listedColumns = (declaration: Pick<Declaration, 'columns'>): [string, Column][] =>
    Object.entries(declaration.columns).filter(([, column]) => column.list !== false);

/** The columns that are filters, in the filters' order (`searchOrder`, else the columns'). */
export const searchedColumns = (declaration: Pick<Declaration, 'columns' | 'searchOrder'>): [string, Column][] =>
    inOrder(Object.entries(declaration.columns), declaration.searchOrder).filter(([, column]) => column.search);

/** The values an enum or multi write accepts: its own, or the values of its column's options. */
export const writeOptions = (column: Column, write: DeclaredWrite): ReadonlyArray<string | number> =>
    write.options ?? column.options?.map(option => option.value) ?? [];

/** A cascade column stored as two levels: the first under its own name, the second under `second` (a file's cascade). */
export const isTwoLevelCascade = (column: Column): column is Column & { second: string } => column.type === 'cascade' && !!column.second;

/** The columns no call ever shows: a record's revisions leave them out (TableOwner.secret). */
export const secretColumns = (declaration: Pick<Declaration, 'columns'>): string[] =>
    Object.entries(declaration.columns).flatMap(([name, column]) => (column.secret ? [name] : []));
