import { Alert, Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import { Title, useDataProvider, useDelete, useNotify, useTranslate } from 'react-admin';
import type { MerchantDataProvider } from '../../dataProvider/dataProvider';
import { useNotifyError } from '../../errors/useNotifyError';
import { SchemaForm } from '../../forms/SchemaForm';
import { useReloadPermissions } from '../../authProvider/useReloadPermissions';
import { ConsoleConfirm } from '../../forms/ConsoleConfirm';
import { NotConfigured } from '../../schema/NotConfigured';
import { useTableDefinition } from '../../schema/useTableDefinition';
import { refreshCounters } from '../../dataProvider/counters/useCounters';
import type { CatalogueEntry } from '../types';
import { BackButton } from './BackButton';
import { useResourceOf } from './useResourceOf';
import { useRouteRecordId } from './useRouteRecordId';

/**
 * An action route (delete, audit, blacklist, on/off shelf…) for one record: its form or a
 * confirmation, the call, a message, and back to the list.
 */
export const ActionPage = ({ entry }: { entry: CatalogueEntry }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const notifyError = useNotifyError();
    const navigate = useNavigate();
    const queryClient = useQueryClient();
    const dataProvider = useDataProvider<MerchantDataProvider>();
    const { api, listPath } = useResourceOf(entry);
    const id = useRouteRecordId();
    const { data: definition } = useTableDefinition(api);
    const [remove, { isPending: deleting }] = useDelete();
    const reloadPermissions = useReloadPermissions();
    const [host, setHost] = useState<HTMLElement | null>(null);
    const action = entry.action;
    const call = typeof action === 'object' ? action.call : undefined;
    const { mutate, isPending: calling } = useMutation({
        mutationFn: (payload: Record<string, unknown>) => {
            const pk = definition?.pk ?? 'id';
            return call!.endsWith('=')
                ? dataProvider.call(`${call}${encodeURIComponent(id!)}`)
                : dataProvider.call(call!, { body: { ...payload, [pk]: /^\d+$/.test(id!) ? Number(id) : id } });
        },
        onSuccess: async () => {
            if (api) await queryClient.invalidateQueries({ queryKey: [api] });
            if (typeof action === 'object' && action.reloadsPermissions) await reloadPermissions();
            // Menu badges and tab counts move with the record's state, without a reload.
            void refreshCounters(queryClient);
            notify(typeof action === 'object' ? (action.success ?? 'mc.message.saved') : 'mc.message.saved', { type: 'success' });
            navigate(listPath);
        },
    });

    if (!action || !api) return <NotConfigured />;
    if (!id) return <Alert severity="error" sx={{ m: 2 }} action={<BackButton to={listPath} />}>{translate('mc.schema.page.missingId')}</Alert>;

    const title = translate(entry.title);
    const confirmDelete = () =>
        remove(
            api,
            { id },
            {
                mutationMode: 'pessimistic',
                onSuccess: () => {
                    void refreshCounters(queryClient);
                    notify('mc.message.deleted', { type: 'success' });
                    navigate(listPath);
                },
                onError: failure => notifyError(failure),
            }
        );

    if (typeof action === 'object' && action.fields?.length) {
        return (
            <Card sx={{ mt: 1 }}>
                <Title title={title} />
                <CardContent sx={{ pb: 0 }}>
                    <Typography color="text.secondary">{translate('mc.schema.page.recordId', { id })}</Typography>
                </CardContent>
                <SchemaForm
                    fields={action.fields}
                    definition={definition}
                    onSubmit={payload => mutate(payload)}
                    submitLabel="mc.schema.page.submit"
                    saving={calling}
                    toolbar={<BackButton to={listPath} />}
                />
            </Card>
        );
    }

    // A confirmation is a dialog like every other (SPEC.md §9), over the page of the action. It
    // is mounted in the page's own element, so a tab hidden by keep-alive hides it too.
    return (
        <Box ref={setHost}>
            <Title title={title} />
            <ConsoleConfirm
                isOpen={!!host}
                container={host}
                loading={deleting || calling}
                title={title}
                content={
                    <Stack spacing={1}>
                        <Typography variant="h6">
                            {action === 'delete' ? translate('mc.message.confirmDelete') : translate('mc.schema.page.confirmAction', { action: title })}
                        </Typography>
                        <Typography color="text.secondary">{translate('mc.schema.page.recordId', { id })}</Typography>
                    </Stack>
                }
                confirm="mc.action.confirm"
                cancel="mc.action.cancel"
                confirmColor={action === 'delete' ? 'warning' : 'primary'}
                onConfirm={() => (action === 'delete' ? confirmDelete() : mutate({}))}
                onClose={() => navigate(listPath)}
            />
        </Box>
    );
};
