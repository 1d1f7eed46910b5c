import { LazyCatalogueList } from '../resources/LazyCatalogueList';
import { preloadableLazy } from '../ui/preloadableLazy';

// The signed-in console's code, split from the login page's first load: each part is fetched
// when first shown, or before that by prefetchConsole.

/** The shell: the layout with MUI's own texts in the language in use. */
export const LazyConsoleLayout = preloadableLazy(() => import('../layout/ConsoleLayout'));

/** The workbench (/dashboard). */
export const LazyDashboard = preloadableLazy(() => import('../dashboard/Dashboard'));

let prefetched = false;

/**
 * Starts fetching the usual landing (shell, workbench, list), once: the login page calls it when
 * the user starts typing, the start with a session at once. A failure is left to the page
 * that needs the code.
 */
export const prefetchConsole = () => {
    if (prefetched) return;
    prefetched = true;
    for (const chunk of [LazyConsoleLayout, LazyDashboard, LazyCatalogueList]) chunk.preload().catch(() => undefined);
};
