import { describe, expect, it } from 'vitest';
import {
    decodeDay,
    decodeInstant,
    decodeRange,
    decodeValues,
    encodeDay,
    encodeInstant,
    encodeRange,
    encodeValues,
} from '../../../src/schema/filters/filterCodec';

const sec = (y: number, mo: number, d: number, h = 0, mi = 0, s = 0) => new Date(y, mo - 1, d, h, mi, s).getTime() / 1000;

describe('filter encoding (docs/protocol.md §9.4)', () => {
    it('datetime and time: start,end in seconds, to the end of the last minute', () => {
        expect(encodeRange('datetime', ['2026-03-01T08:30', '2026-03-02T18:00'])).toBe(`${sec(2026, 3, 1, 8, 30)},${sec(2026, 3, 2, 18, 0, 59)}`);
        expect(encodeRange('time', ['2026-03-01T08:30', ''])).toBe(`${sec(2026, 3, 1, 8, 30)},`);
        expect(decodeRange('datetime', `${sec(2026, 3, 1, 8, 30)},${sec(2026, 3, 2, 18, 0, 59)}`)).toEqual(['2026-03-01T08:30', '2026-03-02T18:00']);
    });
    it('date: first second of the first day, last second of the last', () => {
        expect(encodeRange('date', ['2026-03-01', '2026-03-31'])).toBe(`${sec(2026, 3, 1)},${sec(2026, 3, 31, 23, 59, 59)}`);
        expect(decodeRange('date', `${sec(2026, 3, 1)},${sec(2026, 3, 31, 23, 59, 59)}`)).toEqual(['2026-03-01', '2026-03-31']);
    });
    it('datemonth: first second of the first month, last second of the last', () => {
        expect(encodeRange('datemonth', ['2026-02', '2026-02'])).toBe(`${sec(2026, 2, 1)},${sec(2026, 2, 28, 23, 59, 59)}`);
        expect(decodeRange('datemonth', `${sec(2026, 2, 1)},${sec(2026, 2, 28, 23, 59, 59)}`)).toEqual(['2026-02', '2026-02']);
    });
    it('eqdate: the day as start,end; eqtime: one instant', () => {
        expect(encodeDay('2026-05-04')).toBe(`${sec(2026, 5, 4)},${sec(2026, 5, 4, 23, 59, 59)}`);
        expect(decodeDay(encodeDay('2026-05-04'))).toBe('2026-05-04');
        expect(encodeInstant('2026-05-04T10:20')).toBe(String(sec(2026, 5, 4, 10, 20)));
        expect(decodeInstant(String(sec(2026, 5, 4, 10, 20)))).toBe('2026-05-04T10:20');
        expect(decodeInstant(String(sec(2026, 5, 4, 10, 20) * 1000))).toBe('2026-05-04T10:20');
    });
    it('number and second: min,max with either side empty', () => {
        expect(encodeRange('number', ['10', ''])).toBe('10,');
        expect(encodeRange('second', ['', '60'])).toBe(',60');
        expect(encodeRange('number', ['', ''])).toBeUndefined();
        expect(decodeRange('number', ',60')).toEqual(['', '60']);
    });
    it('checkbox: values joined with commas', () => {
        expect(encodeValues(['a', 2])).toBe('a,2');
        expect(encodeValues([])).toBeUndefined();
        expect(decodeValues('a,2')).toEqual(['a', '2']);
    });
    it('garbage in the URL decodes to empty inputs instead of failing', () => {
        expect(decodeRange('date', { x: 1 })).toEqual(['', '']);
        expect(decodeRange('date', 'abc,def')).toEqual(['', '']);
        expect(decodeDay(null)).toBe('');
        expect(decodeInstant('soon')).toBe('');
        expect(decodeValues(undefined)).toEqual([]);
    });
});
