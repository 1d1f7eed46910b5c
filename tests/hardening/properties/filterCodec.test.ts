import dayjs from 'dayjs';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { ColumnType } from '../../../src/dataProvider/TableDefinition';
import {
    decodeDay,
    decodeInstant,
    decodeRange,
    decodeValues,
    encodeDay,
    encodeInstant,
    encodeRange,
    encodeValues,
    rangeInputType,
} from '../../../src/schema/filters/filterCodec';
import { checkProperty } from '../support/checkProperty';

// A zone with daylight saving, so days of 23 and 25 hours and repeated hours are among the cases
// (Node applies a TZ set at run time; this worker only).
process.env.TZ = 'America/New_York';

// Every filter type of docs/protocol.md §9.4 and the codec functions its filter uses.
const RANGE_TYPES: ColumnType[] = ['datetime', 'time', 'date', 'datemonth', 'number', 'second'];
const FORMATS = { 'datetime-local': 'YYYY-MM-DDTHH:mm', date: 'YYYY-MM-DD', month: 'YYYY-MM' } as const;

/** A local moment between 1971 and 2100 (10-digit seconds), at minute precision. */
const moment = fc.integer({ min: 40_000_000, max: 4_102_444_800 / 60 }).map(minutes => dayjs(minutes * 60_000));
const side = (format: string) =>
    fc.option(
        moment.map(m => m.format(format)),
        { nil: '' }
    );
/** What a number input holds: any text but the separator, as typed (spaces trimmed on the wire). */
const numberText = fc.oneof(
    fc.integer().map(String),
    fc.double({ noNaN: true, noDefaultInfinity: true }).map(String),
    fc.string({ unit: fc.constantFrom(...'0123456789.- e+') })
);

describe('filter codec round trips (docs/protocol.md §9.4)', () => {
    it('every range type: inputs → wire → inputs gives the inputs back, and the wire is stable', async () => {
        await checkProperty(
            'filter codec: ranges',
            fc.property(
                fc.constantFrom(...RANGE_TYPES).chain(type => {
                    const input = rangeInputType(type)!;
                    const sideArb = input === 'number' ? fc.tuple(numberText, numberText) : fc.tuple(side(FORMATS[input]), side(FORMATS[input]));
                    return fc.tuple(fc.constant(type), sideArb);
                }),
                ([type, [from, to]]) => {
                    const wire = encodeRange(type, [from, to]);
                    if (from.trim() === '' && to.trim() === '') {
                        expect(wire).toBeUndefined();
                        return;
                    }
                    expect(wire).toMatch(/^[^,]*,[^,]*$/);
                    const decoded = decodeRange(type, wire);
                    expect(decoded).toEqual([from.trim(), to.trim()]);
                    expect(encodeRange(type, decoded)).toBe(wire);
                }
            )
        );
    });

    it('a range wire of seconds decodes to the minute, day or month that contains it', async () => {
        await checkProperty(
            'filter codec: wire ranges',
            fc.property(fc.constantFrom<ColumnType>('datetime', 'time', 'date', 'datemonth'), moment, moment, (type, a, b) => {
                const wire = `${a.unix()},${b.unix()}`;
                const decoded = decodeRange(type, wire);
                const again = encodeRange(type, decoded)!;
                const [start, end] = again.split(',').map(Number);
                // The re-encoded range covers the sent one: start at or before, end at or after.
                expect(start).toBeLessThanOrEqual(a.unix());
                expect(end).toBeGreaterThanOrEqual(b.unix());
                expect(decodeRange(type, again)).toEqual(decoded);
            })
        );
    });

    it('eqdate days, single instants and checkbox values round-trip', async () => {
        await checkProperty(
            'filter codec: day, instant, values',
            fc.property(
                moment,
                fc.uniqueArray(
                    fc.string({ minLength: 1, maxLength: 8 }).filter(v => !v.includes(',') && v.trim() === v && v !== ''),
                    { maxLength: 6 }
                ),
                (m, values) => {
                    const day = m.format(FORMATS.date);
                    const dayWire = encodeDay(day)!;
                    expect(decodeDay(dayWire)).toBe(day);
                    const [start, end] = dayWire.split(',').map(Number);
                    expect(end - start).toBeGreaterThanOrEqual(23 * 3600 - 1); // a whole day (23 h on a DST change)
                    const instant = m.format(FORMATS['datetime-local']);
                    expect(decodeInstant(encodeInstant(instant))).toBe(instant);
                    const wire = encodeValues(values);
                    if (!values.length) expect(wire).toBeUndefined();
                    else expect(decodeValues(wire)).toEqual(values);
                }
            )
        );
    });

    it('garbage in the URL decodes to empty inputs, never a throw', async () => {
        await checkProperty(
            'filter codec: garbage wire',
            fc.property(fc.constantFrom(...RANGE_TYPES, 'eqdate' as ColumnType), fc.oneof(fc.anything(), fc.string()), (type, wire) => {
                const [from, to] = decodeRange(type, wire);
                expect(typeof from).toBe('string');
                expect(typeof to).toBe('string');
                expect(typeof decodeDay(wire)).toBe('string');
                expect(typeof decodeInstant(wire)).toBe('string');
                expect(Array.isArray(decodeValues(wire))).toBe(true);
            })
        );
    });
});
