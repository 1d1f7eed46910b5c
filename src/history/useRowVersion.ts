import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { conflictOf, type RecordConflict } from '../dataProvider/recordConflict';
import type { TableDefinition } from '../dataProvider/TableDefinition';
import type { RecordRouteState } from '../schema/recordLinks';
import { fieldLabel } from './fieldLabel';

/**
 * The version a row action acts on (docs/protocol.md §16): the row's as the list showed it when
 * the action was opened from it. Refused because the row changed since, the action says so, with
 * what changed, and offers to reload: the version now, the list's rows read again; the operator
 * then decides again.
 */
export const useRowVersion = (api: string | undefined, definition: TableDefinition | undefined) => {
    const translate = useTranslate();
    const notify = useNotify();
    const queryClient = useQueryClient();
    const state = useLocation().state as RecordRouteState | null;
    const [version, setVersion] = useState(state?.version);
    const [stale, setStale] = useState<RecordConflict>();
    const labels = stale ? stale.changed.map(fieldLabel(undefined, definition, translate)) : [];
    return {
        version,
        /** Takes a failure: true when it was the row's conflict, now shown by the page. */
        refused: (error: unknown) => {
            const conflict = conflictOf(error);
            if (conflict) setStale(conflict);
            return !!conflict;
        },
        stale: stale
            ? {
                  message: labels.length
                      ? translate('mc.history.conflict.rowChanged', { fields: labels.join(', ') })
                      : translate('mc.history.conflict.rowChangedNoFields'),
                  reload: () => {
                      setVersion(stale.version);
                      setStale(undefined);
                      if (api) void queryClient.invalidateQueries({ queryKey: [api] });
                      notify('mc.history.conflict.reloaded', { type: 'info' });
                  },
              }
            : undefined,
    };
};
