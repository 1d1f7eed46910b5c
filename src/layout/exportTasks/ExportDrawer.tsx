import DeleteIcon from '@mui/icons-material/Delete';
import DownloadIcon from '@mui/icons-material/Download';
import RefreshIcon from '@mui/icons-material/Refresh';
import { Box, Chip, CircularProgress, Drawer, IconButton, List, ListItem, ListItemText, Stack, Tooltip, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useDataProvider, useGetList, useNotify, useTranslate } from 'react-admin';
import { ConsoleConfirm } from '../../forms/ConsoleConfirm';
import { LoadError } from '../../errors/LoadError';
import { readAgain } from '../../live/readAgain';
import type { MerchantDataProvider } from '../../dataProvider/dataProvider';
import { useFormatDate } from '../../i18n/useFormatDate';
import { formatTimeValue } from '../../forms/timeValue';
import { EXPORT_DELETE_CALL, EXPORT_TASKS_API, downloadPath, exportPollInterval, exportTaskState, parseExportTask, type ExportTask } from './exportTask';
import { useExportDrawer } from './useExportDrawer';
import { useSignedUrl } from '../../dataProvider/useSignedUrl';
import { useLiveEvents } from '../../live/useLiveEvents';
import { useLiveStatus } from '../../live/useLiveStatus';

const stateColor = { queued: 'default', running: 'info', done: 'success', expired: 'warning', unknown: 'default' } as const;

const toTasks = (rows: unknown): ExportTask[] =>
    Array.isArray(rows) ? rows.map(row => parseExportTask(row as Record<string, unknown>)).filter((task): task is ExportTask => !!task) : [];

/** Starts a download of a signed URL (the signature is fresh: it is made on the click). */
const download = (url: string) => {
    const link = document.createElement('a');
    link.href = url;
    link.rel = 'noopener';
    link.download = '';
    document.body.appendChild(link);
    link.click();
    link.remove();
};

/**
 * The export tasks, newest first, following them from the live stream (each task's `export`
 * events, with the rows written so far), or polled every few seconds while any is still queued or
 * running when the stream is down or the backend has none; a finished task downloads, an expired
 * one says so, any task can be deleted.
 */
export const ExportDrawer = () => {
    const translate = useTranslate();
    const notify = useNotify();
    const formatDate = useFormatDate();
    const dataProvider = useDataProvider<MerchantDataProvider>();
    const signedUrl = useSignedUrl();
    const [open, setOpen] = useExportDrawer();
    const [pendingDelete, setPendingDelete] = useState<ExportTask>();
    const [deleting, setDeleting] = useState(false);
    const queryClient = useQueryClient();
    const live = useLiveStatus() === 'live';
    const [written, setWritten] = useState<Record<string, number>>({});

    const { data, isPending, error, refetch, isFetching } = useGetList(
        EXPORT_TASKS_API,
        { pagination: { page: 1, perPage: 20 }, sort: { field: 'id', order: 'DESC' } },
        {
            enabled: open,
            refetchInterval: query => (live ? false : exportPollInterval(toTasks(query.state.data?.data))),
        }
    );
    // Live: a task's move is read when it happens (while closed, the next opening reads it), the
    // read under way cancelled, since it began before the move.
    useLiveEvents(event => {
        if (event.type === 'export') setWritten(before => ({ ...before, [event.data.id]: event.data.rows }));
        if (event.type === 'export' || event.type === 'reset' || (event.type === 'table' && event.data.api === EXPORT_TASKS_API)) {
            void readAgain(queryClient, [EXPORT_TASKS_API]);
        }
    });
    const tasks = useMemo(() => toTasks(data), [data]);

    const remove = async () => {
        if (!pendingDelete) return;
        setDeleting(true);
        try {
            await dataProvider.call(EXPORT_DELETE_CALL, { body: { id: pendingDelete.id } });
            notify('mc.message.deleted', { type: 'success' });
            await refetch();
        } catch {
            // The transport has already shown the server's message.
        } finally {
            setDeleting(false);
            setPendingDelete(undefined);
        }
    };

    return (
        <Drawer anchor="right" open={open} onClose={() => setOpen(false)}>
            <Box role="region" aria-label={translate('mc.layout.exportTasks.title')} sx={{ width: { xs: '100vw', sm: 420 }, p: 2 }}>
                <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ mb: 1 }}>
                    <Typography variant="h6" component="h2">
                        {translate('mc.layout.exportTasks.title')}
                    </Typography>
                    <Tooltip title={translate('mc.layout.navbar.refresh')}>
                        <span>
                            <IconButton aria-label={translate('mc.layout.navbar.refresh')} onClick={() => refetch()} disabled={isFetching}>
                                {isFetching ? <CircularProgress size={20} aria-label={translate('mc.app.loading')} /> : <RefreshIcon />}
                            </IconButton>
                        </span>
                    </Tooltip>
                </Stack>
                {isPending && open && !error && (
                    <Box sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
                        <CircularProgress aria-label={translate('mc.app.loading')} />
                    </Box>
                )}
                {error && <LoadError error={error} onRetry={() => refetch()} />}
                {!isPending && !error && tasks.length === 0 && (
                    <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
                        {translate('mc.layout.exportTasks.empty')}
                    </Typography>
                )}
                <List dense aria-label={translate('mc.layout.exportTasks.title')}>
                    {tasks.map(task => {
                        const state = exportTaskState(task);
                        return (
                            <ListItem
                                key={task.id}
                                divider
                                data-export-task={task.id}
                                secondaryAction={
                                    <Stack direction="row" spacing={0.5}>
                                        {state === 'done' && (
                                            <Tooltip title={translate('mc.layout.exportTasks.download')}>
                                                <IconButton
                                                    aria-label={translate('mc.layout.exportTasks.downloadOne', { name: task.name })}
                                                    onClick={() => download(signedUrl(downloadPath(task.excel)))}
                                                >
                                                    <DownloadIcon />
                                                </IconButton>
                                            </Tooltip>
                                        )}
                                        <Tooltip title={translate('mc.layout.exportTasks.delete')}>
                                            <span>
                                                <IconButton
                                                    aria-label={translate('mc.layout.exportTasks.deleteOne', { name: task.name })}
                                                    disabled={state === 'running'}
                                                    onClick={() => setPendingDelete(task)}
                                                >
                                                    <DeleteIcon />
                                                </IconButton>
                                            </span>
                                        </Tooltip>
                                    </Stack>
                                }
                            >
                                <ListItemText
                                    primary={task.name}
                                    secondary={
                                        <Stack component="span" direction="row" spacing={1} alignItems="center">
                                            <Chip size="small" color={stateColor[state]} label={translate(`mc.layout.exportTasks.state.${state}`)} />
                                            {state === 'running' && written[task.id] > 0 && (
                                                <span>{translate('mc.layout.exportTasks.rows', { smart_count: written[task.id] })}</span>
                                            )}
                                            <span>{formatTimeValue(task.createTime, 'datetime', formatDate)}</span>
                                        </Stack>
                                    }
                                    slotProps={{ secondary: { component: 'span' } }}
                                />
                            </ListItem>
                        );
                    })}
                </List>
            </Box>
            <ConsoleConfirm
                isOpen={!!pendingDelete}
                loading={deleting}
                title="mc.layout.exportTasks.delete"
                content="mc.message.confirmDelete"
                onConfirm={remove}
                onClose={() => setPendingDelete(undefined)}
            />
        </Drawer>
    );
};
