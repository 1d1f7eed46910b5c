import { Alert, Card } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useErrorText } from '../../errors/useErrorText';
import { SchemaForm } from '../../forms/SchemaForm';
import { NotConfigured } from '../../schema/NotConfigured';
import type { CatalogueEntry } from '../types';
import { useCatalogueForm } from './useCatalogueForm';
import { useResourceOf } from './useResourceOf';
import { Loading } from '../../ui/Loading';

/** A page editing one settings record: read with `calls.getOne`, saved with `calls.update`. */
export const SettingsPage = ({ entry }: { entry: CatalogueEntry }) => {
    const translate = useTranslate();
    const errorText = useErrorText();
    const form = useCatalogueForm(entry, useResourceOf(entry));
    switch (form.status) {
        case 'notConfigured':
        case 'missingId':
            return <NotConfigured />;
        case 'loading':
            return <Loading />;
        case 'failed':
            return (
                <Alert severity="error" sx={{ m: 2 }}>
                    {errorText(form.error, form.errorFallback)}
                </Alert>
            );
        case 'ready':
            return (
                <Card sx={{ mt: 1 }}>
                    <Title title={translate(entry.title)} />
                    <SchemaForm fields={form.plan.fields!} record={form.record} onSubmit={form.submit} saving={form.saving} />
                </Card>
            );
    }
};
