import { Button, Checkbox, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, FormGroup, Typography } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useConfirmLock } from '../../forms/guards';
import { dialogSlotProps } from '../../ui/dialogPaper';
import { QUICK_MENU_MAX } from '../../layout/layoutConstants';
import type { QuickMenuChoice } from './useQuickMenuChoices';

export interface QuickMenuBatchDialogProps {
    open: boolean;
    choices: QuickMenuChoice[];
    /** The current shortcuts' paths, in their order. */
    current: string[];
    pending: boolean;
    onClose: () => void;
    /** The chosen paths: current ones first in their order, then new ones in menu order. */
    onSubmit: (paths: string[]) => void;
}

/** Ticks the shortcuts all at once, starting from the current ones. */
export const QuickMenuBatchDialog = ({ open, choices, current, pending, onClose, onSubmit }: QuickMenuBatchDialogProps) => {
    const translate = useTranslate();
    const [locked, lock] = useConfirmLock();
    const [checked, setChecked] = useState<Set<string>>(new Set());

    const toggle = (path: string) =>
        setChecked(previous => {
            const next = new Set(previous);
            if (next.has(path)) next.delete(path);
            else next.add(path);
            return next;
        });

    const submit = () => {
        const kept = current.filter(path => checked.has(path));
        const added = choices.map(choice => choice.entry.path).filter(path => checked.has(path) && !current.includes(path));
        onSubmit([...kept, ...added]);
    };

    return (
        <Dialog open={open} onClose={onClose} slotProps={dialogSlotProps()} TransitionProps={{ onEnter: () => setChecked(new Set(current)) }}>
            <DialogTitle>{translate('mc.workbench.quickMenu.addMany')}</DialogTitle>
            <DialogContent>
                <Typography variant="body2" color="text.secondary" gutterBottom>
                    {translate('mc.workbench.quickMenu.chosen', { count: checked.size, max: QUICK_MENU_MAX })}
                </Typography>
                <FormGroup sx={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fill, minmax(180px, 1fr))' }}>
                    {choices.map(choice => (
                        <FormControlLabel
                            key={choice.entry.path}
                            control={<Checkbox checked={checked.has(choice.entry.path)} onChange={() => toggle(choice.entry.path)} />}
                            label={choice.title}
                        />
                    ))}
                </FormGroup>
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>{translate('mc.action.cancel')}</Button>
                <Button variant="contained" disabled={pending || locked} onClick={() => lock() && submit()}>
                    {translate('mc.action.confirm')}
                </Button>
            </DialogActions>
        </Dialog>
    );
};
