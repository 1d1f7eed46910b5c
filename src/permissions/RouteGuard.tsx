import type { ReactNode } from 'react';
import { CanAccess, Loading } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { FORBIDDEN_PATH } from './routePaths';

/**
 * A catalogue route's element, rendered only when the route is permitted (authProvider.canAccess).
 * Otherwise /401, before the page mounts, so a typed URL of another area makes no data call.
 */
export const RouteGuard = ({ path, children }: { path: string; children: ReactNode }) => (
    <CanAccess
        resource={path}
        action="list"
        loading={<Loading loadingPrimary="mc.app.loading" loadingSecondary="" />}
        accessDenied={<Navigate to={FORBIDDEN_PATH} replace />}
        error={<Navigate to={FORBIDDEN_PATH} replace />}
    >
        {children}
    </CanAccess>
);
