import { LOGIN_PATH } from '../config/routePaths';

/** Routes that open without a session (docs/console.md §2, §4). */
export const isPublicRoute = (pathname: string) =>
    pathname === LOGIN_PATH || pathname === '/auth-redirect' || pathname.startsWith('/business') || pathname === '/404' || pathname === '/401';

/**
 * The redirect query only ever leads inside the console: a same-origin absolute path, never
 * `//host` or a scheme, and never back to a public page.
 */
export const safeRedirect = (value: string | null | undefined): string | undefined => {
    if (!value || !value.startsWith('/') || value.startsWith('//') || value.includes('\\')) return undefined;
    const pathname = value.split(/[?#]/)[0];
    if (isPublicRoute(pathname)) return undefined;
    return value;
};

/** `/login?redirect=<full path>`, or plain `/login` when there is nothing to come back to. */
export const loginUrlFor = (fullPath: string) => {
    const redirect = safeRedirect(fullPath);
    return redirect && redirect !== '/' ? `${LOGIN_PATH}?redirect=${encodeURIComponent(redirect)}` : LOGIN_PATH;
};

export const currentFullPath = () => `${window.location.pathname}${window.location.search}${window.location.hash}`;
