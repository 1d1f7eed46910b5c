import { useEffect, useRef } from 'react';
import type { NumberedEvent } from './createLiveClient';
import { useLiveClient } from './LiveClientContext';

/**
 * Calls `onEvent` for each live event while the component is shown. A kept-alive page that is
 * hidden stops listening (React's `<Activity>` runs its effects' cleanups); shown again, it first
 * gets the events it missed meanwhile, or a `reset` when they are no longer kept.
 */
export const useLiveEvents = (onEvent: (event: NumberedEvent) => void) => {
    const client = useLiveClient();
    const handler = useRef(onEvent);
    const seen = useRef<number | undefined>(undefined);
    useEffect(() => {
        handler.current = onEvent;
    });
    useEffect(() => {
        if (!client) return;
        seen.current ??= client.lastSeq();
        return client.subscribe(event => {
            seen.current = event.seq;
            handler.current(event);
        }, seen.current);
    }, [client]);
};
