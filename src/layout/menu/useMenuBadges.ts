import { useCounters } from '../../dataProvider/counters/useCounters';
import { usePageSettled } from '../usePageSettled';
import type { CatalogueEntry } from '../../resources/types';
import type { MenuBadgeSource } from '../../dataProvider/counters/MenuBadgeSource';

/**
 * The badge numbers of the menu entries whose catalogue entry names a counter (zero shows none),
 * asked once the page's own reads are done: the badges never hold a page's first rows back.
 */
export const useMenuBadges = (entries: readonly CatalogueEntry[]): Record<string, number> => {
    const withBadge = entries.filter((entry): entry is CatalogueEntry & { badge: MenuBadgeSource } => !!entry.badge);
    const values = useCounters(
        withBadge.map(entry => entry.badge),
        { enabled: usePageSettled() }
    );
    const badges: Record<string, number> = {};
    withBadge.forEach((entry, index) => {
        const value = values[index];
        if (value) badges[entry.path] = value;
    });
    return badges;
};
