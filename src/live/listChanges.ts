import type { LiveEvent } from '../../protocol/liveEvents';

/** What a run of live events means to one list: rows to read again, rows gone, rows new, or "something changed" without keys. */
export interface ListChanges {
    updated: Set<string>;
    deleted: Set<string>;
    created: Set<string>;
    /** Rows changed that no event names (too many at once): the list offers to refetch. */
    unnamed: number;
    /** Events were lost (`reset`): the list refetches. */
    reset: boolean;
}

export const noChanges = (): ListChanges => ({ updated: new Set(), deleted: new Set(), created: new Set(), unnamed: 0, reset: false });

/**
 * Folds one event into a list's pending changes. Keys are compared as text (the wire may carry
 * a number where a row holds a string). A row created and then deleted is only deleted; an
 * import is a creation.
 */
export const foldChange = (changes: ListChanges, event: LiveEvent, api: string): ListChanges => {
    if (event.type === 'reset') return { ...changes, reset: true };
    if (event.type !== 'table' || event.data.api !== api) return changes;
    const { action, ids, count } = event.data;
    if (!ids) return { ...changes, unnamed: changes.unnamed + Math.max(count, 1) };
    const keys = ids.map(String);
    const next = { ...changes, updated: new Set(changes.updated), deleted: new Set(changes.deleted), created: new Set(changes.created) };
    for (const key of keys) {
        if (action === 'deleted') {
            next.deleted.add(key);
            next.updated.delete(key);
            next.created.delete(key);
        } else if (action === 'updated') {
            if (!next.created.has(key)) next.updated.add(key);
        } else next.created.add(key);
    }
    return next;
};

export const hasChanges = (changes: ListChanges) =>
    changes.reset || changes.unnamed > 0 || changes.updated.size > 0 || changes.deleted.size > 0 || changes.created.size > 0;
