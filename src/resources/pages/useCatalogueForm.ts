import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useCreate, useDataProvider, useDelete, useGetOne, useNotify, useUpdate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import type { MerchantDataProvider } from '../../dataProvider/dataProvider';
import { useNotifyError } from '../../errors/useNotifyError';
import { UNCHANGED_MESSAGE, submitGuardFor } from '../../forms/guards';
import { definitionFormFields } from '../../forms/definitionFormFields';
import { useReloadPermissions } from '../../authProvider/useReloadPermissions';
import { useTableDefinition } from '../../schema/useTableDefinition';
import { useSignedUrl } from '../../dataProvider/useSignedUrl';
import { refreshCounters } from '../../dataProvider/counters/useCounters';
import type { CatalogueEntry } from '../types';
import { catalogueFormPlan, type FormResource } from './catalogueFormPlan';
import { useRouteRecordId } from './useRouteRecordId';
import { useVersionedUpdate } from '../../history/useVersionedUpdate';
import { useRowVersion } from '../../history/useRowVersion';
import { VERSION_FIELD } from '../../dataProvider/recordConflict';

type Payload = Record<string, unknown>;

/** What the page shows: a reason it cannot, the loading state, the load's failure, or the form. */
export type CatalogueFormStatus = 'notConfigured' | 'missingId' | 'loading' | 'failed' | 'ready';

/**
 * The one controller of the generated form pages (create, edit, action, settings): it loads the
 * record, checks the unchanged-data guard, writes, reports success or failure, reloads what the
 * write changed (list, permissions, counters) and returns to the list. The pages only render.
 *
 * Failures of react-admin's own writes (create, update, delete) are toasted here; those of a
 * plain `call` already were, by the error catalogue around the data provider.
 */
