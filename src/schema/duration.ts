/** Seconds split into days, hours, minutes and seconds, for `second` columns (durations). */
export const splitDuration = (value: unknown): { d: number; h: number; m: number; s: number; negative: boolean } | undefined => {
    const n = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
    if (typeof n !== 'number' || !Number.isFinite(n)) return undefined;
    const total = Math.trunc(Math.abs(n));
    return {
        d: Math.floor(total / 86400),
        h: Math.floor((total % 86400) / 3600),
        m: Math.floor((total % 3600) / 60),
        s: total % 60,
        negative: n < 0,
    };
};
