import { preloadableLazy } from '../ui/preloadableLazy';

// The signed-in console's code, split from the login page's first load: each part is fetched
// when first shown, or before that by the landing's prefetch (landingPrefetch.ts).

/** The shell: the layout with MUI's own texts in the language in use. */
export const LazyConsoleLayout = preloadableLazy(() => import('../layout/ConsoleLayout'));

/** The workbench (/dashboard). */
export const LazyDashboard = preloadableLazy(() => import('../dashboard/Dashboard'));
