import { Alert, Card } from '@mui/material';
import { useNavigate } from 'react-router-dom';
import { Loading, Title, useCreate, useGetOne, useNotify, useTranslate, useUpdate } from 'react-admin';
import { useErrorText } from '../../errors/useErrorText';
import { useNotifyError } from '../../errors/useNotifyError';
import { SchemaForm } from '../../forms/SchemaForm';
import { UNCHANGED_MESSAGE, submitGuardFor } from '../../forms/guards';
import { NotConfigured } from '../../schema/NotConfigured';
import { useTableDefinition } from '../../schema/useTableDefinition';
import type { CatalogueEntry } from '../types';
import { BackButton } from './BackButton';
import { useResourceOf } from './useResourceOf';
import { useRouteRecordId } from './useRouteRecordId';

/**
 * The create and edit pages of a catalogue entry: the entry's fields (or its list's) as a
 * generated form, written through the list's calls, then back to the list.
 */
export const FormPage = ({ entry }: { entry: CatalogueEntry }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const errorText = useErrorText();
    const failed = useNotifyError();
    const navigate = useNavigate();
    const { list, api, listPath } = useResourceOf(entry);
    const fields = entry.fields ?? list?.fields;
    const editing = entry.kind === 'edit';
    const id = useRouteRecordId();
    const { data: definition } = useTableDefinition(api);
    const { data: record, isPending, error } = useGetOne(api ?? '', { id: id ?? '' }, { enabled: editing && !!api && !!id, retry: false });
    const [create, { isPending: creating }] = useCreate();
    const [update, { isPending: updating }] = useUpdate();

    if (!api || !fields?.length) return <NotConfigured />;
    if (editing && !id) return <Alert severity="error" sx={{ m: 2 }}>{translate('mc.schema.page.missingId')}</Alert>;
    if (editing && isPending) return <Loading />;
    if (editing && (error || !record)) {
        return (
            <Alert severity="error" sx={{ m: 2 }} action={<BackButton to={listPath} />}>
                {errorText(error, 'mc.schema.page.notFound')}
            </Alert>
        );
    }

    const done = (message: string) => {
        notify(message, { type: 'success' });
        navigate(listPath);
    };
    const submit = (payload: Record<string, unknown>) => {
        const guard = entry.guarded ? submitGuardFor(entry.path) : undefined;
        if (guard && !guard.check(payload)) {
            notify(UNCHANGED_MESSAGE, { type: 'warning' });
            return;
        }
        const accepted = () => guard?.accept(payload);
        if (editing) {
            update(
                api,
                { id: id!, data: payload, previousData: record },
                { mutationMode: 'pessimistic', onSuccess: () => (accepted(), done('mc.message.saved')), onError: error => failed(error) }
            );
        } else {
            create(api, { data: payload }, { onSuccess: () => (accepted(), done('mc.message.added')), onError: error => failed(error) });
        }
    };

    return (
        <Card sx={{ mt: 1 }}>
            <Title title={translate(entry.title)} />
            <SchemaForm
                fields={fields}
                definition={definition}
                record={editing ? record : undefined}
                onSubmit={submit}
                saving={creating || updating}
                toolbar={<BackButton to={listPath} />}
            />
        </Card>
    );
};
