import type { ColumnType } from '../dataProvider/TableDefinition';
import type { DateKind } from '../i18n/dateFormats';
import { amountFormat, cascadeFormat, durationFormat, optionFormat, optionsFormat, textFormat, timeFormat, type CellFormat } from './cellFormats';
import { DAY_RANGE, MINUTE_RANGE, MONTH_RANGE, NUMBER_RANGE, type RangeCodec } from './filters/rangeCodecs';

/** How a cell shows its value: its formatted text, or a thumbnail that opens the image. */
export type CellKind = 'text' | 'image';

/**
 * The filter input of a search item of the type (`filters/schemaFilters.tsx` draws each), with
 * what a range edits and sends (`filters/filterCodec.ts`); `none`: not filterable. A cascade
 * writes its second level under the item's `secondName`.
 */
export type FilterSpec =
    | { input: 'none' | 'text' | 'select' | 'checkbox' | 'cascade' }
    /** One day, sent as its `start,end`; one moment, sent in seconds. */
    | { input: 'day' | 'moment' }
    | { input: 'range'; codec: RangeCodec };

/** What the console does with a column or search item of one type (docs/protocol.md §9.2). */
export interface ConsoleColumnType {
    /** The text of a non-empty value: lists, cards, the show page and the summary agree. */
    format: CellFormat;
    cell: CellKind;
    filter: FilterSpec;
    /**
     * The filter field's width class: `wide` (a pair of date pickers) takes two grid cells once a
     * row holds more than one (`fieldSpan` in filters/filterForm.ts).
     */
    width: 'normal' | 'wide';
    /** What of its moment a time type shows (`time` columns hold whole moments); null: not a time. */
    timeKind: DateKind | null;
    /** Its columns are shown (lists, cards, the column chooser); `hide` columns carry data only. */
    listed: boolean;
}

const time = (timeKind: DateKind, filter: FilterSpec, width: ConsoleColumnType['width']): ConsoleColumnType => ({
    format: timeFormat(timeKind),
    cell: 'text',
    filter,
    width,
    timeKind,
    listed: true,
});

/**
 * Every column type's behaviour in the console, in one table (as ProTable's `valueType` map): a
 * type added to the protocol (`protocol/columnTypes.ts`) does not compile until it has its
 * format, cell, filter input and codec, width class, time kind and whether it is listed here. The server's
 * counterpart is `server/tables/columnTypes/columnTypes.ts`.
 */
export const COLUMN_TYPES: Record<ColumnType, ConsoleColumnType> = {
    text: { format: textFormat, cell: 'text', filter: { input: 'text' }, width: 'normal', timeKind: null, listed: true },
    hide: { format: textFormat, cell: 'text', filter: { input: 'none' }, width: 'normal', timeKind: null, listed: false },
    image: { format: textFormat, cell: 'image', filter: { input: 'none' }, width: 'normal', timeKind: null, listed: true },
    select: { format: optionFormat, cell: 'text', filter: { input: 'select' }, width: 'normal', timeKind: null, listed: true },
    checkbox: { format: optionsFormat, cell: 'text', filter: { input: 'checkbox' }, width: 'normal', timeKind: null, listed: true },
    cascade: { format: cascadeFormat, cell: 'text', filter: { input: 'cascade' }, width: 'normal', timeKind: null, listed: true },
    eqdate: time('date', { input: 'day' }, 'normal'),
    eqtime: time('datetime', { input: 'moment' }, 'normal'),
    datetime: time('datetime', { input: 'range', codec: MINUTE_RANGE }, 'wide'),
    time: time('datetime', { input: 'range', codec: MINUTE_RANGE }, 'wide'),
    date: time('date', { input: 'range', codec: DAY_RANGE }, 'wide'),
    datemonth: time('month', { input: 'range', codec: MONTH_RANGE }, 'wide'),
    number: { format: amountFormat, cell: 'text', filter: { input: 'range', codec: NUMBER_RANGE }, width: 'normal', timeKind: null, listed: true },
    second: { format: durationFormat, cell: 'text', filter: { input: 'range', codec: NUMBER_RANGE }, width: 'normal', timeKind: null, listed: true },
};
