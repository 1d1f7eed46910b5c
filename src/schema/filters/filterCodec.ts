import dayjs, { type Dayjs, type OpUnitType } from 'dayjs';
import type { ColumnType } from '../../dataProvider/TableDefinition';
import { INPUT_FORMATS, toDayjs, toSeconds } from '../../forms/timeValue';
import { COLUMN_TYPES } from '../columnTypes';
import { DAY_RANGE, type RangeCodec } from './rangeCodecs';

/**
 * Filter values are kept in react-admin's filter state as they travel (docs/protocol.md §9.4), so the
 * URL holds exactly what the server is sent and a reload restores it. These functions convert
 * between that wire text and what the filter inputs show.
 */

/** The codec of a range filter type; undefined for a type whose filter is not a range. */
const codecOf = (type: ColumnType): RangeCodec | undefined => {
    const { filter } = COLUMN_TYPES[type];
    return filter.input === 'range' ? filter.codec : undefined;
};

/** The text format a range type edits, named after the HTML input of that format; undefined: not a range. */
export const rangeInputType = (type: ColumnType) => codecOf(type)?.edits;

const parseInput = (text: string): Dayjs | undefined => {
    if (!text) return undefined;
    const parsed = dayjs(text);
    return parsed.isValid() ? parsed : undefined;
};

/** Clock changes that move wall-clock time back (1 h almost everywhere, 30 min on Lord Howe Island). */
const FALL_BACKS = [3600, 1800];

/**
 * The last second of `time`'s unit. A wall-clock minute in the hour that a fall-back clock change
 * repeats names two instants, and the picker's text cannot say which: the range ends after the
 * later one, so that it covers both (a filter never drops rows the operator sees in the range).
 */
const lastSecondOf = (time: Dayjs, unit: OpUnitType): number => {
    const end = time.endOf(unit);
    const wallClock = end.format('YYYY-MM-DDTHH:mm:ss');
    const later = FALL_BACKS.map(shift => end.add(shift, 'second')).find(instant => instant.format('YYYY-MM-DDTHH:mm:ss') === wallClock);
    return toSeconds(later ?? end);
};

const encodeWith = (codec: RangeCodec, [from, to]: [string, string]): string | undefined => {
    if (codec.edits === 'number') {
        const clean = (side: string) => side.trim();
        return clean(from) === '' && clean(to) === '' ? undefined : `${clean(from)},${clean(to)}`;
    }
    const start = parseInput(from);
    const end = parseInput(to);
    if (!start && !end) return undefined;
    return `${start ? toSeconds(start.startOf(codec.unit)) : ''},${end ? lastSecondOf(end, codec.unit) : ''}`;
};

/**
 * A range `[from, to]` as the inputs hold it → `start,end`. Times become the first second of
 * the first unit (minute, day or month) and the last second of the last one; numbers are sent
 * as typed; either side may be empty. Undefined when both are, or when the type is no range.
 */
export const encodeRange = (type: ColumnType, sides: [string, string]): string | undefined => {
    const codec = codecOf(type);
    return codec ? encodeWith(codec, sides) : undefined;
};

/** `start,end` from the filter state → the inputs' `[from, to]`. Garbage, or a type that is no range, gives empty sides. */
export const decodeRange = (type: ColumnType, wire: unknown): [string, string] => {
    const codec = codecOf(type);
    if (!codec || (typeof wire !== 'string' && typeof wire !== 'number')) return ['', ''];
    const [from = '', to = ''] = String(wire).split(',');
    if (codec.edits === 'number') return [from.trim(), to.trim()];
    const format = INPUT_FORMATS[codec.edits];
    const side = (text: string) => {
        const time = toDayjs(text.trim());
        return time ? time.format(format) : '';
    };
    return [side(from), side(to)];
};

/** One day (`YYYY-MM-DD`) → that day's `start,end`. */
export const encodeDay = (day: string): string | undefined => encodeWith(DAY_RANGE, [day, day]);

/** `start,end` of one day → `YYYY-MM-DD`. */
export const decodeDay = (wire: unknown): string => {
    const [from] = typeof wire === 'string' || typeof wire === 'number' ? String(wire).split(',') : [''];
    const time = toDayjs(from?.trim());
    return time ? time.format(INPUT_FORMATS.date) : '';
};

/** One instant (`YYYY-MM-DDTHH:mm`) → seconds. */
export const encodeInstant = (text: string): string | undefined => {
    const time = parseInput(text);
    return time ? String(toSeconds(time)) : undefined;
};

export const decodeInstant = (wire: unknown): string => {
    const time = toDayjs(wire);
    return time ? time.format(INPUT_FORMATS['datetime-local']) : '';
};

/** Checkbox values → `a,b`; none → undefined (no filter). */
export const encodeValues = (values: Array<string | number>): string | undefined => (values.length ? values.map(String).join(',') : undefined);

export const decodeValues = (wire: unknown): string[] =>
    typeof wire === 'string' || typeof wire === 'number'
        ? String(wire)
              .split(',')
              .map(value => value.trim())
              .filter(Boolean)
        : [];
