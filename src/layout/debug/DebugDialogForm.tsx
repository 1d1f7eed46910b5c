import { Alert, AlertTitle, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, FormControlLabel, Stack, Switch, TextField } from '@mui/material';
import { useState, type FormEvent } from 'react';
import { useTranslate } from 'react-admin';
import { DEBUG_OVERRIDE_KEY, writeDebugOverride } from '../../config/runtimeConfig';
import { useCatalogueProblems } from '../../resources/CatalogueProvider';
import { problemKey } from '../../resources/extensions/ExtensionProblem';
import { dialogSlotProps } from '../../ui/dialogPaper';
import { DefinitionProblemList } from './DefinitionProblemList';

const isHttpUrl = (value: string) => {
    try {
        const url = new URL(value);
        return url.protocol === 'http:' || url.protocol === 'https:';
    } catch {
        return false;
    }
};

/**
 * The catalogue extension entries left out at start-up, each with its file, its place in the file
 * and why: the deployment's engineer reads them here (and in the browser console), operators
 * only miss the entry.
 */
const CatalogueProblems = () => {
    const translate = useTranslate();
    const problems = useCatalogueProblems();
    if (!problems.length) return null;
    return (
        <Alert severity="warning" data-testid="catalogue-problems">
            <AlertTitle>{translate('mc.layout.debug.catalogue.title', { smart_count: problems.length })}</AlertTitle>
            <Box component="ul" sx={{ m: 0, pl: 2.5, maxHeight: 240, overflowY: 'auto', overflowWrap: 'anywhere' }}>
                {problems.map((problem, index) => (
                    <li key={index}>
                        <code>
                            {problem.file}
                            {problem.at && ` ${problem.at}`}
                        </code>{' '}
                        {translate(problemKey(problem.key), problem.values)}
                    </li>
                ))}
            </Box>
        </Alert>
    );
};

export interface DebugDialogFormProps {
    open: boolean;
    onClose(): void;
    /** The API host and encryption switch in effect when the dialog opened. */
    initial: { apiHost: string; encryption: boolean };
    reload(): void;
}

/**
 * The debug dialog's content (see `DebugDialog`): its own chunk, fetched the first time the
 * dialog opens, so the login page does not carry it.
 */
const DebugDialogForm = ({ open, onClose, initial, reload }: DebugDialogFormProps) => {
    const translate = useTranslate();
    const [apiHost, setApiHost] = useState(initial.apiHost);
    const [encryption, setEncryption] = useState(initial.encryption);
    const host = apiHost.trim();
    const invalid = host !== '' && !isHttpUrl(host);

    const save = (event: FormEvent) => {
        event.preventDefault();
        if (invalid) return;
        writeDebugOverride(sessionStorage, { apiHost: host || undefined, encryption });
        reload();
    };

    const reset = () => {
        sessionStorage.removeItem(DEBUG_OVERRIDE_KEY);
        reload();
    };

    return (
        <Dialog open={open} onClose={onClose} slotProps={dialogSlotProps({ component: 'form', onSubmit: save })}>
            <DialogTitle>{translate('mc.layout.debug.title')}</DialogTitle>
            <DialogContent>
                <Stack spacing={2} sx={{ pt: 1 }}>
                    <TextField
                        label={translate('mc.layout.debug.apiHost')}
                        value={apiHost}
                        onChange={event => setApiHost(event.target.value)}
                        placeholder={window.location.origin}
                        error={invalid}
                        helperText={translate(invalid ? 'mc.layout.debug.invalidHost' : 'mc.layout.debug.hostHint')}
                        autoFocus
                        fullWidth
                    />
                    <FormControlLabel
                        control={<Switch checked={encryption} onChange={event => setEncryption(event.target.checked)} />}
                        label={translate('mc.layout.debug.encryption')}
                    />
                    <CatalogueProblems />
                    <DefinitionProblemList />
                </Stack>
            </DialogContent>
            <DialogActions>
                <Button onClick={reset}>{translate('mc.layout.debug.reset')}</Button>
                <Button onClick={onClose}>{translate('mc.action.cancel')}</Button>
                <Button type="submit" variant="contained" disabled={invalid}>
                    {translate('mc.layout.debug.save')}
                </Button>
            </DialogActions>
        </Dialog>
    );
};

export default DebugDialogForm;
