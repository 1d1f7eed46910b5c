import { Alert, Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Title, useTranslate } from 'react-admin';
import { SchemaForm } from '../../forms/SchemaForm';
import { ConsoleConfirm } from '../../forms/ConsoleConfirm';
import { NotConfigured } from '../../schema/NotConfigured';
import type { CatalogueEntry } from '../types';
import { BackButton } from './BackButton';
import { useCatalogueForm } from './useCatalogueForm';
import { useResourceOf } from './useResourceOf';

/**
 * An action route (delete, audit, blacklist, on/off shelf…) for one record: its form or a
 * confirmation, the call, a message, and back to the list.
 */
export const ActionPage = ({ entry }: { entry: CatalogueEntry }) => {
    const translate = useTranslate();
    const navigate = useNavigate();
    const resource = useResourceOf(entry);
    const { listPath } = resource;
    const form = useCatalogueForm(entry, resource);
    const [host, setHost] = useState<HTMLElement | null>(null);
    const { id, plan, staleRow } = form;
    // The row changed since the list showed it: said with what changed, and a reload before acting again.
    const stale = staleRow && (
        <Alert
            severity="warning"
            sx={{ m: 2 }}
            action={
                <Button color="inherit" size="small" onClick={staleRow.reload}>
                    {translate('mc.history.conflict.reload')}
                </Button>
            }
        >
            {staleRow.message}
        </Alert>
    );

    if (form.status === 'notConfigured') return <NotConfigured />;
    if (form.status === 'missingId')
        return (
            <Alert severity="error" sx={{ m: 2 }} action={<BackButton to={listPath} />}>
                {translate('mc.schema.page.missingId')}
            </Alert>
        );

    const title = translate(entry.title);
    if (plan.fields) {
        return (
            <Card sx={{ mt: 1 }}>
                <Title title={title} />
                {stale}
                <CardContent sx={{ pb: 0 }}>
                    <Typography color="text.secondary">{translate('mc.schema.page.recordId', { id })}</Typography>
                </CardContent>
                <SchemaForm
                    fields={plan.fields}
                    definition={form.definition}
                    onSubmit={form.submit}
                    submitLabel="mc.schema.page.submit"
                    saving={form.saving}
                    toolbar={<BackButton to={listPath} />}
                />
            </Card>
        );
    }

    // A confirmation is a dialog like every other (docs/console.md §9), over the page of the action. It
    // is mounted in the page's own element, so a tab hidden by keep-alive hides it too.
    const deleting = plan.mode === 'delete';
    return (
        <Box ref={setHost}>
            <Title title={title} />
            <ConsoleConfirm
                isOpen={!!host}
                container={host}
                loading={form.saving}
                title={title}
                content={
                    <Stack spacing={1}>
                        <Typography variant="h6">
                            {deleting ? translate('mc.message.confirmDelete') : translate('mc.schema.page.confirmAction', { action: title })}
                        </Typography>
                        <Typography color="text.secondary">{translate('mc.schema.page.recordId', { id })}</Typography>
                        {stale}
                    </Stack>
                }
                confirm="mc.action.confirm"
                cancel="mc.action.cancel"
                confirmColor={deleting ? 'warning' : 'primary'}
                onConfirm={() => form.submit({})}
                onClose={() => navigate(listPath)}
            />
        </Box>
    );
};
