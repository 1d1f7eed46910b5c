import { Alert, Card } from '@mui/material';
import { Loading, Title, useTranslate } from 'react-admin';
import { useErrorText } from '../../errors/useErrorText';
import { SchemaForm } from '../../forms/SchemaForm';
import { NotConfigured } from '../../schema/NotConfigured';
import type { CatalogueEntry } from '../types';
import { BackButton } from './BackButton';
import { useCatalogueForm } from './useCatalogueForm';
import { useResourceOf } from './useResourceOf';
import { RecordChangedBanner, type RecordChangedBannerProps } from '../../live/RecordChangedBanner';
import { useRecordChange } from '../../live/useRecordChange';

export interface FormPageProps {
    entry: CatalogueEntry;
    /** Opens the change another operator made to the edited record (its history), when the console has one. */
    onShowChange?: RecordChangedBannerProps['onShowChange'];
}

/**
 * The create and edit pages of a catalogue entry: the entry's fields (or its list's) as a
 * generated form, written through the list's calls, then back to the list. An edit form says so
 * when its record changes underneath it (the live stream).
 */
export const FormPage = ({ entry, onShowChange }: FormPageProps) => {
    const translate = useTranslate();
    const errorText = useErrorText();
    const resource = useResourceOf(entry);
    const form = useCatalogueForm(entry, resource);
    const { listPath } = resource;
    const editing = form.plan.mode === 'edit';
    const live = useRecordChange(editing ? resource.api : undefined, form.id, { saving: form.saving, version: form.record?._version });

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
                    <RecordChangedBanner change={live.change} onShowChange={onShowChange} onReload={live.reload} onDismiss={live.dismiss} />
                    <SchemaForm
                        fields={form.plan.fields!}
                        definition={form.definition}
                        record={form.record}
                        onSubmit={form.submit}
                        saving={form.saving}
                        toolbar={<BackButton to={listPath} />}
                    />
                </Card>
            );
    }
};
