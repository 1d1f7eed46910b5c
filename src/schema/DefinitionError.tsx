import { useTranslate } from 'react-admin';
import { LoadError } from '../errors/LoadError';

/** A definition that could not be loaded or used at all: a clear message and a retry. */
export const DefinitionError = ({ error, onRetry }: { error: unknown; onRetry?: () => void }) => {
    const translate = useTranslate();
    return <LoadError error={error} onRetry={onRetry} fallback="mc.error.malformed" title={translate('mc.schema.problem.unusable')} sx={{ m: 2 }} />;
};
