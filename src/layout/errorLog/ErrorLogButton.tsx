import BugReportIcon from '@mui/icons-material/BugReport';
import {
    Badge,
    Button,
    Dialog,
    DialogActions,
    DialogContent,
    DialogTitle,
    IconButton,
    Table,
    TableBody,
    TableCell,
    TableHead,
    TableRow,
    Tooltip,
} from '@mui/material';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { useTranslate } from 'react-admin';
import { DIALOG_TOP } from '../layoutConstants';
import { collectWindowErrors } from './collectWindowErrors';
import { errorLog, type ErrorLogStore } from './errorLogStore';

export interface ErrorLogButtonProps {
    store?: ErrorLogStore;
    /** Production builds only (docs/console.md §8); tests turn it on. */
    enabled?: boolean;
}

/** Navbar button, shown once an error was collected, opening the log with a clear-all action. */
export const ErrorLogButton = ({ store = errorLog, enabled = import.meta.env.PROD }: ErrorLogButtonProps) => {
    const translate = useTranslate();
    const entries = useSyncExternalStore(store.subscribe, store.getSnapshot);
    const [open, setOpen] = useState(false);

    useEffect(() => (enabled ? collectWindowErrors(store) : undefined), [enabled, store]);

    if (!enabled || entries.length === 0) return null;
    const label = translate('mc.layout.errorLog.title');
    // What the badge shows is part of the name (axe label-content-name-mismatch).
    const count = entries.length > 99 ? '99+' : String(entries.length);
    return (
        <>
            <Tooltip title={label}>
                <IconButton color="inherit" aria-label={translate('mc.layout.errorLog.button', { count })} onClick={() => setOpen(true)}>
                    <Badge badgeContent={entries.length} color="error" max={99}>
                        <BugReportIcon />
                    </Badge>
                </IconButton>
            </Tooltip>
            <Dialog
                open={open}
                onClose={() => setOpen(false)}
                fullWidth
                maxWidth="lg"
                slotProps={{ paper: { sx: { alignSelf: 'flex-start', mt: DIALOG_TOP } } }}
            >
                <DialogTitle>{label}</DialogTitle>
                <DialogContent>
                    <Table size="small">
                        <TableHead>
                            <TableRow>
                                <TableCell>{translate('mc.layout.errorLog.message')}</TableCell>
                                <TableCell>{translate('mc.layout.errorLog.info')}</TableCell>
                                <TableCell>{translate('mc.layout.errorLog.url')}</TableCell>
                                <TableCell>{translate('mc.layout.errorLog.stack')}</TableCell>
                            </TableRow>
                        </TableHead>
                        <TableBody>
                            {entries.map((entry, index) => (
                                <TableRow key={index}>
                                    <TableCell>{entry.message}</TableCell>
                                    <TableCell sx={{ whiteSpace: 'pre-wrap', maxWidth: 240 }}>{entry.info}</TableCell>
                                    <TableCell sx={{ wordBreak: 'break-all' }}>{entry.url}</TableCell>
                                    <TableCell sx={{ whiteSpace: 'pre-wrap', fontFamily: 'monospace', fontSize: 11, maxWidth: 420 }}>{entry.stack}</TableCell>
                                </TableRow>
                            ))}
                        </TableBody>
                    </Table>
                </DialogContent>
                <DialogActions>
                    <Button
                        color="error"
                        onClick={() => {
                            store.clear();
                            setOpen(false);
                        }}
                    >
                        {translate('mc.layout.errorLog.clear')}
                    </Button>
                    <Button onClick={() => setOpen(false)}>{translate('mc.action.cancel')}</Button>
                </DialogActions>
            </Dialog>
        </>
    );
};
