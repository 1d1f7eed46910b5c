import { act } from '@testing-library/react';
import type { LiveEvent } from '../../../protocol/liveEvents';
import type { LiveClient, NumberedEvent } from '../../../src/live/createLiveClient';

/** A live client the test speaks for: always live, and `emit` hands an event to whoever listens (inside React's act). */
export const fakeLiveClient = () => {
    const listeners = new Set<(event: NumberedEvent) => void>();
    let seq = 0;
    const client: LiveClient = {
        start: () => undefined,
        stop: () => undefined,
        resume: () => undefined,
        status: () => 'live',
        onStatus: () => () => undefined,
        subscribe: listener => {
            listeners.add(listener);
            return () => void listeners.delete(listener);
        },
        lastSeq: () => seq,
    };
    const emit = (event: LiveEvent) => act(() => listeners.forEach(listener => listener({ ...event, seq: ++seq } as NumberedEvent)));
    return { client, emit };
};
