import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { errorMessage } from './errorMessage';

/** `(error, fallback?) => text`: a failure in the current language, with its parameters. */
export const useErrorText = () => {
    const translate = useTranslate();
    return useCallback(
        (error: unknown, fallback?: string) => {
            const { message, messageArgs } = errorMessage(error, fallback);
            return translate(message, messageArgs);
        },
        [translate]
    );
};
