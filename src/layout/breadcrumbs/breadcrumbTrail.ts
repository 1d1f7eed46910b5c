import type { CatalogueEntry } from '../../resources/types';
import { DASHBOARD_PATH } from '../../config/routePaths';
import { sectionTitle } from '../menu/menuSections';

export interface Crumb {
    /** Translation key. */
    title: string;
    /** Where the crumb leads; none for the current page and for section names. */
    to?: string;
}

const HOME = DASHBOARD_PATH;

/** The list a hidden page belongs to: its declared parent, else the visible page of its section sharing the longest path prefix. */
const parentOf = (catalogue: readonly CatalogueEntry[], entry: CatalogueEntry): CatalogueEntry | undefined => {
    if (entry.parent) return catalogue.find(candidate => candidate.path === entry.parent);
    if (!entry.hidden) return undefined;
    const segments = entry.path.split('/');
    let best: CatalogueEntry | undefined;
    let bestShared = 1;
    for (const candidate of catalogue) {
        if (candidate.hidden || candidate.section !== entry.section || candidate === entry) continue;
        const other = candidate.path.split('/');
        let shared = 0;
        while (shared < segments.length && shared < other.length && segments[shared] === other[shared]) shared++;
        if (shared > bestShared) {
            best = candidate;
            bestShared = shared;
        }
    }
    return best;
};

/** Home › section › parent list › page, from the catalogue alone. */
export const breadcrumbTrail = (catalogue: readonly CatalogueEntry[], entry: CatalogueEntry | undefined): Crumb[] => {
    const home = catalogue.find(candidate => candidate.path === HOME);
    const homeCrumb: Crumb = { title: home?.title ?? 'mc.route.dashboard', to: HOME };
    if (!entry) return [homeCrumb];
    if (entry.path === HOME) return [{ title: homeCrumb.title }];
    const trail: Crumb[] = [homeCrumb];
    if (entry.section !== 'dashboard') trail.push({ title: sectionTitle(entry.section) });
    const parent = parentOf(catalogue, entry);
    if (parent) trail.push({ title: parent.title, to: parent.path });
    trail.push({ title: entry.title });
    return trail;
};
