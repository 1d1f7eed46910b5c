/**
 * The platform's public-holiday calendar (/supertube/platform/festival): what
 * `seller/systemSet/HolidaySetConf` and `HolidaySetInfo?year=` answer, checked before the page
 * shows it, and the checks and payload of `HolidaySetSave {year, days}` (days as JSON text).
 */

/** The calls of /supertube/platform/festival (docs/console.md §7); the catalogue grants them with the page. */
export const HOLIDAY_CALLS = {
    conf: 'seller/systemSet/HolidaySetConf',
    info: 'seller/systemSet/HolidaySetInfo',
    save: 'seller/systemSet/HolidaySetSave',
} as const;

/** One day off (type 1) or swapped working day (type 2). */
export interface HolidayDay {
    /** `YYYY-MM-DD`; empty while a new row has no date yet. */
    date: string;
    name: string;
    type: number;
}

export interface HolidayOption {
    value: number;
    label: string;
}

export interface HolidayConf {
    /** The holiday names a day may carry (元旦, 春节…). */
    names: string[];
    types: HolidayOption[];
    years: number[];
}

/** A reply that is not what the protocol promises: the page says so instead of guessing. */
export class HolidayDataError extends Error {
    constructor(what: string) {
        super(`holiday data: ${what}`);
        this.name = 'HolidayDataError';
    }
}

const isRecord = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day in `YYYY-MM-DD` (no 2027-02-30). */
export const isCalendarDate = (text: string) => {
    if (!DATE.test(text)) return false;
    const [year, month, day] = text.split('-').map(Number);
    const date = new Date(Date.UTC(year, month - 1, day));
    return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
};

export const parseHolidayConf = (raw: unknown): HolidayConf => {
    if (!isRecord(raw)) throw new HolidayDataError('configuration is not an object');
    const { names, types, years } = raw;
    if (!Array.isArray(names) || !names.every(name => typeof name === 'string')) throw new HolidayDataError('names is not a list of texts');
    if (!Array.isArray(years) || !years.every(year => Number.isInteger(Number(year)))) throw new HolidayDataError('years is not a list of years');
    if (!Array.isArray(types) || !types.every(type => isRecord(type) && Number.isInteger(Number(type.value)) && typeof type.label === 'string')) {
        throw new HolidayDataError('types is not a list of options');
    }
    return {
        names: names as string[],
        types: (types as Array<Record<string, unknown>>).map(type => ({ value: Number(type.value), label: type.label as string })),
        years: years.map(Number),
    };
};

/** The days of `HolidaySetInfo`, in date order. */
export const parseHolidayDays = (raw: unknown): HolidayDay[] => {
    const list = isRecord(raw) ? raw.days : undefined;
    if (!Array.isArray(list)) throw new HolidayDataError('days is not a list');
    return sortDays(
        list.map((item, index) => {
            if (!isRecord(item) || typeof item.date !== 'string' || typeof item.name !== 'string' || !Number.isInteger(Number(item.type))) {
                throw new HolidayDataError(`day ${index + 1} is malformed`);
            }
            return { date: item.date, name: item.name, type: Number(item.type) };
        })
    );
};

/** Dated rows in date order; rows still without a date stay last, in the order they were added. */
export const sortDays = (days: HolidayDay[]): HolidayDay[] =>
    [...days].sort((a, b) => (a.date && b.date ? a.date.localeCompare(b.date) : a.date ? -1 : b.date ? 1 : 0));

/** The year shown first: this year when the server offers it, else the latest it offers. */
export const initialYear = (years: number[], now = new Date()) =>
    years.includes(now.getFullYear()) ? now.getFullYear() : years.length ? Math.max(...years) : now.getFullYear();

/** What can be wrong with one row: the translation key of each problem. */
export const DAY_PROBLEMS = {
    dateRequired: 'mc.holiday.problem.dateRequired',
    dateInvalid: 'mc.holiday.problem.dateInvalid',
    otherYear: 'mc.holiday.problem.otherYear',
    duplicate: 'mc.holiday.problem.duplicate',
    nameRequired: 'mc.holiday.problem.nameRequired',
    typeRequired: 'mc.holiday.problem.typeRequired',
} as const;

/** A problem of one row (0-based `index`): its message key and the message's arguments. */
export interface DayProblem {
    index: number;
    message: (typeof DAY_PROBLEMS)[keyof typeof DAY_PROBLEMS];
    args: Record<string, string | number>;
}

/** What HolidaySetSave would refuse, row by row, found before anything is sent. */
export const checkDays = (days: HolidayDay[], year: number, conf: HolidayConf): DayProblem[] => {
    const problems: DayProblem[] = [];
    const seen = new Set<string>();
    days.forEach((day, index) => {
        const row = index + 1;
        const problem = (key: keyof typeof DAY_PROBLEMS, args: DayProblem['args'] = {}) =>
            problems.push({ index, message: DAY_PROBLEMS[key], args: { row, ...args } });
        if (!day.date) problem('dateRequired');
        else if (!isCalendarDate(day.date)) problem('dateInvalid');
        else if (!day.date.startsWith(`${year}-`)) problem('otherYear', { year });
        else if (seen.has(day.date)) problem('duplicate', { date: day.date });
        if (day.date) seen.add(day.date);
        if (!conf.names.includes(day.name)) problem('nameRequired');
        if (!conf.types.some(type => type.value === day.type)) problem('typeRequired');
    });
    return problems;
};

/** The body of `HolidaySetSave`: the year and the days as JSON text, in date order. */
export const savePayload = (year: number, days: HolidayDay[]) => ({
    year,
    days: JSON.stringify(sortDays(days).map(({ date, name, type }) => ({ date, name, type }))),
});

/** How many days off and swapped working days the calendar holds. */
export const countByType = (days: HolidayDay[]) => ({
    off: days.filter(day => day.type === 1).length,
    working: days.filter(day => day.type === 2).length,
});
