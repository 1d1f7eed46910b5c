const formatters = new Map<string, Intl.DateTimeFormat>();

const formatterOf = (timeZone: string) => {
    let formatter = formatters.get(timeZone);
    if (!formatter) {
        formatter = new Intl.DateTimeFormat('en-GB', {
            timeZone,
            year: 'numeric',
            month: '2-digit',
            day: '2-digit',
            hour: '2-digit',
            minute: '2-digit',
            second: '2-digit',
            hourCycle: 'h23',
        });
        formatters.set(timeZone, formatter);
    }
    return formatter;
};

/** UTC offsets change only at multiples of 15 minutes (UTC), so one lookup serves a quarter hour. */
const QUARTER = 900;
const offsets = new Map<string, Map<number, number>>();

/** The zone's UTC offset in seconds at that instant, asked of Intl once per quarter hour. */
const offsetAt = (seconds: number, timeZone: string): number => {
    let zone = offsets.get(timeZone);
    if (!zone) offsets.set(timeZone, (zone = new Map()));
    const quarter = Math.floor(seconds / QUARTER);
    let offset = zone.get(quarter);
    if (offset === undefined) {
        const start = quarter * QUARTER;
        const parts = Object.fromEntries(
            formatterOf(timeZone)
                .formatToParts(new Date(start * 1000))
                .map(part => [part.type, part.value])
        );
        const local = Date.UTC(+parts.year, +parts.month - 1, +parts.day, +parts.hour, +parts.minute, +parts.second) / 1000;
        offset = local - start;
        if (zone.size > 100_000) zone.clear();
        zone.set(quarter, offset);
    }
    return offset;
};

const pad = (n: number) => (n < 10 ? `0${n}` : String(n));

/**
 * Unix seconds as `YYYY-MM-DD HH:mm:ss` (or a prefix of it) in the configured time zone:
 * exports show times the way the console does, whatever zone the server runs in. Cheap per
 * call (a cached offset and arithmetic): exports format millions of them.
 */
export const formatSeconds = (seconds: number, timeZone: string, length: 'datetime' | 'date' | 'month' = 'datetime'): string => {
    const whole = Math.floor(seconds);
    const local = new Date((whole + offsetAt(whole, timeZone)) * 1000);
    const month = `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}`;
    if (length === 'month') return month;
    const date = `${month}-${pad(local.getUTCDate())}`;
    if (length === 'date') return date;
    return `${date} ${pad(local.getUTCHours())}:${pad(local.getUTCMinutes())}:${pad(local.getUTCSeconds())}`;
};