export const useCatalogueForm = (entry: CatalogueEntry, resource: FormResource) => {
    const notify = useNotify();
    const notifyError = useNotifyError();
    const navigate = useNavigate();
    const queryClient = useQueryClient();
    const dataProvider = useDataProvider<MerchantDataProvider>();
    const reloadPermissions = useReloadPermissions();
    const signedUrl = useSignedUrl();
    const { api } = resource;
    const id = useRouteRecordId();
    const definitionQuery = useTableDefinition(entry.kind === 'page' ? undefined : api);
    const { data: definition } = definitionQuery;
    const serverFields = useMemo(() => (definition?.form ? definitionFormFields(definition.form) : undefined), [definition]);
    const plan = catalogueFormPlan(entry, resource, serverFields);
    const { mode } = plan;
    const calls = entry.calls ?? {};
    const actionCall = typeof entry.action === 'object' ? entry.action.call : undefined;

    const edited = useGetOne(api ?? '', { id: id ?? '' }, { enabled: mode === 'edit' && !!api && !!id, retry: false });
    const settings = useQuery({
        queryKey: ['settings', calls.getOne],
        queryFn: ({ signal }) => dataProvider.call<Payload>(calls.getOne!, { signal }),
        enabled: mode === 'settings' && !!calls.getOne,
    });
    const [create, { isPending: creating }] = useCreate();
    const [update, { isPending: updating }] = useUpdate();
    const [remove, { isPending: deleting }] = useDelete();
    // A row action or delete acts on the version the list showed (docs/protocol.md §16).
    const row = useRowVersion(api, definition);
    const rowVersion = row.version === undefined ? {} : { [VERSION_FIELD]: row.version };

    /** `kept`: fields of another person's changes the save kept, named in its message. */
    const succeeded = async (kept: string[] = []) => {
        if (plan.invalidatesList && api) await queryClient.invalidateQueries({ queryKey: [api] });
        if (plan.reloadsPermissions) await reloadPermissions();
        // Menu badges and tab counts move with the record's state, without a reload.
        if (plan.refreshesCounters) void refreshCounters(queryClient);
        if (kept.length) notify('mc.history.conflict.merged', { type: 'success', messageArgs: { fields: kept.map(versioned.labelOf).join(', ') } });
        else notify(plan.success, { type: 'success' });
        if (plan.back) navigate(plan.back);
        else void settings.refetch();
    };

    /** The record's key as the action sends it, under the table's key name. */
    const withKey = (payload: Payload): Payload => ({ ...payload, [definition?.pk ?? 'id']: /^\d+$/.test(id!) ? Number(id) : id });

    const versioned = useVersionedUpdate({
        api,
        id: id ?? undefined,
        fields: plan.fields,
        definition,
        record: edited.data,
        onSaved: kept => void succeeded(kept),
        onFailed: error => notifyError(error),
    });

    const { mutate: call, isPending: calling } = useMutation({
        mutationFn: (payload: Payload) => {
            if (mode === 'settings') return dataProvider.call(calls.update!, { body: payload });
            // A conflict is shown by the page (useRowVersion), any other refusal as a toast.
            return actionCall!.endsWith('=')
                ? dataProvider.call(`${actionCall}${encodeURIComponent(id!)}${row.version === undefined ? '' : `&${VERSION_FIELD}=${row.version}`}`, {
                      hideError: true,
                  })
                : dataProvider.call(actionCall!, { body: { ...withKey(payload), ...rowVersion }, hideError: true });
        },
        onSuccess: () => succeeded(),
        onError: error => {
            if (!row.refused(error)) notifyError(error);
        },
    });

    // Opened in the click's own turn, so that the browser lets the window open.
    const download = (payload: Payload) => {
        window.open(signedUrl(actionCall!, withKey(payload)), '_blank', 'noopener');
        void succeeded();
    };

    const submit = (payload: Payload) => {
        const guard = plan.guardScope ? submitGuardFor(plan.guardScope) : undefined;
        if (guard && !guard.check(payload)) {
            notify(UNCHANGED_MESSAGE, { type: 'warning' });
            return;
        }
        // Recorded only once the server took it, so a failed write can be retried unchanged.
        const accepted = () => (guard?.accept(payload), succeeded());
        const failed = (error: unknown) => {
            if (!row.refused(error)) notifyError(error);
        };
        switch (mode) {
            case 'create':
                return create(api!, { data: payload }, { onSuccess: accepted, onError: failed });
            case 'edit':
                // On a versioned list only the changed fields go, with the version the form loaded.
                if (definition?.versioned) return versioned.save(payload).then(saved => saved && guard?.accept(payload));
                return update(
                    api!,
                    { id: id!, data: payload, previousData: edited.data },
                    { mutationMode: 'pessimistic', onSuccess: accepted, onError: failed }
                );
            case 'delete':
                return remove(
                    api!,
                    { id: id!, previousData: { id: id!, ...rowVersion } },
                    { mutationMode: 'pessimistic', onSuccess: accepted, onError: failed }
                );
            case 'action':
                if (plan.download) return download(payload);
                return call(payload, { onSuccess: () => guard?.accept(payload) });
            case 'settings':
                return call(payload, { onSuccess: () => guard?.accept(payload) });
            case 'none':
                return undefined;
        }
    };

    // A form the server sends waits for the definition, and fails with it; so does an action that
    // posts the record's id under the table's key, which only the definition names.
    const postsKey = mode === 'action' && !!actionCall && !actionCall.endsWith('=');
    const awaited = (plan.fieldsFromServer || postsKey) && api ? definitionQuery : undefined;
    const load = mode === 'edit' ? edited : mode === 'settings' ? settings : undefined;
    const record = load?.data as Payload | undefined;
    const status: CatalogueFormStatus = awaited?.isPending
        ? 'loading'
        : awaited?.error
          ? 'failed'
          : !plan.configured
            ? 'notConfigured'
            : plan.needsId && !id
              ? 'missingId'
              : load?.isPending
                ? 'loading'
                : load && (load.error || !record || typeof record !== 'object')
                  ? 'failed'
                  : 'ready';

    return {
        plan,
        status,
        /** The load's failure, and the message shown when it carries none. */
        error: awaited?.error ?? load?.error,
        errorFallback: mode === 'settings' || awaited?.error ? 'mc.error.malformed' : 'mc.schema.page.notFound',
        id,
        definition,
        record,
        submit,
        saving: creating || updating || deleting || calling || versioned.saving,
        /** Another operator changed the fields being saved: the page asks which values to keep. */
        conflict: versioned.conflict,
        /** The row an action acts on changed since the list showed it: the page says so and offers to reload it. */
        staleRow: row.stale,
    };
};
