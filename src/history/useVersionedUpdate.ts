import { useMemo, useState } from 'react';
import { useTranslate, useUpdate, type Identifier } from 'react-admin';
import { conflictOf, versionOf, type RecordConflict } from '../dataProvider/recordConflict';
import type { TableDefinition } from '../dataProvider/TableDefinition';
import type { FormField } from '../forms/FormField';
import { changedFields } from '../forms/fieldValues';
import { formatTimeValue } from '../forms/timeValue';
import { useFormatDate } from '../i18n/useFormatDate';
import { changedBy, planConflict, resolvedChanges, type Choice } from './conflictPlan';
import type { ConflictRow } from './ConflictDialog';
import { fieldLabel } from './fieldLabel';
import { fieldText } from './fieldText';
import { useChangeTextEnv } from './useChangeTextEnv';
import { useRecordHistory } from './useRecordHistory';

type Values = Record<string, unknown>;

/** Merges in a row before asking: another write landing between each retry is rare, never endless. */
const MAX_MERGES = 3;

interface Asking {
    changes: Values;
    conflict: RecordConflict;
    fields: string[];
    kept: string[];
}

const union = (a: readonly string[], b: readonly string[]) => [...new Set([...a, ...b])];

export interface VersionedUpdateOptions {
    api?: string;
    id?: Identifier;
    fields?: FormField[];
    definition?: TableDefinition;
    /** The record as the form loaded it: its version and the values the operator started from. */
    record?: Values;
    /** Saved; `kept` names the fields of another person's changes that stayed (for the message). */
    onSaved: (kept: string[]) => void;
    onFailed: (error: unknown) => void;
}

/**
 * The edit form's write on a versioned list (docs/protocol.md §16): only the fields the operator
 * changed, with the version the form loaded. Refused because the record moved on, it merges when
 * nobody else changed those fields (their changes stay, the operator's go on the version now) and
 * otherwise asks per field, with both values and who set theirs when (`conflict`, for the page's
 * dialog). Nothing the operator typed is lost unless they choose so.
 */
export const useVersionedUpdate = ({ api, id, fields = [], definition, record, onSaved, onFailed }: VersionedUpdateOptions) => {
    const translate = useTranslate();
    const formatDate = useFormatDate();
    const env = useChangeTextEnv();
    const [update, { isPending }] = useUpdate();
    const [asking, setAsking] = useState<Asking>();
    const history = useRecordHistory(api, id, !!asking && !!definition?.history);
    const labelOf = fieldLabel(fields, definition, translate);

    /** Answers whether it saved (false: refused, or the operator is being asked). */
    const write = async (changes: Values, version: number | undefined, kept: string[], merges: number): Promise<boolean> => {
        try {
            await update(api!, { id: id!, data: changes, previousData: record, meta: { version } }, { mutationMode: 'pessimistic', returnPromise: true });
            onSaved(kept);
            return true;
        } catch (error) {
            const conflict = conflictOf(error);
            if (!conflict) {
                onFailed(error);
                return false;
            }
            const plan = planConflict(Object.keys(changes), conflict);
            if (plan.kind === 'merge' && merges < MAX_MERGES) return write(changes, conflict.version, union(kept, plan.kept), merges + 1);
            setAsking({ changes, conflict, fields: plan.kind === 'ask' ? plan.fields : Object.keys(changes), kept: union(kept, plan.kept) });
            return false;
        }
    };

    const save = (payload: Values) => {
        const changed = changedFields(fields, record, payload);
        return write(Object.fromEntries(changed.map(name => [name, payload[name]])), versionOf(record), [], 0);
    };

    const revisions = useMemo(() => history.data?.pages.flatMap(page => page.revisions) ?? [], [history.data]);
    const rows: ConflictRow[] | undefined = asking?.fields.map(name => {
        const field = fields.find(candidate => candidate.name === name);
        const options = definition?.columns.find(column => column.name === name)?.options ?? definition?.search.find(search => search.name === name)?.options;
        const text = (value: unknown) => (field ? fieldText(field, value, env, options) : String(value ?? ''));
        const by = changedBy(revisions, name, versionOf(record) ?? 0);
        return {
            field: name,
            label: labelOf(name),
            loaded: text(record?.[name]),
            theirs: text(asking.conflict.record[name]),
            mine: text(asking.changes[name]),
            ...(by
                ? {
                      by: translate('mc.history.byAt', {
                          name: by.by.name || translate('mc.history.someone'),
                          time: formatTimeValue(by.time, 'datetime', formatDate),
                      }),
                  }
                : {}),
        };
    });

    return {
        save,
        saving: isPending,
        /** The fields both changed, while the operator is asked; `apply` saves with their choices, `cancel` keeps the form as it is. */
        conflict:
            asking && rows
                ? {
                      rows,
                      apply: (choices: Record<string, Choice>) => {
                          setAsking(undefined);
                          const theirs = asking.fields.filter(name => choices[name] === 'theirs');
                          void write(resolvedChanges(asking.changes, choices), asking.conflict.version, union(asking.kept, theirs), 0);
                      },
                      cancel: () => setAsking(undefined),
                  }
                : undefined,
        /** The labels of fields, for the message that names what another person's changes kept. */
        labelOf,
    };
};
