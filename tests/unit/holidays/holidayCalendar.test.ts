import { describe, expect, it } from 'vitest';
import {
    HolidayDataError,
    checkDays,
    countByType,
    initialYear,
    isCalendarDate,
    parseHolidayConf,
    parseHolidayDays,
    savePayload,
    sortDays,
} from '../../../src/holidays/holidayCalendar';

const conf = parseHolidayConf({
    names: ['元旦', '春节'],
    types: [
        { value: 1, label: '放假' },
        { value: '2', label: '调休上班' },
    ],
    years: [2025, '2026', 2027],
});

describe('holiday replies', () => {
    it('reads the configuration, numbers as sent in text included', () => {
        expect(conf).toEqual({
            names: ['元旦', '春节'],
            types: [
                { value: 1, label: '放假' },
                { value: 2, label: '调休上班' },
            ],
            years: [2025, 2026, 2027],
        });
    });

    it('refuses a configuration or calendar that is not what the protocol promises', () => {
        expect(() => parseHolidayConf(null)).toThrow(HolidayDataError);
        expect(() => parseHolidayConf({ names: '元旦', types: [], years: [] })).toThrow(HolidayDataError);
        expect(() => parseHolidayConf({ names: [], types: [{ value: 'x', label: 1 }], years: [] })).toThrow(HolidayDataError);
        expect(() => parseHolidayDays({ year: 2026 })).toThrow(HolidayDataError);
        expect(() => parseHolidayDays({ days: [{ date: 20260101, name: '元旦', type: 1 }] })).toThrow('day 1 is malformed');
    });

    it('reads the days in date order', () => {
        const days = parseHolidayDays({
            year: 2026,
            days: [
                { date: '2026-02-16', name: '春节', type: '1' },
                { date: '2026-01-01', name: '元旦', type: 1 },
            ],
        });
        expect(days.map(day => day.date)).toEqual(['2026-01-01', '2026-02-16']);
        expect(days[1].type).toBe(1);
    });
});

describe('checks before saving', () => {
    it('accepts a correct calendar', () => {
        expect(
            checkDays(
                [
                    { date: '2026-01-01', name: '元旦', type: 1 },
                    { date: '2026-02-14', name: '春节', type: 2 },
                ],
                2026,
                conf
            )
        ).toEqual([]);
    });

    it('names each row that the server would refuse, and why', () => {
        const problems = checkDays(
            [
                { date: '', name: '元旦', type: 1 },
                { date: '2026-02-30', name: '春节', type: 1 },
                { date: '2027-01-01', name: '元旦', type: 1 },
                { date: '2026-01-01', name: '元旦', type: 1 },
                { date: '2026-01-01', name: '', type: 3 },
            ],
            2026,
            conf
        );
        expect(problems.map(problem => [problem.index, problem.message, problem.args])).toEqual([
            [0, 'mc.holiday.problem.dateRequired', { row: 1 }],
            [1, 'mc.holiday.problem.dateInvalid', { row: 2 }],
            [2, 'mc.holiday.problem.otherYear', { row: 3, year: 2026 }],
            [4, 'mc.holiday.problem.duplicate', { row: 5, date: '2026-01-01' }],
            [4, 'mc.holiday.problem.nameRequired', { row: 5 }],
            [4, 'mc.holiday.problem.typeRequired', { row: 5 }],
        ]);
    });

    it('knows real calendar days', () => {
        expect(isCalendarDate('2028-02-29')).toBe(true);
        expect(isCalendarDate('2026-02-29')).toBe(false);
        expect(isCalendarDate('2026-1-1')).toBe(false);
    });
});

describe('the page state', () => {
    it('saves the year with its days as JSON text, in date order and with only the day fields', () => {
        const payload = savePayload(2026, [
            { date: '2026-10-01', name: '国庆节', type: 1 },
            { date: '2026-01-01', name: '元旦', type: 1, extra: 'x' } as never,
        ]);
        expect(payload.year).toBe(2026);
        expect(JSON.parse(payload.days)).toEqual([
            { date: '2026-01-01', name: '元旦', type: 1 },
            { date: '2026-10-01', name: '国庆节', type: 1 },
        ]);
    });

    it('keeps rows without a date last, in the order they were added', () => {
        const days = sortDays([
            { date: '', name: 'a', type: 1 },
            { date: '2026-05-01', name: 'b', type: 1 },
            { date: '', name: 'c', type: 1 },
            { date: '2026-01-01', name: 'd', type: 1 },
        ]);
        expect(days.map(day => day.name)).toEqual(['d', 'b', 'a', 'c']);
    });

    it('opens on this year when offered, else the latest offered', () => {
        expect(initialYear([2025, 2026, 2027], new Date(2026, 5, 1))).toBe(2026);
        expect(initialYear([2025, 2026, 2027], new Date(2030, 5, 1))).toBe(2027);
        expect(initialYear([], new Date(2030, 5, 1))).toBe(2030);
    });

    it('counts days off and swapped working days', () => {
        expect(
            countByType([
                { date: '', name: '', type: 1 },
                { date: '', name: '', type: 2 },
                { date: '', name: '', type: 1 },
            ])
        ).toEqual({ off: 2, working: 1 });
    });
});
