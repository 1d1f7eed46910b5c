import { describe, expect, it } from 'vitest';
import { sessionEventEnds } from '../../../src/live/sessionEventEnds';

describe('a live session event, after its grace', () => {
    it('signs out the session it ended, still stored and live (revoked elsewhere: a suspension, another tab)', () => {
        expect(sessionEventEnds('old', 'old', true)).toBe(true);
    });

    it('leaves a session signed in since, in this tab or another: signing it out would revoke it', () => {
        expect(sessionEventEnds('old', 'new', true)).toBe(false);
        // The tab's own logout had cleared the session when the event came: a later sign-in stays.
        expect(sessionEventEnds(undefined, 'new', true)).toBe(false);
    });

    it('does nothing once the session is gone or has expired here', () => {
        expect(sessionEventEnds('old', undefined, false)).toBe(false);
        expect(sessionEventEnds('old', 'old', false)).toBe(false);
    });
});
