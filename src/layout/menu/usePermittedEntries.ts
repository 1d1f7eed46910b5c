import { useDeferredValue, useMemo } from 'react';
import { useCanAccessResources } from 'react-admin';
import { useCatalogue } from '../../resources/CatalogueProvider';
import type { CatalogueEntry } from '../../resources/types';

/**
 * Which catalogue routes the user may open, by asking the auth provider's `canAccess` for each
 * route path (react-admin's own mechanism, so menus, search, tabs and buttons agree). While the
 * answer is pending nothing is permitted, so no forbidden entry flashes by.
 *
 * The answer reaches the menus in a background render of their own (React's deferred value): it
 * arrives as a signed-in page's first content mounts, and the menus, the side rail and the menu
 * search rendered with it would otherwise hold that content's first paint.
 */
export const usePermittedEntries = () => {
    const catalogue = useCatalogue();
    const routePaths = useMemo(() => catalogue.map(entry => entry.path), [catalogue]);
    const answer = useCanAccessResources({ action: 'list', resources: routePaths });
    const canAccess = useDeferredValue(answer.canAccess);
    const isPending = useDeferredValue(answer.isPending);
    return useMemo(() => {
        const isPermitted = (entry: CatalogueEntry) => !!canAccess?.[entry.path];
        return { isPending, isPermitted, entries: catalogue.filter(isPermitted) };
    }, [catalogue, canAccess, isPending]);
};
