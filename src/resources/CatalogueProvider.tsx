import { createContext, useContext, type ReactNode } from 'react';
import { RouteEntriesContext } from '../permissions/RouteEntriesContext';
import type { CatalogueEntry } from './types';

const CatalogueContext = createContext<readonly CatalogueEntry[] | undefined>(undefined);

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

/**
 * The catalogue's entries, in menu order. Outside a `CatalogueProvider` it throws: an empty
 * catalogue would not fail, it would show no menu and refuse every route.
 */
export const useCatalogue = () => {
    const catalogue = useContext(CatalogueContext);
    if (!catalogue) throw new Error('useCatalogue: no CatalogueProvider above this component');
    return catalogue;
};
