import dayjs, { type Dayjs, type OpUnitType } from 'dayjs';
import type { ColumnType } from '../../dataProvider/TableDefinition';
import { INPUT_FORMATS, toDayjs, toSeconds } from '../../forms/timeValue';

/**
 * Filter values are kept in react-admin's filter state as they travel (docs/protocol.md §9.4), so the
 * URL holds exactly what the server is sent and a reload restores it. These functions convert
 * between that wire text and what the filter inputs show.
 */

/**
 * The text format each range-like filter type edits, named after the HTML input of that format
 * (a picker's `datetime`, `date`, `month` text, or numbers; undefined: not a range). Keyed by
 * every `ColumnType`, so a new type must say whether it is one.
 */
const RANGE_INPUTS: Record<ColumnType, 'datetime-local' | 'date' | 'month' | 'number' | undefined> = {
    datetime: 'datetime-local',
    time: 'datetime-local',
    date: 'date',
    datemonth: 'month',
    number: 'number',
    second: 'number',
    text: undefined,
    eqdate: undefined,
    eqtime: undefined,
    select: undefined,
    checkbox: undefined,
    image: undefined,
    cascade: undefined,
    hide: undefined,
};

export const rangeInputType = (type: ColumnType) => RANGE_INPUTS[type];

const unitOf = (type: ColumnType): OpUnitType => (type === 'datemonth' ? 'month' : type === 'date' || type === 'eqdate' ? 'day' : 'minute');

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

/**
 * A range `[from, to]` as the inputs hold it → `start,end`. Times become the first second of
 * the first unit (minute, day or month) and the last second of the last one; numbers are sent
 * as typed; either side may be empty. Undefined when both are.
 */
export const encodeRange = (type: ColumnType, [from, to]: [string, string]): string | undefined => {
    const input = rangeInputType(type);
    if (input === 'number') {
        const clean = (side: string) => side.trim();
        return clean(from) === '' && clean(to) === '' ? undefined : `${clean(from)},${clean(to)}`;
    }
    const unit = unitOf(type);
    const start = parseInput(from);
    const end = parseInput(to);
    if (!start && !end) return undefined;
    return `${start ? toSeconds(start.startOf(unit)) : ''},${end ? lastSecondOf(end, unit) : ''}`;
};

/** `start,end` from the filter state → the inputs' `[from, to]`. Garbage gives empty sides. */
export const decodeRange = (type: ColumnType, wire: unknown): [string, string] => {
    if (typeof wire !== 'string' && typeof wire !== 'number') return ['', ''];
    const [from = '', to = ''] = String(wire).split(',');
    const input = rangeInputType(type);
    if (input === 'number' || !input) return [from.trim(), to.trim()];
    const side = (text: string) => {
        const time = toDayjs(text.trim());
        return time ? time.format(INPUT_FORMATS[input]) : '';
    };
    return [side(from), side(to)];
};

/** One day (`YYYY-MM-DD`) → that day's `start,end`. */
export const encodeDay = (day: string): string | undefined => encodeRange('eqdate', [day, day]);

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
