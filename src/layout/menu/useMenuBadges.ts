import { useQueries } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { MerchantDataProvider } from '../../dataProvider/dataProvider';
import type { CatalogueEntry, MenuBadgeSource } from '../../resources/types';
import { readCounter } from './readCounter';

const callKey = (source: MenuBadgeSource) => `${source.call}?${JSON.stringify(source.params ?? {})}`;

/**
 * The badge numbers of the menu entries whose catalogue entry names a counter, with one request
 * per distinct counter call; a failed or malformed counter shows no badge rather than an error.
 */
export const useMenuBadges = (entries: readonly CatalogueEntry[]): Record<string, number> => {
    const dataProvider = useDataProvider<MerchantDataProvider>();
    const withBadge = entries.filter((entry): entry is CatalogueEntry & { badge: MenuBadgeSource } => !!entry.badge);
    const calls = [...new Map(withBadge.map(entry => [callKey(entry.badge), entry.badge])).values()];
    const replies = useQueries({
        queries: calls.map(source => ({
            queryKey: ['mc.menuBadge', callKey(source)],
            queryFn: ({ signal }: { signal: AbortSignal }) =>
                dataProvider.call(source.call, { params: source.params, signal, hideError: true }),
            retry: false,
        })),
        combine: results => new Map(calls.map((source, index) => [callKey(source), results[index]?.data])),
    });
    const badges: Record<string, number> = {};
    for (const entry of withBadge) {
        const value = readCounter(replies.get(callKey(entry.badge)), entry.badge.field);
        if (value) badges[entry.path] = value;
    }
    return badges;
};
