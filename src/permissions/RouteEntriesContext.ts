import { createContext, useContext } from 'react';
import type { RouteEntry } from './RouteEntry';

/**
 * The catalogue's routes, as the permission rules see them. Filled by the resources layer's
 * `CatalogueProvider` (which the App gives the catalogue), so that the session gate and the
 * role form's trees read the routes without importing the catalogue, which sits above them.
 */
export const RouteEntriesContext = createContext<readonly RouteEntry[] | undefined>(undefined);

/** The routes; outside a `CatalogueProvider` it throws, as an empty list would refuse every route. */
export const useRouteEntries = () => {
    const routes = useContext(RouteEntriesContext);
    if (!routes) throw new Error('useRouteEntries: no CatalogueProvider above this component');
    return routes;
};
