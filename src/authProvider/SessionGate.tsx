import { useDeferredValue, useEffect, type ReactNode } from 'react';
import { useAuthProvider, useGetIdentity, useLogout, useNotify, usePermissions } from 'react-admin';
import type { MerchantAuthProvider } from './authProvider';
import { VerifyFailedAlert } from '../errors/VerifyFailedAlert';
import { hasWorkRoutes } from '../permissions/loadPermissions';
import type { Permissions } from '../permissions/Permissions';
import { useRouteEntries } from '../permissions/RouteEntriesContext';
import { Loading } from '../ui/Loading';

const NO_PARAMS = {};
// A failure resets the session at once (docs/console.md §4): no retries in between.
const LOAD_ONCE = { staleTime: 5 * 60 * 1000, retry: false } as const;

/**
 * The route guard of docs/console.md §4 for everything inside the layout: the user info and permitted
 * routes are loaded before any page opens; if that fails the session is reset and the user goes
 * to login with the redirect; an empty route list shows the verify-failed alert first. It also
 * follows the session: when it ends by itself (refresh token expired), to login.
 */
export const SessionGate = ({ children }: { children: ReactNode }) => {
    const authProvider = useAuthProvider<MerchantAuthProvider>();
    const logout = useLogout();
    const notify = useNotify();
    const routes = useRouteEntries();
    const { permissions, isPending, isFetching, error, refetch } = usePermissions<Permissions | null>(NO_PARAMS, LOAD_ONCE);
    // Who is signed in comes with the permissions (one load): asked here, the layout's first
    // render has it, instead of rendering again when it arrives. A failure does not hold the gate.
    const identity = useGetIdentity(LOAD_ONCE);
    // An error left from an earlier attempt does not count while a new one runs (after login).
    const failed = !!error && !isFetching;

    useEffect(() => authProvider?.onSessionExpired(() => void logout()), [authProvider, logout]);

    useEffect(() => {
        if (!failed) return;
        console.error('Route load failed:', error);
        notify('mc.error.verifyFailed', { type: 'error' });
        void logout();
    }, [failed, error, logout, notify]);

    // "No permissions" was the answer before the session started: ask again now that there is
    // one; without one (it vanished, say in another tab), to login.
    const stale = !isPending && !isFetching && !error && !permissions;
    useEffect(() => {
        if (!stale) return;
        if (authProvider?.hasSession()) void refetch();
        else void logout();
    }, [stale, refetch, logout, authProvider]);

    // The layout mounts in a render of its own that yields (React's deferred value): the page's
    // own reads, started at login, go on meanwhile instead of waiting for the whole shell to render.
    const loaded = useDeferredValue(!isPending && !!permissions && !identity.isPending, false);

    if (failed) return null;
    if (isPending || !permissions || !loaded) return <Loading primary="mc.app.loading" secondary="" />;
    if (!hasWorkRoutes(permissions, routes)) return <VerifyFailedAlert onClose={() => void logout()} />;
    return <>{children}</>;
};
