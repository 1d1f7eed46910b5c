import { Alert, Card } from '@mui/material';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
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
import { RecordChangedBanner } from '../../live/RecordChangedBanner';
import { useRecordChange } from '../../live/useRecordChange';
import { Loading } from '../../ui/Loading';

/**
 * The create and edit pages of a catalogue entry: the entry's fields (or its list's) as a
 * generated form, written through the list's calls, then back to the list. On a versioned list an
 * edit form shows the record's history, says when the record changes underneath it (the live
 * stream; the change opens in the history), and asks which values to keep when another operator
 * saved the same fields.
 */
export const FormPage = ({ entry }: { entry: CatalogueEntry }) => {
    const translate = useTranslate();
    const errorText = useErrorText();
    const resource = useResourceOf(entry);
    const form = useCatalogueForm(entry, resource);
    const history = useRecordHistoryOptions(resource.list);
    const [historyOpen, setHistoryOpen] = useState(false);
    const { listPath, api } = resource;
    const editing = form.plan.mode === 'edit';
    const live = useRecordChange(editing ? api : undefined, form.id, { saving: form.saving, version: form.record?._version });
    const showsHistory = editing && !!form.definition?.history && !!api && !!form.id;

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
                    <RecordChangedBanner
                        change={live.change}
                        onShowChange={showsHistory ? () => setHistoryOpen(true) : undefined}
                        onReload={live.reload}
                        onDismiss={live.dismiss}
                    />
                    <SchemaForm
                        fields={form.plan.fields!}
                        definition={form.definition}
                        record={form.record}
                        onSubmit={form.submit}
                        saving={form.saving}
                        toolbar={
                            <>
                                <BackButton to={listPath} />
                                {showsHistory && <HistoryButton api={api!} id={form.id!} {...history} open={historyOpen} onOpenChange={setHistoryOpen} />}
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
