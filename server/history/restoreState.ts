import { VERSION_COLUMN, type Revision } from '../db/recordHistory';

type Row = Record<string, unknown>;

/** An update revision's `[before, after]` of one column. */
const beforeOf = (change: unknown): unknown => (Array.isArray(change) && change.length === 2 ? change[0] : undefined);

/** The row a whole-row revision (an insert or a delete) holds, with the version it had. */
const wholeRow = (revision: Revision): Row => ({ ...revision.changes, [VERSION_COLUMN]: revision.version });

/**
 * The record's state right after revision `target`, walked back from its state now through
 * every revision since (`newer`, newest first): an update is undone by its before values, a
 * delete by the row it holds, an insert by the record not existing. Undefined when the record did
 * not exist after it.
 */
export const stateAfter = (now: Row | undefined, newer: readonly Revision[]): Row | undefined => {
    let state = now ? { ...now } : undefined;
    for (const revision of newer) {
        if (revision.operation === 'update') {
            const undone = Object.entries(revision.changes).flatMap(([column, change]) => (beforeOf(change) === undefined ? [] : [[column, beforeOf(change)]]));
            state = { ...state, ...Object.fromEntries(undone) };
        } else if (revision.operation === 'delete') {
            state = wholeRow(revision);
        } else {
            state = undefined;
        }
    }
    return state;
};

/**
 * What restoring `target` writes back: the record right after it, or for a delete revision the
 * record as it was deleted. Undefined when there is no record to bring back (a revision whose
 * state the history no longer holds).
 */
export const restoredState = (now: Row | undefined, target: Revision, newer: readonly Revision[]): Row | undefined =>
    target.operation === 'delete' ? wholeRow(target) : stateAfter(now, newer);
