import { useCallback, useMemo } from 'react';
import { useTranslate } from 'react-admin';
import { apiKeyOf } from '../permissions/apiGrants';
import type { HistoryOptions } from '../history/HistoryOptions';
import { usePermittedRoutes } from '../schema/usePermittedRoutes';
import { useCatalogue } from './CatalogueProvider';
import { listRoutes } from './routeLinks';
import type { CatalogueEntry } from './types';

/**
 * What the record history of a list may offer its operator, from the catalogue: restoring a
 * record where they may open its edit route (the update call's permission), a deleted one where
 * they may open its create route; and the title of each action's call, to name a revision by it.
 */
export const useRecordHistoryOptions = (list: CatalogueEntry | undefined): HistoryOptions => {
    const translate = useTranslate();
    const catalogue = useCatalogue();
    const { rowRoutes, createRoute } = useMemo(() => (list ? listRoutes(catalogue, list) : { rowRoutes: [], createRoute: undefined }), [catalogue, list]);
    const candidates = useMemo(() => [...rowRoutes, ...(createRoute ? [createRoute] : [])], [rowRoutes, createRoute]);
    const permitted = usePermittedRoutes(candidates);
    const update = permitted.some(route => route.kind === 'edit');
    const create = !!createRoute && permitted.includes(createRoute);
    const rights = useMemo(() => ({ update, create }), [update, create]);
    const callTitle = useCallback(
        (call: string) => {
            const route = rowRoutes.find(candidate => typeof candidate.action === 'object' && apiKeyOf(candidate.action.call) === apiKeyOf(call));
            return route ? translate(route.title) : undefined;
        },
        [rowRoutes, translate]
    );
    return useMemo(() => ({ rights, callTitle }), [rights, callTitle]);
};
