import { Alert } from '@mui/material';
import { Button, useListContext } from 'react-admin';
import { useErrorText } from '../errors/useErrorText';

/** Rows that could not be loaded: why, and a retry (not the empty-list text, which would mislead). */
export const ListLoadError = () => {
    const { error, refetch } = useListContext();
    const errorText = useErrorText();
    return (
        <Alert severity="error" sx={{ m: 2 }} action={<Button label="mc.action.retry" onClick={() => void refetch()} />}>
            {errorText(error)}
        </Alert>
    );
};
