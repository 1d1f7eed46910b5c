// The configured time zone's UTC offset at an instant, in one place: exports format times in that
// zone and imports read wall-clock times of it, whatever zone the server itself runs in.

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
export const zoneOffsetAt = (seconds: number, timeZone: string): number => {
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
