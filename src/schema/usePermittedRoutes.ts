import { useMemo } from 'react';
import { useCanAccessResources } from 'react-admin';
import type { ListChildRoute } from './ListRoute';

/** The routes the user may open, checked once per list rather than once per row and button. */
export const usePermittedRoutes = <R extends ListChildRoute>(routes: readonly R[]): R[] => {
    const paths = useMemo(() => routes.map(route => route.path), [routes]);
    const { canAccess } = useCanAccessResources({ action: 'access', resources: paths });
    return useMemo(() => (canAccess ? routes.filter(route => canAccess[route.path]) : []), [routes, canAccess]);
};
