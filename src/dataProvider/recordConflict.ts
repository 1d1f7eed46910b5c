import { isApiError } from './ApiError';

/** The record's version field on the wire (docs/protocol.md §16). */
export const VERSION_FIELD = '_version';

/**
 * A versioned write refused because the record moved on since the caller read it
 * (docs/protocol.md §16): the version now, the record now, and the fields changed since.
 */
export interface RecordConflict {
    version: number;
    record: Record<string, unknown>;
    changed: string[];
}

const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

/**
 * The conflict a failed call carries in its `data`, recognised by its shape, never by the
 * message; undefined for any other failure, or for a conflict too malformed to act on (shown
 * then as the server's message, like any refusal).
 */
export const conflictOf = (error: unknown): RecordConflict | undefined => {
    if (!isApiError(error) || error.kind !== 'server' || !isRecord(error.body) || !isRecord(error.body.conflict)) return undefined;
    const { conflict } = error.body;
    const version = Number(conflict[VERSION_FIELD]);
    if (!Number.isInteger(version) || !isRecord(conflict.record) || !Array.isArray(conflict.changed)) return undefined;
    return { version, record: conflict.record, changed: conflict.changed.filter((name): name is string => typeof name === 'string') };
};

/** A record's version as a list row or getOne gives it; undefined when it carries none. */
export const versionOf = (record: Record<string, unknown> | undefined): number | undefined => {
    const version = Number(record?.[VERSION_FIELD]);
    return record?.[VERSION_FIELD] !== undefined && Number.isInteger(version) && version > 0 ? version : undefined;
};
