import { useMemo } from 'react';
import { usePermissions } from 'react-admin';
import { grantableRoutes } from './grantableRoutes';
import type { Permissions } from './Permissions';
import { useRouteEntries } from './RouteEntriesContext';

const NONE: readonly never[] = [];

/**
 * The routes the signed-in account's roles can grant (grantableRoutes), for the role form's
 * trees; none until its permissions are known, since a tree offering routes before then could
 * offer what the server refuses.
 */
export const useGrantableRoutes = () => {
    const routes = useRouteEntries();
    const { permissions } = usePermissions<Permissions | null>();
    return useMemo(() => (permissions ? grantableRoutes(routes, permissions) : NONE), [routes, permissions]);
};
