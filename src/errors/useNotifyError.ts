import { useCallback } from 'react';
import { useNotify } from 'react-admin';
import { errorMessage } from './errorMessage';

/** `(error, fallback?) => void`: a failure as an error toast, with its parameters. */
export const useNotifyError = () => {
    const notify = useNotify();
    return useCallback(
        (error: unknown, fallback?: string) => {
            const { message, messageArgs } = errorMessage(error, fallback);
            notify(message, { type: 'error', messageArgs });
        },
        [notify]
    );
};
