import { Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useId, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { DeletedRecord } from '../dataProvider/recordHistory';
import { LoadStates } from './LoadStates';
import { useNotifyError } from '../errors/useNotifyError';
import { ConsoleConfirm } from '../forms/ConsoleConfirm';
import { formatTimeValue } from '../forms/timeValue';
import { useFormatDate } from '../i18n/useFormatDate';
import { SchemaCell } from '../schema/cells/SchemaCell';
import { displayableColumns } from '../schema/columnVisibility';
import { useSchemaListContext } from '../schema/SchemaListContext';
import { dialogSlotProps } from '../ui/dialogPaper';
import { useHistoryOptions, useOpenHistory } from './HistoryOptions';
import { useDeletedRecords, useRestoreRevision } from './useRecordHistory';

/** Columns of the list a deleted record is shown by: the first few it shows, its key aside. */
const SHOWN_COLUMNS = 4;

/**
 * 最近删除 (docs/protocol.md §16): the list's records deleted and not restored since, newest
 * first, by its own columns, with who deleted each and when; each one's history, and a confirmed
 * restore where the operator may create the list's records.
 */
export const RecentlyDeletedDialog = ({ open, onClose }: { open: boolean; onClose: () => void }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const notifyError = useNotifyError();
    const formatDate = useFormatDate();
    const titleId = useId();
    const { api, definition, title } = useSchemaListContext();
    const { rights } = useHistoryOptions();
    const openHistory = useOpenHistory();
    const deleted = useDeletedRecords(api, definition.pk, open);
    const restore = useRestoreRevision(api);
    const [restoring, setRestoring] = useState<DeletedRecord>();
    const records = deleted.data?.pages.flatMap(page => page.records) ?? [];
    const columns = displayableColumns(definition.columns)
        .filter(column => column.name !== definition.pk && column.type !== 'image')
        .slice(0, SHOWN_COLUMNS);
    const confirm = async () => {
        if (!restoring) return;
        try {
            await restore.mutateAsync({ id: restoring.id, revision: restoring.revision });
            notify('mc.history.restoreDone', { type: 'success' });
        } catch (error) {
            notifyError(error);
        } finally {
            setRestoring(undefined);
        }
    };
    return (
        <Dialog open={open} onClose={onClose} aria-labelledby={titleId} slotProps={dialogSlotProps()} fullWidth>
            <DialogTitle id={titleId}>{translate('mc.history.deletedTitle', { title })}</DialogTitle>
            <DialogContent>
                <LoadStates query={deleted} isEmpty={records.length === 0} empty="mc.history.deletedEmpty" />
                {records.length > 0 && (
                    <Table size="small" aria-label={translate('mc.history.deleted')}>
                        <TableHead>
                            <TableRow>
                                <TableCell component="th">{translate('mc.history.id')}</TableCell>
                                {columns.map(column => (
                                    <TableCell key={column.name} component="th">
                                        {column.title}
                                    </TableCell>
                                ))}
                                <TableCell component="th">{translate('mc.history.deletedBy')}</TableCell>
                                <TableCell component="th">{translate('mc.history.deletedAt')}</TableCell>
                                <TableCell component="th" />
                            </TableRow>
                        </TableHead>
                        <TableBody>
                            {records.map(record => (
                                <TableRow key={record.revision} data-deleted-id={record.id}>
                                    <TableCell>{record.id}</TableCell>
                                    {columns.map(column => (
                                        <TableCell key={column.name}>
                                            <SchemaCell column={column} value={record.record[column.name]} />
                                        </TableCell>
                                    ))}
                                    <TableCell>{record.by.name || translate('mc.history.someone')}</TableCell>
                                    <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatTimeValue(record.time, 'datetime', formatDate)}</TableCell>
                                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                                        <Button size="small" onClick={() => openHistory(record.id)}>
                                            {translate('mc.history.button')}
                                        </Button>
                                        {rights.create && (
                                            <Button
                                                size="small"

                                                onClick={() => setRestoring(record)}
                                                disabled={restore.isPending}
                                            >
                                                {translate('mc.history.restore')}
                                            </Button>
                                        )}
                                    </TableCell>
                                </TableRow>
                            ))}
                        </TableBody>
                    </Table>
                )}
                {deleted.hasNextPage && (
                    <Box sx={{ textAlign: 'center', mt: 1 }}>
                        <Button onClick={() => void deleted.fetchNextPage()} disabled={deleted.isFetchingNextPage}>
                            {translate('mc.history.loadMore')}
                        </Button>
                    </Box>
                )}
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>{translate('mc.history.close')}</Button>
            </DialogActions>
            <ConsoleConfirm
                isOpen={!!restoring}
                loading={restore.isPending}
                title="mc.history.recreateTitle"
                content={translate('mc.history.recreateContent')}
                confirm="mc.history.restore"
                cancel="mc.action.cancel"
                onConfirm={() => void confirm()}
                onClose={() => setRestoring(undefined)}
            />
        </Dialog>
    );
};
