import { Alert, AlertTitle } from '@mui/material';
import { Button, useTranslate } from 'react-admin';
import { useErrorText } from '../errors/useErrorText';

/** A definition that could not be loaded or used at all: a clear message and a retry. */
export const DefinitionError = ({ error, onRetry }: { error: unknown; onRetry?: () => void }) => {
    const translate = useTranslate();
    const errorText = useErrorText();
    return (
        <Alert
            severity="error"
            action={onRetry ? <Button label="mc.action.retry" onClick={onRetry} /> : undefined}
            sx={{ m: 2 }}
        >
            <AlertTitle>{translate('mc.schema.problem.unusable')}</AlertTitle>
            {errorText(error, 'mc.error.malformed')}
        </Alert>
    );
};
