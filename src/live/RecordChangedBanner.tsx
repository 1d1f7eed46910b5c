import CloseIcon from '@mui/icons-material/Close';
import { Alert, Button, IconButton, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { formatTimeValue } from '../forms/timeValue';
import { useFormatDate } from '../i18n/useFormatDate';
import type { RecordChange } from './useRecordChange';

export interface RecordChangedBannerProps {
    change: RecordChange | undefined;
    /** Opens the change itself (the record's history), where the console has it. */
    onShowChange?: (change: RecordChange) => void;
    onReload(): void;
    onDismiss(): void;
}

/**
 * Above an edit form whose record changed underneath it: who changed it and when, a way to see the
 * change (when given) and to load what is stored now. A hint, never a lock: the form stays as the
 * operator left it until they choose.
 */
export const RecordChangedBanner = ({ change, onShowChange, onReload, onDismiss }: RecordChangedBannerProps) => {
    const translate = useTranslate();
    const formatDate = useFormatDate();
    if (!change) return null;
    const time = formatTimeValue(change.at, 'datetime', formatDate);
    const name = change.byMe ? translate('mc.live.record.you') : change.by?.name;
    const deleted = change.action === 'deleted';
    const text = name
        ? translate(deleted ? 'mc.live.record.deleted' : 'mc.live.record.changed', { name, time })
        : translate(deleted ? 'mc.live.record.deletedUnnamed' : 'mc.live.record.changedUnnamed', { time });
    return (
        <Alert
            severity={deleted ? 'error' : 'warning'}
            action={
                <Stack direction="row" spacing={1} alignItems="center">
                    {onShowChange && !deleted && (
                        <Button color="inherit" size="small" onClick={() => onShowChange(change)}>
                            {translate('mc.live.record.showChange')}
                        </Button>
                    )}
                    {!deleted && (
                        <Button color="inherit" size="small" onClick={onReload}>
                            {translate('mc.live.record.reload')}
                        </Button>
                    )}
                    <IconButton
                        color="inherit"
                        size="small"
                        aria-label={translate('mc.live.record.dismiss')}
                        title={translate('mc.live.record.dismiss')}
                        onClick={onDismiss}
                    >
                        <CloseIcon fontSize="small" />
                    </IconButton>
                </Stack>
            }
            sx={{ mb: 1 }}
        >
            {text}
            {!deleted && ` ${translate('mc.live.record.hint')}`}
        </Alert>
    );
};
