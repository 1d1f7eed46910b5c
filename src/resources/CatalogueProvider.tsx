import { createContext, useContext, type ReactNode } from 'react';
import { RouteEntriesContext } from '../permissions/RouteEntriesContext';
import type { CatalogueEntry } from './types';

const CatalogueContext = createContext<readonly CatalogueEntry[]>([]);

/**
 * Hands the catalogue (every route of SPEC.md §2) to the components below, as react-admin's
 * `ResourceDefinitionContext` hands its resources: the entries are data that the App owns and
 * gives here once, so menus, tabs, breadcrumbs, lists and forms never import them. The same
 * entries fill the permissions layer's `RouteEntriesContext`, for the session gate and the role form.
 */
export const CatalogueProvider = ({ catalogue, children }: { catalogue: readonly CatalogueEntry[]; children: ReactNode }) => (
    <CatalogueContext.Provider value={catalogue}>
        <RouteEntriesContext.Provider value={catalogue}>{children}</RouteEntriesContext.Provider>
    </CatalogueContext.Provider>
);

/** The catalogue's entries, in menu order (empty outside a `CatalogueProvider`). */
export const useCatalogue = () => useContext(CatalogueContext);
