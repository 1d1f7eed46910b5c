import type { ColumnDefinition } from '../dataProvider/TableDefinition';
import { formatMinorUnits } from '../forms/decimal';
import { formatTimeValue } from '../forms/timeValue';
import type { DateKind, FormatDate } from '../i18n/dateFormats';
import type { FormatNumber } from '../i18n/numberFormats';
import { splitDuration } from './duration';
import { cascadePath, optionLabel, splitValues } from './optionLabels';

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** What a cell's text depends on besides its value: the language's words, dates and numbers. */
export interface FormatEnv {
    translate: Translate;
    formatDate: FormatDate;
    /** Groups a number's digits (the language's grouping; none in files). */
    formatNumber: FormatNumber;
}

/** The text of a non-empty value of a column. */
export type CellFormat = (value: unknown, column: ColumnDefinition, env: FormatEnv) => string;

/** As sent; a structured value as its JSON. */
export const textFormat: CellFormat = value => (typeof value === 'object' ? JSON.stringify(value) : String(value));

/** A time as the language writes this much of it. */
export const timeFormat =
    (kind: DateKind): CellFormat =>
    (value, _column, env) =>
        formatTimeValue(value, kind, env.formatDate);

/** Seconds as days, hours, minutes and seconds (`1h2m5s`). */
export const durationFormat: CellFormat = (value, _column, { translate }) => {
    const parts = splitDuration(value);
    if (!parts) return String(value);
    const { d, h, m, s, negative } = parts;
    const text = [
        d ? translate('mc.schema.duration.days', { n: d }) : '',
        h ? translate('mc.schema.duration.hours', { n: h }) : '',
        m ? translate('mc.schema.duration.minutes', { n: m }) : '',
        s || (!d && !h && !m) ? translate('mc.schema.duration.seconds', { n: s }) : '',
    ].join('');
    return negative ? `-${text}` : text;
};

/** Minor units with the column's decimals, exactly, grouped as the language groups them. */
export const amountFormat: CellFormat = (value, column, env) => {
    const exact = formatMinorUnits(value, column.decimal);
    return exact === undefined ? String(value) : env.formatNumber(exact);
};

/** The option's label. */
export const optionFormat: CellFormat = (value, column) => optionLabel(column.options, value);

/** Each value's label, joined as the language lists them. */
export const optionsFormat: CellFormat = (value, column, { translate }) =>
    splitValues(value)
        .map(one => optionLabel(column.options, one))
        .join(translate('mc.schema.listSeparator'));

/** The labels from the root down to the value (`广东省 / 广州市`). */
export const cascadeFormat: CellFormat = (value, column) => (cascadePath(column.options, value) ?? [String(value)]).join(' / ');
