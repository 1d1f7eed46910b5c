import { useCounters } from '../../dataProvider/counters/useCounters';
import type { CatalogueEntry } from '../../resources/types';
import type { MenuBadgeSource } from '../../dataProvider/counters/MenuBadgeSource';

/** The badge numbers of the menu entries whose catalogue entry names a counter (zero shows none). */
export const useMenuBadges = (entries: readonly CatalogueEntry[]): Record<string, number> => {
    const withBadge = entries.filter((entry): entry is CatalogueEntry & { badge: MenuBadgeSource } => !!entry.badge);
    const values = useCounters(withBadge.map(entry => entry.badge));
    const badges: Record<string, number> = {};
    withBadge.forEach((entry, index) => {
        const value = values[index];
        if (value) badges[entry.path] = value;
    });
    return badges;
};
