import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { Activity, useState } from 'react';
import { AdminContext, memoryStore, type DataProvider } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { isStaleOnReveal, REVEAL_REFRESH_AFTER_MS, useOverview } from '../../../src/dashboard/overview/useOverview';
import { emptyOverview } from './overviewFixtures';

const Figures = () => {
    const { data } = useOverview(7);
    return <p>{data ? `days ${data.days}` : 'loading'}</p>;
};

/** The Workbench inside an `<Activity>`, as the tab bar keeps it; a button hides and shows it. */
const KeptWorkbench = () => {
    const [shown, setShown] = useState(true);
    return (
        <>
            <button onClick={() => setShown(!shown)}>toggle</button>
            <Activity mode={shown ? 'visible' : 'hidden'}>
                <Figures />
            </Activity>
        </>
    );
};

afterEach(() => vi.restoreAllMocks());

describe('useOverview', () => {
    it('calls figures stale on a reveal after 60 s, not before', () => {
        expect(isStaleOnReveal(1_000, 1_000 + REVEAL_REFRESH_AFTER_MS - 1)).toBe(false);
        expect(isStaleOnReveal(1_000, 1_000 + REVEAL_REFRESH_AFTER_MS)).toBe(true);
        expect(isStaleOnReveal(0, 1_000_000)).toBe(false);
    });

    it('refetches when revealed after 60 s or more, and not when revealed sooner', async () => {
        let now = 1_800_000_000_000;
        vi.spyOn(Date, 'now').mockImplementation(() => now);
        const call = vi.fn(async () => emptyOverview(7));
        // No refetch on mount or focus of its own: only the reveal rule decides.
        const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, refetchOnWindowFocus: false } } });
        render(
            <MemoryRouter>
                <AdminContext dataProvider={{ call } as unknown as DataProvider} queryClient={queryClient} store={memoryStore()}>
                    <KeptWorkbench />
                </AdminContext>
            </MemoryRouter>
        );
        expect(await screen.findByText('days 7')).toBeInTheDocument();
        expect(call).toHaveBeenCalledTimes(1);
        expect(call).toHaveBeenCalledWith('seller/dashboard/Overview', expect.objectContaining({ params: { days: 7 } }));

        const toggle = () => act(() => screen.getByRole('button', { name: 'toggle' }).click());
        toggle();
        now += REVEAL_REFRESH_AFTER_MS - 1_000;
        toggle();
        await act(async () => undefined);
        expect(call).toHaveBeenCalledTimes(1);

        toggle();
        now += REVEAL_REFRESH_AFTER_MS;
        toggle();
        await waitFor(() => expect(call).toHaveBeenCalledTimes(2));
    });
});
