import { createContext, useContext, type ReactNode } from 'react';
import { RoutesContext } from '../permissions/RoutesContext';
import type { CatalogueEntry } from './types';

const CatalogueContext = createContext<readonly CatalogueEntry[]>([]);

/**
 * Hands the catalogue (every route of SPEC.md §2) to the components below, as react-admin's
 * `ResourceDefinitionContext` hands its resources: the entries are data that the App owns and
 * gives here once, so menus, tabs, breadcrumbs, lists and forms never import them. The same
 * entries fill the permissions layer's `RoutesContext`, for the session gate and the role form.
 */
export const CatalogueProvider = ({ catalogue, children }: { catalogue: readonly CatalogueEntry[]; children: ReactNode }) => (
    <CatalogueContext.Provider value={catalogue}>
        <RoutesContext.Provider value={catalogue}>{children}</RoutesContext.Provider>
    </CatalogueContext.Provider>
);

/** The catalogue's entries, in menu order (empty outside a `CatalogueProvider`). */
export const useCatalogue = () => useContext(CatalogueContext);
