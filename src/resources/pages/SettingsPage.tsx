import { Alert, Card } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { Loading, Title, useDataProvider, useNotify, useTranslate } from 'react-admin';
import type { MerchantDataProvider } from '../../dataProvider/dataProvider';
import { useErrorText } from '../../errors/useErrorText';
import { SchemaForm } from '../../forms/SchemaForm';
import type { CatalogueEntry } from '../types';

/** A page editing one settings record: read with `calls.getOne`, saved with `calls.update`. */
export const SettingsPage = ({ entry }: { entry: CatalogueEntry }) => {
    const translate = useTranslate();
    const errorText = useErrorText();
    const notify = useNotify();
    const dataProvider = useDataProvider<MerchantDataProvider>();
    const { getOne, update } = entry.calls ?? {};
    const { data: record, isPending, error, refetch } = useQuery({
        queryKey: ['settings', getOne],
        queryFn: ({ signal }) => dataProvider.call<Record<string, unknown>>(getOne!, { signal }),
        enabled: !!getOne,
    });
    const { mutate, isPending: saving } = useMutation({
        mutationFn: (payload: Record<string, unknown>) => dataProvider.call(update!, { body: payload }),
        onSuccess: () => {
            notify('mc.message.saved', { type: 'success' });
            void refetch();
        },
    });
    if (isPending) return <Loading />;
    if (error || !record || typeof record !== 'object') {
        return <Alert severity="error" sx={{ m: 2 }}>{errorText(error, 'mc.error.malformed')}</Alert>;
    }
    return (
        <Card sx={{ mt: 1 }}>
            <Title title={translate(entry.title)} />
            <SchemaForm fields={entry.fields!} record={record} onSubmit={payload => mutate(payload)} saving={saving} />
        </Card>
    );
};
