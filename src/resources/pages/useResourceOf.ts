import { catalogue } from '../../app/catalogue';
import { parentOf } from '../routeLinks';
import type { CatalogueEntry } from '../types';

/** The list a form, show or action route belongs to: its path, api and calls. */
export const useResourceOf = (entry: CatalogueEntry, routes: readonly CatalogueEntry[] = catalogue) => {
    const list = parentOf(routes, entry);
    return { list, api: list?.api, listPath: list?.path ?? '/dashboard' };
};
