import { PROTOCOL_COLUMN_TYPES } from './columnTypes';
import type { WriteFieldKind } from './writeForm';

/**
 * A declared column's type (the declaration format, server/declared/README.md): a protocol column
 * type (docs/protocol.md §9.2), or `money`, an amount stored in integer cents, shown with two
 * decimals (on the wire `number` with `decimal: 2`), right-aligned, summed, and written as the
 * `cents` kind. The reference server reads declarations with it; the console's resource designer
 * offers the same types and previews a draft with the same kinds.
 */
export const DECLARED_COLUMN_TYPES = [...PROTOCOL_COLUMN_TYPES, 'money'] as const;
export type DeclaredColumnType = (typeof DECLARED_COLUMN_TYPES)[number];

/**
 * The write kinds a column of each type may be written as, the one it is written as when its
 * `write` names none first. A kind the list cannot show is a contradiction the start-up refuses
 * (an amount written as text, a date as a number): the list would show the stored value as
 * something else. Keyed by type, so a new column type does not compile until it says its kinds.
 */
export const WRITE_KINDS_OF_TYPE: Record<DeclaredColumnType | 'text', readonly [WriteFieldKind, ...WriteFieldKind[]]> = {
    text: ['text', 'phone', 'int', 'enum', 'jsonList'],
    number: ['int', 'cents', 'switch'],
    money: ['cents'],
    select: ['enum', 'switch'],
    checkbox: ['multi'],
    // The first level's value (and, beside it, the second's), or the second level's code alone beside a `first` column.
    cascade: ['enum', 'int'],
    image: ['image'],
    datetime: ['timestamp'],
    datemonth: ['timestamp'],
    date: ['timestamp'],
    eqdate: ['timestamp'],
    time: ['timestamp'],
    eqtime: ['timestamp'],
    second: ['int'],
    // Not shown: whatever the calls write.
    hide: ['text', 'int', 'cents', 'phone', 'enum', 'multi', 'timestamp', 'image', 'jsonList', 'switch'],
};

/** The kind a column's write rule reads: its own, else its type's. */
export const writeKindOf = (type: DeclaredColumnType | undefined, kind: WriteFieldKind | undefined): WriteFieldKind =>
    kind ?? WRITE_KINDS_OF_TYPE[type ?? 'text'][0];
