import type { OpUnitType } from 'dayjs';

/**
 * What a range filter edits (docs/protocol.md §9.4 `start,end`): numbers sent as typed, or times whose
 * bounds round out to a unit (the first second of the first minute, day or month and the last
 * second of the last one), edited in the text format named after its HTML input.
 */
export type RangeCodec = { edits: 'number' } | { edits: 'datetime-local' | 'date' | 'month'; unit: OpUnitType };

export const NUMBER_RANGE: RangeCodec = { edits: 'number' };
export const MINUTE_RANGE: RangeCodec = { edits: 'datetime-local', unit: 'minute' };
export const DAY_RANGE: RangeCodec = { edits: 'date', unit: 'day' };
export const MONTH_RANGE: RangeCodec = { edits: 'month', unit: 'month' };
