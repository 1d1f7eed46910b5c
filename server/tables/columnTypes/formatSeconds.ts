import { zoneOffsetAt } from '../../core/zoneOffsetAt';

const pad = (n: number) => (n < 10 ? `0${n}` : String(n));

/**
 * Unix seconds as `YYYY-MM-DD HH:mm:ss` (or a prefix of it) in the configured time zone:
 * exports show times the way the console does, whatever zone the server runs in. Cheap per
 * call (a cached offset and arithmetic): exports format millions of them.
 */
export const formatSeconds = (seconds: number, timeZone: string, length: 'datetime' | 'date' | 'month' = 'datetime'): string => {
    const whole = Math.floor(seconds);
    const local = new Date((whole + zoneOffsetAt(whole, timeZone)) * 1000);
    const month = `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}`;
    if (length === 'month') return month;
    const date = `${month}-${pad(local.getUTCDate())}`;
    if (length === 'date') return date;
    return `${date} ${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:${pad(local.getUTCSeconds())}`;
};
