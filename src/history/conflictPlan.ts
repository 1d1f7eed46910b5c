import type { RecordConflict } from '../dataProvider/recordConflict';

/** Whose value a field keeps when two operators changed it. */
export type Choice = 'mine' | 'theirs';

/**
 * What a form does with a refused write: `merge` when the operator's fields and the fields
 * changed since do not meet (their changes stay, the operator's go on top of the version now,
 * `kept` names theirs for the message); `ask` the operator about each field both changed.
 */
export type ConflictPlan = { kind: 'merge'; kept: string[] } | { kind: 'ask'; fields: string[]; kept: string[] };

export const planConflict = (mine: readonly string[], conflict: RecordConflict): ConflictPlan => {
    const theirs = new Set(conflict.changed);
    const fields = mine.filter(name => theirs.has(name));
    const kept = conflict.changed.filter(name => !mine.includes(name));
    return fields.length ? { kind: 'ask', fields, kept } : { kind: 'merge', kept };
};

/** The operator's changes after their choices: a field they gave up for the other person's value is not sent. */
export const resolvedChanges = (changes: Record<string, unknown>, choices: Readonly<Record<string, Choice>>): Record<string, unknown> =>
    Object.fromEntries(Object.entries(changes).filter(([name]) => choices[name] !== 'theirs'));

/** Every field given the same choice (the dialog's "all mine" and "all theirs"). */
export const chooseAll = (fields: readonly string[], choice: Choice): Record<string, Choice> => Object.fromEntries(fields.map(name => [name, choice]));

/**
 * Who changed a field since `version` and when: the newest of the revisions after it (newest
 * first, as the history answers them) that changed the field.
 */
export const changedBy = <R extends { version?: number; changes: ReadonlyArray<{ field: string }> }>(
    revisions: readonly R[],
    field: string,
    version: number
): R | undefined => revisions.find(revision => (revision.version ?? 0) > version && revision.changes.some(change => change.field === field));
