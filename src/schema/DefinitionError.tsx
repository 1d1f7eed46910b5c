import { Alert, AlertTitle } from '@mui/material';
import { Button, useTranslate } from 'react-admin';

/** A definition that could not be loaded or used at all: a clear message and a retry. */
export const DefinitionError = ({ error, onRetry }: { error: unknown; onRetry?: () => void }) => {
    const translate = useTranslate();
    const message = error instanceof Error ? error.message : 'mc.error.malformed';
    return (
        <Alert
            severity="error"
            action={onRetry ? <Button label="mc.action.retry" onClick={onRetry} /> : undefined}
            sx={{ m: 2 }}
        >
            <AlertTitle>{translate('mc.schema.problem.unusable')}</AlertTitle>
            {translate(message, { _: message })}
        </Alert>
    );
};
