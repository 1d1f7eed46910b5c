/**
 * Number and date formats of the Workbench in the console's language: counts grouped as the
 * language groups digits, amounts (cents on the wire) in yuan, days as month and day.
 */

const intlLocale = (locale: string) => (locale === 'zh-cn' ? 'zh-CN' : locale);

export const formatCount = (value: number, locale: string) => new Intl.NumberFormat(intlLocale(locale)).format(value);

/** Cents → yuan with the currency sign, whole yuan when the amount has no fen. */
export const formatYuan = (cents: number, locale: string) =>
    new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency: 'CNY', minimumFractionDigits: cents % 100 === 0 ? 0 : 2 }).format(cents / 100);

/** Axis ticks of amounts: compact yuan (`¥1.2万`, `CN¥12K`). */
export const formatYuanCompact = (cents: number, locale: string) =>
    new Intl.NumberFormat(intlLocale(locale), { style: 'currency', currency: 'CNY', notation: 'compact', maximumFractionDigits: 1 }).format(cents / 100);

/** `YYYY-MM-DD` (a China date from the server) → month and day in the language, e.g. `11/1`, `11月1日`. */
export const formatDay = (date: string, locale: string) => {
    const [year, month, day] = date.split('-').map(Number);
    return new Intl.DateTimeFormat(intlLocale(locale), { month: 'numeric', day: 'numeric', timeZone: 'UTC' }).format(Date.UTC(year, month - 1, day));
};

/** Whether a day series has nothing to plot: every figure of every day is zero (or no day at all). */
export const isEmptySeries = <T extends { date: string }>(points: T[], figures: Array<Exclude<keyof T, 'date'>>) =>
    points.every(point => figures.every(figure => Number(point[figure]) === 0));
