import { useCatalogue } from '../CatalogueProvider';
import { parentOf } from '../routeLinks';
import type { CatalogueEntry } from '../types';

/** The list a form, show or action route belongs to: its path, api and calls. */
export const useResourceOf = (entry: CatalogueEntry) => {
    const list = parentOf(useCatalogue(), entry);
    return { list, api: list?.api, listPath: list?.path ?? '/dashboard' };
};
