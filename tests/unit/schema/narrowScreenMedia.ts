import { afterEach, beforeEach } from 'vitest';
import { NARROW_SCREEN } from '../../../src/schema/narrowScreen';
import { stubMatchMedia } from '../ui/stubMatchMedia';

/**
 * Makes the describe block it is called in run on a phone-width screen: `matchMedia` answers
 * the console's narrow-screen query (and only it) as matching, and is restored afterwards.
 */
export const onNarrowScreen = () => {
    let restore: (() => void) | undefined;
    beforeEach(() => {
        restore = stubMatchMedia(query => query === NARROW_SCREEN);
    });
    afterEach(() => restore?.());
};
