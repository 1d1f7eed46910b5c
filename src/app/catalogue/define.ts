import type { CatalogueEntry } from '../../resources/types';
import type { IndustrySet, SectionId } from '../../permissions/RouteEntry';

type EntryOptions = Omit<CatalogueEntry, 'path' | 'title' | 'section' | 'kind' | 'industries'>;

/**
 * Builds a section's entries: titles are translation keys derived from the path
 * (`/dealer/store/list` → `mc.route.dealer_store_list`), so a new route needs one line here
 * and one line per catalogue in src/i18n/messages. `sectionDefaults` apply to every entry of the
 * section (`{ addon: 'jp' }`: an area that exists only while its addon is installed).
 */
export const defineSection = (section: SectionId, industries: IndustrySet, sectionDefaults: Partial<EntryOptions> = {}) => {
    const entry =
        (kind: CatalogueEntry['kind'], defaults: Partial<EntryOptions> = {}) =>
        (path: string, options: EntryOptions = {}): CatalogueEntry => ({
            path,
            title: titleKey(path),
            section,
            kind,
            industries,
            ...sectionDefaults,
            ...defaults,
            ...options,
        });
    return {
        list: entry('list'),
        page: entry('page'),
        create: entry('create', { hidden: true }),
        edit: entry('edit', { hidden: true }),
        show: entry('show', { hidden: true }),
        action: entry('action', { hidden: true }),
    };
};

/**
 * `/setting/agreement/edit/:id` → `mc.route.setting_agreement_edit`. Flat (underscores), since a
 * route can be both a page and the parent of others (`…/role` and `…/role/add`).
 */
export const titleKey = (path: string) =>
    'mc.route.' +
    path
        .split('/')
        .filter(part => part && !part.startsWith(':'))
        .join('_');
