import { vi } from 'vitest';

/**
 * Makes `window.matchMedia` answer every media query with `matches(query)` (jsdom has no media
 * queries of its own); answers the function that puts the previous one back.
 */
export const stubMatchMedia = (matches: (query: string) => boolean) => {
    const original = window.matchMedia;
    window.matchMedia = vi.fn((query: string) => ({
        matches: matches(query),
        media: query,
        onchange: null,
        addListener: () => {},
        removeListener: () => {},
        addEventListener: () => {},
        removeEventListener: () => {},
        dispatchEvent: () => false,
    })) as unknown as typeof window.matchMedia;
    return () => {
        window.matchMedia = original;
    };
};
