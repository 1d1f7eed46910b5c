import { useEffect, useRef } from 'react';
import { useLiveEvents } from './useLiveEvents';

/** A figure call that many writes move is read again at most this often (the last write is never left out). */
export const FIGURE_REFRESH_MS = 3000;

/**
 * Calls `refresh` when a `badge` event names `call` (or events were lost), at most once every
 * FIGURE_REFRESH_MS: a busy merchant's writes do not turn into a storm of Workbench calls.
 */
export const useLiveFigure = (call: string, refresh: () => void) => {
    const last = useRef(0);
    const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
    const latest = useRef(refresh);
    useEffect(() => {
        latest.current = refresh;
    });
    useEffect(() => () => clearTimeout(timer.current), []);
    useLiveEvents(event => {
        if (event.type !== 'reset' && !(event.type === 'badge' && event.data.calls.includes(call))) return;
        if (timer.current) return;
        const wait = Math.max(0, last.current + FIGURE_REFRESH_MS - Date.now());
        timer.current = setTimeout(() => {
            timer.current = undefined;
            last.current = Date.now();
            latest.current();
        }, wait);
    });
};
