/**
 * The column and filter types of docs/protocol.md §9.2 and §9.4, as they travel in table definitions; a column
 * with no type is text. Shared by the console's definition parser and the reference server.
 */
export const PROTOCOL_COLUMN_TYPES = [
    'datetime',
    'datemonth',
    'date',
    'eqdate',
    'time',
    'eqtime',
    'second',
    'select',
    'checkbox',
    'image',
    'number',
    'cascade',
    'hide',
] as const;

export type ProtocolColumnType = (typeof PROTOCOL_COLUMN_TYPES)[number];
