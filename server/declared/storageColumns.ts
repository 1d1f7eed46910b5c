import type { FieldKind } from '../domains/shared/validate';
import { levelIsNumeric } from './cascadeColumns';
import { writeOf, writeOptions, type Column, type Declaration } from './declaredColumns';
import { writeKindOf } from './columnKinds';
import type { DeclaredColumnType, STORED_TYPES } from './tableDeclarationSchema';

/** How a declared column is stored: its SQL type and the default an omitted value takes. */
export interface StorageColumn {
    name: string;
    sql: 'serial' | 'bigint' | 'smallint' | 'text';
    /** Literal SQL default; NOT NULL everywhere, as the hand-written tables are. */
    default?: string;
}

/** information_schema's name of each storage type (a serial is an integer with a sequence). */
export const STORED_AS: Record<StorageColumn['sql'], (typeof STORED_TYPES)[number]> = {
    serial: 'integer',
    bigint: 'bigint',
    smallint: 'smallint',
    text: 'text',
};

/** Columns every declared table has, set by the server: the key and the write times. */
export const SERVER_COLUMNS: readonly StorageColumn[] = [
    { name: 'id', sql: 'serial' },
    { name: 'create_time', sql: 'bigint', default: '0' },
    { name: 'update_time', sql: 'bigint', default: '0' },
];

const INTEGER: StorageColumn['sql'] = 'bigint';

/** A written column's kind decides its storage (the values readFields produces). */
const BY_KIND: Record<FieldKind, (options: ReadonlyArray<string | number>) => StorageColumn['sql']> = {
    text: () => 'text',
    phone: () => 'text',
    image: () => 'text',
    multi: () => 'text',
    jsonList: () => 'text',
    int: () => INTEGER,
    cents: () => INTEGER,
    timestamp: () => INTEGER,
    switch: () => 'smallint',
    enum: options => (options.length > 0 && options.every(o => typeof o === 'number') ? INTEGER : 'text'),
};

/** A column no call writes is stored by its type (what the list shows it as). */
const BY_TYPE: Record<'text' | DeclaredColumnType, (column: Column) => StorageColumn['sql']> = {
    text: () => 'text',
    image: () => 'text',
    hide: () => 'text',
    cascade: column => (levelIsNumeric.first(column) ? INTEGER : 'text'),
    checkbox: () => 'text',
    number: () => INTEGER,
    money: () => INTEGER,
    datetime: () => INTEGER,
    datemonth: () => INTEGER,
    date: () => INTEGER,
    eqdate: () => INTEGER,
    time: () => INTEGER,
    eqtime: () => INTEGER,
    second: () => INTEGER,
    select: column => (column.options?.every(o => typeof o.value === 'number') ? INTEGER : 'text'),
};

/** The owning merchant of a row of a per-merchant table: the caller's `suid`, never written by a call. */
export const TENANT_COLUMN: StorageColumn = { name: 'suid', sql: 'text', default: "''" };

/** Every stored column of a declaration: the server's own, then each declared one. */
export const storageColumns = (declaration: Pick<Declaration, 'columns' | 'perMerchant'>): StorageColumn[] => {
    const own = new Set([...SERVER_COLUMNS, TENANT_COLUMN].map(c => c.name));
    const stored = (name: string, sql: StorageColumn['sql']): StorageColumn => ({ name, sql, default: sql === 'text' ? "''" : '0' });
    const declared = Object.entries(declaration.columns)
        .filter(([name]) => !own.has(name))
        .flatMap(([name, column]): StorageColumn[] => {
            const write = writeOf(column);
            const sql = write ? BY_KIND[writeKindOf(column.type, write.kind)](writeOptions(column, write)) : BY_TYPE[column.type ?? 'text'](column);
            // A cascade's second level is a column of its own, right after the first.
            const second = column.type === 'cascade' && column.second ? [stored(column.second, levelIsNumeric.second(column) ? INTEGER : 'text')] : [];
            return [stored(name, sql), ...second];
        });
    return [...SERVER_COLUMNS, ...(declaration.perMerchant ? [TENANT_COLUMN] : []), ...declared];
};
