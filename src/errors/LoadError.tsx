import { Alert, AlertTitle, type SxProps, type Theme } from '@mui/material';
import type { ReactNode } from 'react';
import { Button } from 'react-admin';
import { useErrorText } from './useErrorText';

export interface LoadErrorProps {
    error: unknown;
    /** Shown again as a button; omitted when there is nothing to retry. */
    onRetry?: () => void;
    /** Translation key used when the error carries no message of its own. */
    fallback?: string;
    title?: ReactNode;
    /** Replaces the error's own text (e.g. a more precise message for malformed data). */
    children?: ReactNode;
    sx?: SxProps<Theme>;
}

/** Something that could not be loaded: why, in the current language, and a retry. */
export const LoadError = ({ error, onRetry, fallback, title, children, sx }: LoadErrorProps) => {
    const errorText = useErrorText();
    return (
        <Alert severity="error" sx={sx} action={onRetry ? <Button label="mc.action.retry" onClick={onRetry} /> : undefined}>
            {title && <AlertTitle>{title}</AlertTitle>}
            {children ?? errorText(error, fallback)}
        </Alert>
    );
};
