import { useCallback, useEffect, useState } from 'react';

/** Seconds left of a countdown started with `start(seconds)`; 0 when idle. Ticks once a second. */
export const useCountdown = () => {
    const [left, setLeft] = useState(0);
    const running = left > 0;

    useEffect(() => {
        if (!running) return;
        const timer = setInterval(() => setLeft(value => Math.max(0, value - 1)), 1000);
        return () => clearInterval(timer);
    }, [running]);

    const start = useCallback((seconds: number) => setLeft(Math.max(0, Math.floor(seconds))), []);
    return { left, start };
};
