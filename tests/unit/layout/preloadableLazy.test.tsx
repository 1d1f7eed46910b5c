import { act, render, screen } from '@testing-library/react';
import { Suspense, useState, type ReactNode } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { preloadableLazy } from '../../../src/ui/preloadableLazy';

/** A page module whose arrival the test decides. */
const deferredModule = () => {
    let arrive!: () => void;
    const Page = ({ name }: { name: string }) => {
        const [clicks, setClicks] = useState(0);
        return (
            <button type="button" onClick={() => setClicks(clicks + 1)}>
                {name} {clicks}
            </button>
        );
    };
    const arrived = new Promise<{ default: typeof Page }>(resolve => (arrive = () => resolve({ default: Page })));
    const load = vi.fn(() => arrived);
    return { load, arrive: () => act(async () => arrive()) };
};

const renderIn = (element: ReactNode) => render(<Suspense fallback={<p>loading</p>}>{element}</Suspense>);

describe('preloadableLazy', () => {
    it('suspends until the code arrives when it was not prefetched', async () => {
        const { load, arrive } = deferredModule();
        const Lazy = preloadableLazy(load);
        renderIn(<Lazy name="list" />);
        expect(screen.getByText('loading')).toBeInTheDocument();
        expect(load).toHaveBeenCalledTimes(1);
        await arrive();
        expect(await screen.findByRole('button', { name: 'list 0' })).toBeInTheDocument();
    });

    it('renders at once, without the fallback, once preloaded', async () => {
        const { load, arrive } = deferredModule();
        const Lazy = preloadableLazy(load);
        const preloading = Lazy.preload();
        await arrive();
        await preloading;
        renderIn(<Lazy name="list" />);
        expect(screen.queryByText('loading')).not.toBeInTheDocument();
        expect(screen.getByRole('button', { name: 'list 0' })).toBeInTheDocument();
    });

    it('keeps a mounted page (and its state) when the code arrives by a later preload', async () => {
        const { load, arrive } = deferredModule();
        const Lazy = preloadableLazy(load);
        const { rerender } = renderIn(<Lazy name="list" />);
        await arrive();
        const button = await screen.findByRole('button', { name: 'list 0' });
        act(() => button.click());
        await act(() => Lazy.preload());
        rerender(
            <Suspense fallback={<p>loading</p>}>
                <Lazy name="list" />
            </Suspense>
        );
        expect(screen.getByRole('button', { name: 'list 1' })).toBe(button);
    });

    it('tries a failed prefetch again on the next preload', async () => {
        const load = vi
            .fn()
            .mockRejectedValueOnce(new Error('offline'))
            .mockResolvedValue({ default: () => <p>page</p> });
        const Lazy = preloadableLazy(load);
        await expect(Lazy.preload()).rejects.toThrow('offline');
        await Lazy.preload();
        renderIn(<Lazy />);
        expect(screen.getByText('page')).toBeInTheDocument();
    });
});
