import type { CatalogueEntry } from '../../resources/types';
import type { SectionId } from '../../permissions/RouteEntry';

export interface MenuSection {
    section: SectionId;
    /** Translation key of the section name (icon rail, second-level menu title). */
    title: string;
    entries: CatalogueEntry[];
}

export const sectionTitle = (section: SectionId) => `mc.section.${section}`;

/**
 * The menu: the catalogue's visible entries that `permitted` lets through, grouped by section
 * in catalogue order. Hidden entries (actions, sub-pages) never appear; a section with nothing
 * left is left out.
 */
export const menuSections = (catalogue: readonly CatalogueEntry[], permitted: (entry: CatalogueEntry) => boolean): MenuSection[] => {
    const sections = new Map<SectionId, MenuSection>();
    for (const entry of catalogue) {
        if (entry.hidden || !permitted(entry)) continue;
        let section = sections.get(entry.section);
        if (!section) {
            section = { section: entry.section, title: sectionTitle(entry.section), entries: [] };
            sections.set(entry.section, section);
        }
        section.entries.push(entry);
    }
    return [...sections.values()];
};
