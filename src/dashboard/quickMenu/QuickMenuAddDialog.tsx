import { Autocomplete, Button, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { useConfirmLock } from '../../forms/guards';
import { dialogSlotProps } from '../../ui/dialogPaper';
import type { QuickMenuChoice } from './useQuickMenuChoices';

export interface QuickMenuAddDialogProps {
    open: boolean;
    choices: QuickMenuChoice[];
    addedPaths: ReadonlySet<string>;
    pending: boolean;
    onClose: () => void;
    onSubmit: (choice: QuickMenuChoice) => void;
}

/** Picks one page to add as a shortcut; pages already added are marked, and refused on submit. */
export const QuickMenuAddDialog = ({ open, choices, addedPaths, pending, onClose, onSubmit }: QuickMenuAddDialogProps) => {
    const translate = useTranslate();
    const [locked, lock] = useConfirmLock();
    const [choice, setChoice] = useState<QuickMenuChoice | null>(null);
    return (
        <Dialog open={open} onClose={onClose} slotProps={dialogSlotProps()} TransitionProps={{ onExited: () => setChoice(null) }}>
            <DialogTitle>{translate('mc.workbench.quickMenu.add')}</DialogTitle>
            <DialogContent>
                <Autocomplete
                    sx={{ mt: 1 }}
                    options={choices}
                    value={choice}
                    onChange={(_event, value) => setChoice(value)}
                    getOptionLabel={option => option.title}
                    isOptionEqualToValue={(a, b) => a.entry.path === b.entry.path}
                    renderOption={({ key, ...props }, option) => (
                        <li key={key} {...props}>
                            {option.title}
                            {addedPaths.has(option.entry.path) ? ` (${translate('mc.workbench.quickMenu.added')})` : ''}
                        </li>
                    )}
                    renderInput={params => <TextField {...params} autoFocus label={translate('mc.workbench.quickMenu.page')} />}
                />
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>{translate('mc.action.cancel')}</Button>
                <Button variant="contained" disabled={!choice || pending || locked} onClick={() => choice && lock() && onSubmit(choice)}>
                    {translate('mc.action.confirm')}
                </Button>
            </DialogActions>
        </Dialog>
    );
};
