import type { ReactNode } from 'react';
import { CanAccess, usePermissions } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { AddonNotInstalled } from './AddonNotInstalled';
import type { Permissions } from './Permissions';
import { FORBIDDEN_PATH } from '../config/routePaths';
import { Loading } from '../ui/Loading';

/** A refused route: the "plugin not installed" page when only its addon is missing, else /401. */
const Refused = ({ path }: { path: string }) => {
    const { permissions, isPending } = usePermissions<Permissions | null>();
    // Until the permissions are read, whether an addon is all that is missing is not known yet.
    if (isPending) return <Loading primary="mc.app.loading" secondary="" />;
    // A refusal older than the permissions (reloaded after an install) is being asked again.
    if (permissions?.routes.has(path)) return <Loading primary="mc.app.loading" secondary="" />;
    const addon = permissions?.awaitingAddon.get(path);
    if (addon) return <AddonNotInstalled name={permissions?.addonNames[addon] ?? addon} />;
    return <Navigate to={FORBIDDEN_PATH} replace />;
};

/**
 * A catalogue route's element, rendered only when the route is permitted (authProvider.canAccess).
 * Otherwise /401 (or the "plugin not installed" page), before the page mounts, so a typed URL of
 * another area makes no data call.
 */
export const RouteGuard = ({ path, children }: { path: string; children: ReactNode }) => (
    <CanAccess
        resource={path}
        action="list"
        loading={<Loading primary="mc.app.loading" secondary="" />}
        accessDenied={<Refused path={path} />}
        error={<Navigate to={FORBIDDEN_PATH} replace />}
    >
        {children}
    </CanAccess>
);
