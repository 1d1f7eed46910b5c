import { DASHBOARD_PATH } from '../config/routePaths';
import type { PageArea } from '../i18n/pageTexts';
import { ROUTE_KINDS } from '../permissions/routeKinds';
import { LazyCatalogueList } from '../resources/LazyCatalogueList';
import type { CatalogueEntry } from '../resources/types';
import type { SchemaListPrefetchDeps } from '../schema/prefetchSchemaList';
import { LazyConsoleLayout, LazyDashboard } from './consoleChunks';

const pathOf = (target: string) => target.split(/[?#]/, 1)[0];
const searchOf = (target: string) => /\?[^#]*/.exec(target)?.[0] ?? '';

/** The generated list a path (with its query) lands on, if it is one. */
export const landingList = (catalogue: readonly CatalogueEntry[], target: string) => {
    const path = pathOf(target);
    return catalogue.find(entry => entry.path === path && !entry.component && !!entry.api && ROUTE_KINDS[entry.kind].page(entry) === 'list');
};

/** The list prefetcher: its own chunk, fetched with the landing's code, so the login page's first load does not carry it. */
const loadListPrefetch = () => import('../schema/prefetchSchemaList');

/** Fetches a page area's texts in the language in use (the i18n provider's `loadPageTexts`). */
export type LoadPageTexts = (area: PageArea) => Promise<void>;

/**
 * Starts fetching the code of the page `target` leads to: the shell, and the generated list or
 * the Workbench when it is one of them (other pages fetch their code when they open), with the
 * Workbench's own texts. Only what that page shows, so nothing else competes with it. A failure
 * is left to the page.
 */
export const prefetchLandingCode = (catalogue: readonly CatalogueEntry[], target: string, loadPageTexts: LoadPageTexts) => {
    const list = landingList(catalogue, target);
    const path = pathOf(target);
    const chunks = [
        LazyConsoleLayout.preload(),
        ...(list ? [LazyCatalogueList.preload(), loadListPrefetch()] : []),
        ...([DASHBOARD_PATH, '/', ''].includes(path) ? [LazyDashboard.preload(), loadPageTexts('workbench')] : []),
    ];
    for (const chunk of chunks) chunk.catch(() => undefined);
};

/**
 * Starts fetching what the page `target` leads to opens with, once there is a session: for a
 * generated list, its definition and first rows (`prefetchSchemaList`), side by side with the
 * user's permissions that the auth provider is loading meanwhile. Resolves when done; a failure
 * is left to the page, which asks again and shows it.
 */
export const prefetchLandingData = async (catalogue: readonly CatalogueEntry[], deps: SchemaListPrefetchDeps, target: string) => {
    const list = landingList(catalogue, target);
    if (!list) return;
    const { prefetchSchemaList } = await loadListPrefetch();
    await prefetchSchemaList(deps, list, searchOf(target)).catch(() => undefined);
};
