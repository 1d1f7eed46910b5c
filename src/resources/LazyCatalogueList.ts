import type { CatalogueEntry } from './types';
import { preloadableLazy } from '../ui/preloadableLazy';

/**
 * The generated list page, where most catalogue entries (and login redirects) land: its own
 * chunk, fetched when first shown or before that by the App's prefetch of the console.
 */
export const LazyCatalogueList = preloadableLazy<{ entry: CatalogueEntry }>(() =>
    import('./CatalogueList').then(module => ({ default: module.CatalogueList }))
);
