import { PROTOCOL_COLUMN_TYPES } from '../../protocol/columnTypes';
import type { ColumnType } from './TableDefinition';
import { VERSION_FIELD } from './recordConflict';

/** The record history calls (docs/protocol.md §16). */
export const HISTORY_CALLS = {
    history: 'seller/history/RecordHistory',
    revision: 'seller/history/RecordRevision',
    restore: 'seller/history/RecordRestore',
    deleted: 'seller/history/RecordDeleted',
} as const;

/** One field of a change, labelled in the caller's language; values as the list shows them. */
export interface FieldChange {
    field: string;
    label: string;
    type: ColumnType;
    decimal?: number;
    before: unknown;
    after: unknown;
}

export type RevisionAction = 'create' | 'update' | 'delete' | 'import' | 'restore';

export interface Revision {
    revision: number;
    action: RevisionAction;
    version?: number;
    /** Unix seconds. */
    time: number;
    by: { id?: number; name: string };
    call: string;
    reason?: string;
    changes: FieldChange[];
}

export interface HistoryPage {
    revisions: Revision[];
    count: number;
    /** The record no longer exists: its last revision is its delete. */
    deleted: boolean;
}

/** What restoring a revision would write: each field's value now (`before`) and restored (`after`). */
export interface RevisionPreview {
    revision: Revision;
    deleted: boolean;
    restorable: boolean;
    restore: FieldChange[];
}

export interface DeletedRecord {
    revision: number;
    id: string | number;
    time: number;
    by: { id?: number; name: string };
    /** The record as it was deleted, by its list's column names. */
    record: Record<string, unknown>;
}

export interface DeletedPage {
    records: DeletedRecord[];
    count: number;
}

/** A reply that is not what the protocol says: shown as the catalogue's malformed-reply error. */
const malformed = (): never => {
    throw new Error('mc.error.malformed');
};

const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);
const ACTIONS = new Set<string>(['create', 'update', 'delete', 'import', 'restore']);
const TYPES = new Set<string>(['text', ...PROTOCOL_COLUMN_TYPES]);

const asNumber = (value: unknown): number => (typeof value === 'number' && Number.isFinite(value) ? value : malformed());
const asText = (value: unknown): string => (typeof value === 'string' ? value : typeof value === 'number' ? String(value) : '');
const byOf = (value: unknown) => (isRecord(value) ? { ...(typeof value.id === 'number' ? { id: value.id } : {}), name: asText(value.name) } : { name: '' });

const parseChange = (raw: unknown): FieldChange[] => {
    if (!isRecord(raw) || typeof raw.field !== 'string') return [];
    const type = typeof raw.type === 'string' && TYPES.has(raw.type) ? (raw.type as ColumnType) : 'text';
    return [
        {
            field: raw.field,
            label: asText(raw.label) || raw.field,
            type,
            ...(typeof raw.decimal === 'number' && raw.decimal > 0 ? { decimal: raw.decimal } : {}),
            before: raw.before,
            after: raw.after,
        },
    ];
};

const parseChanges = (raw: unknown): FieldChange[] => (Array.isArray(raw) ? raw.flatMap(parseChange) : []);

export const parseRevision = (raw: unknown): Revision => {
    if (!isRecord(raw) || typeof raw.action !== 'string' || !ACTIONS.has(raw.action)) return malformed();
    const version = raw[VERSION_FIELD];
    return {
        revision: asNumber(raw.revision),
        action: raw.action as RevisionAction,
        ...(typeof version === 'number' ? { version } : {}),
        time: asNumber(raw.time),
        by: byOf(raw.by),
        call: asText(raw.call),
        ...(typeof raw.reason === 'string' && raw.reason ? { reason: raw.reason } : {}),
        changes: parseChanges(raw.changes),
    };
};

export const parseHistoryPage = (raw: unknown): HistoryPage => {
    if (!isRecord(raw) || !Array.isArray(raw.data)) return malformed();
    return { revisions: raw.data.map(parseRevision), count: Number(raw.count) || raw.data.length, deleted: raw.deleted === true };
};

export const parseRevisionPreview = (raw: unknown): RevisionPreview => {
    if (!isRecord(raw)) return malformed();
    return { revision: parseRevision(raw.revision), deleted: raw.deleted === true, restorable: raw.restorable === true, restore: parseChanges(raw.restore) };
};

export const parseDeletedPage = (raw: unknown, pk: string): DeletedPage => {
    if (!isRecord(raw) || !Array.isArray(raw.data)) return malformed();
    const records = raw.data.flatMap((row): DeletedRecord[] => {
        if (!isRecord(row) || (typeof row[pk] !== 'number' && typeof row[pk] !== 'string')) return [];
        return [
            {
                revision: asNumber(row.revision),
                id: row[pk] as string | number,
                time: asNumber(row.time),
                by: byOf(row.by),
                record: isRecord(row.record) ? row.record : {},
            },
        ];
    });
    return { records, count: Number(raw.count) || records.length };
};
