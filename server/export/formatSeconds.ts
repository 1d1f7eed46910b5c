const formatters = new Map<string, Intl.DateTimeFormat>();

/**
 * Unix seconds as `YYYY-MM-DD HH:mm:ss` (or a prefix of it) in the configured time zone:
 * exports show times the way the console does, whatever zone the server runs in.
 */
export const formatSeconds = (seconds: number, timeZone: string, length: 'datetime' | 'date' | 'month' = 'datetime'): string => {
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
    const parts = Object.fromEntries(formatter.formatToParts(new Date(seconds * 1000)).map(part => [part.type, part.value]));
    const date = `${parts.year}-${parts.month}-${parts.day}`;
    if (length === 'month') return `${parts.year}-${parts.month}`;
    if (length === 'date') return date;
    return `${date} ${parts.hour}:${parts.minute}:${parts.second}`;
};
