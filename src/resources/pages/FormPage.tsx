import { Alert, Card } from '@mui/material';
import { Loading, Title, useTranslate } from 'react-admin';
import { useErrorText } from '../../errors/useErrorText';
import { SchemaForm } from '../../forms/SchemaForm';
import { NotConfigured } from '../../schema/NotConfigured';
import type { CatalogueEntry } from '../types';
import { BackButton } from './BackButton';
import { useCatalogueForm } from './useCatalogueForm';
import { useResourceOf } from './useResourceOf';
import { ConflictDialog } from '../../history/ConflictDialog';
import { HistoryButton } from '../../history/HistoryButton';
import { useRecordHistoryOptions } from '../useRecordHistoryOptions';

/**
 * The create and edit pages of a catalogue entry: the entry's fields (or its list's) as a
 * generated form, written through the list's calls, then back to the list; on a versioned list,
 * the record's history, and the choice of values when another operator changed the same fields.
 */
export const FormPage = ({ entry }: { entry: CatalogueEntry }) => {
    const translate = useTranslate();
    const errorText = useErrorText();
    const resource = useResourceOf(entry);
    const form = useCatalogueForm(entry, resource);
    const history = useRecordHistoryOptions(resource.list);
    const { listPath, api } = resource;

    switch (form.status) {
        case 'notConfigured':
            return <NotConfigured />;
        case 'missingId':
            return (
                <Alert severity="error" sx={{ m: 2 }}>
                    {translate('mc.schema.page.missingId')}
                </Alert>
            );
        case 'loading':
            return <Loading />;
        case 'failed':
            return (
                <Alert severity="error" sx={{ m: 2 }} action={<BackButton to={listPath} />}>
                    {errorText(form.error, form.errorFallback)}
                </Alert>
            );
        case 'ready':
            return (
                <Card sx={{ mt: 1 }}>
                    <Title title={translate(entry.title)} />
                    <SchemaForm
                        fields={form.plan.fields!}
                        definition={form.definition}
                        record={form.record}
                        onSubmit={form.submit}
                        saving={form.saving}
                        toolbar={
                            <>
                                <BackButton to={listPath} />
                                {form.plan.mode === 'edit' && form.definition?.history && api && form.id && (
                                    <HistoryButton api={api} id={form.id} {...history} />
                                )}
                            </>
                        }
                    />
                    {form.conflict && (
                        <ConflictDialog rows={form.conflict.rows} saving={form.saving} onApply={form.conflict.apply} onCancel={form.conflict.cancel} />
                    )}
                </Card>
            );
    }
};
