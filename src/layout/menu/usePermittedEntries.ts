import { useMemo } from 'react';
import { useCanAccessResources } from 'react-admin';
import { useCatalogue } from '../../resources/CatalogueProvider';
import type { CatalogueEntry } from '../../resources/types';

/**
 * Which catalogue routes the user may open, by asking the auth provider's `canAccess` for each
 * route path (react-admin's own mechanism, so menus, search, tabs and buttons agree). While the
 * answer is pending nothing is permitted, so no forbidden entry flashes by.
 */
export const usePermittedEntries = () => {
    const catalogue = useCatalogue();
    const routePaths = useMemo(() => catalogue.map(entry => entry.path), [catalogue]);
    const { canAccess, isPending } = useCanAccessResources({ action: 'list', resources: routePaths });
    return useMemo(() => {
        const isPermitted = (entry: CatalogueEntry) => !!canAccess?.[entry.path];
        return { isPending, isPermitted, entries: catalogue.filter(isPermitted) };
    }, [catalogue, canAccess, isPending]);
};
