/** China has one time zone and no daylight saving: day and month starts are UTC+8 arithmetic. */
const OFFSET = 8 * 3600;
const DAY = 86_400;

export const chinaDayStart = (seconds: number) => Math.floor((seconds + OFFSET) / DAY) * DAY - OFFSET;

export const chinaMonthStart = (seconds: number) => {
    const local = new Date((seconds + OFFSET) * 1000);
    return Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), 1) / 1000 - OFFSET;
};
