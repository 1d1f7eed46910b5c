import type { WriteFieldKind } from '../../protocol/writeForm';
import type { DeclaredColumnType } from './tableDeclarationSchema';

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
