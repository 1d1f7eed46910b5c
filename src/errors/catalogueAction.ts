import { isSessionEndedError } from '../dataProvider/SessionEndedError';
import { isApiError } from '../dataProvider/ApiError';
import { errorMessage } from './errorMessage';

export const NO_PERMISSION_MESSAGE = 'mc.error.noPermission';
export const NETWORK_MESSAGE = 'mc.error.network';

/** What docs/console.md §8 does about a failed call. */
export type CatalogueAction =
    /** `data: "login"`: the confirm dialog 请重新登录. */
    | { type: 'relogin' }
    /** The no-permission reply: its message (unless a controller shows it), then the dashboard. */
    | { type: 'noPermission'; toast: boolean }
    /** A message toast: the server's text, or a translation key with its arguments. */
    | { type: 'toast'; message: string; messageArgs?: Record<string, unknown> }
    | { type: 'none' };

const isAbort = (error: unknown) => (error as { name?: string } | null)?.name === 'AbortError';

export const catalogueActionFor = (error: unknown, { toast }: { toast: boolean }): CatalogueAction => {
    // An ended session leads to login (authProvider.checkError); a cancelled call is no failure.
    if (isSessionEndedError(error) || isAbort(error)) return { type: 'none' };
    if (!isApiError(error)) {
        // Without a message of its own there is nothing worth a toast.
        const shown = errorMessage(error, '');
        return toast && shown.message ? { type: 'toast', ...shown } : { type: 'none' };
    }
    switch (error.kind) {
        case 'session':
            return { type: 'relogin' };
        case 'permission':
            return { type: 'noPermission', toast };
        case 'captcha':
            // The login form reloads its captcha itself.
            return { type: 'none' };
        default:
            if (!toast || error.hideError) return { type: 'none' };
            return { type: 'toast', ...errorMessage(error) };
    }
};
