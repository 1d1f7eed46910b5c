import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { useDataProvider } from 'react-admin';
import type { MerchantDataProvider } from '../../dataProvider/dataProvider';
import { OVERVIEW_CALL, parseOverview, type Overview, type OverviewDays } from './overviewReply';
import { useLiveFigure } from '../../live/useLiveFigure';

/** A Workbench shown again after this long asks for fresh figures; sooner, it shows what it has. */
export const REVEAL_REFRESH_AFTER_MS = 60_000;

/** Whether figures fetched at `updatedAt` (ms) are old enough to refetch on a reveal at `now`. */
export const isStaleOnReveal = (updatedAt: number, now: number) => updatedAt > 0 && now - updatedAt >= REVEAL_REFRESH_AFTER_MS;

/**
 * The overview for a range. The tab bar keeps the Workbench alive and forbids refetches on
 * reveal (src/layout/README.md); React's `<Activity>` runs a hidden page's effects again when
 * it is shown, so the effect below is where a reveal after 60 s or more refetches, in place. The
 * live stream's badge events refetch it too, without polling.
 */
export const useOverview = (days: OverviewDays) => {
    const dataProvider = useDataProvider<MerchantDataProvider>();
    const query = useQuery<Overview>({
        queryKey: ['mc.workbench.overview', days],
        queryFn: ({ signal }) => dataProvider.call(OVERVIEW_CALL, { params: { days }, signal }).then(parseOverview),
        retry: false,
        placeholderData: keepPreviousData,
    });
    const latest = useRef(query);
    latest.current = query;
    useEffect(() => {
        const { dataUpdatedAt, isFetching, refetch } = latest.current;
        if (!isFetching && isStaleOnReveal(dataUpdatedAt, Date.now())) void refetch();
    }, []);
    // Other operators' writes move the figures: the live stream says when (a badge event naming the call).
    useLiveFigure(OVERVIEW_CALL, () => void latest.current.refetch());
    return query;
};
