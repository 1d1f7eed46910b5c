import { isApiError } from '../dataProvider/ApiError';

/** A failure as react-admin's `translate` and `notify` take it: a key or a text, and its arguments. */
export interface ErrorMessage {
    message: string;
    messageArgs: Record<string, unknown>;
}

/**
 * What to tell the user about a failure, wherever it is shown. The client's own faults are
 * translation keys that need the call's parameters (`mc.error.http` shows its HTTP status);
 * a server's message is no key, so the `_` default shows it as sent. `fallback` stands in for
 * an error without a message, or for a thrown value that is no error at all.
 */
export const errorMessage = (error: unknown, fallback = 'mc.error.server'): ErrorMessage => {
    const text = error instanceof Error ? error.message : typeof error === 'string' ? error : '';
    const message = text || fallback;
    return { message, messageArgs: isApiError(error) ? { _: message, status: error.status } : { _: message } };
};
