import { afterEach, beforeEach, vi } from 'vitest';
import { NARROW_SCREEN } from '../../../src/schema/narrowScreen';

/**
 * Makes the describe block it is called in run on a phone-width screen: `matchMedia` answers
 * the console's narrow-screen query (and only it) as matching, and is restored afterwards.
 */
export const onNarrowScreen = () => {
    const original = window.matchMedia;
    beforeEach(() => {
        window.matchMedia = vi.fn((query: string) => ({
            matches: query === NARROW_SCREEN,
            media: query,
            onchange: null,
            addListener: () => {},
            removeListener: () => {},
            addEventListener: () => {},
            removeEventListener: () => {},
            dispatchEvent: () => false,
        })) as unknown as typeof window.matchMedia;
    });
    afterEach(() => {
        window.matchMedia = original;
    });
};
