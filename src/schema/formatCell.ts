import type { FormatDate } from '../i18n/dateFormats';
import type { FormatNumber } from '../i18n/numberFormats';
import { formatMinorUnits } from '../forms/decimal';
import { splitDuration } from './duration';
import { cascadePath, optionLabel, splitValues } from './optionLabels';
import type { ColumnDefinition } from '../dataProvider/TableDefinition';
import { TIME_KINDS, formatTimeValue } from '../forms/timeValue';

type Translate = (key: string, options?: Record<string, unknown>) => string;

const isEmpty = (value: unknown) => value === null || value === undefined || value === '';

const durationText = (value: unknown, translate: Translate) => {
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

/**
 * The text of one cell, by column type (docs/protocol.md §8), times as `formatDate` writes them.
 * Images are rendered by the cell component; everything else is text here so lists, the show
 * page and the summary row agree. Numbers are grouped by `formatNumber` (the language's
 * grouping; none when not given, as in files).
 */
export const formatCell = (
    column: ColumnDefinition,
    value: unknown,
    translate: Translate,
    formatDate: FormatDate,
    formatNumber: FormatNumber = text => text
): string => {
    if (isEmpty(value)) return '';
    switch (column.type) {
        case 'datetime':
        case 'time':
        case 'eqtime':
        case 'date':
        case 'eqdate':
        case 'datemonth':
            return formatTimeValue(value, TIME_KINDS[column.type], formatDate);
        case 'second':
            return durationText(value, translate);
        case 'number': {
            const exact = formatMinorUnits(value, column.decimal);
            return exact === undefined ? String(value) : formatNumber(exact);
        }
        case 'select':
            return optionLabel(column.options, value);
        case 'checkbox':
            return splitValues(value)
                .map(one => optionLabel(column.options, one))
                .join(translate('mc.schema.listSeparator'));
        case 'cascade':
            return (cascadePath(column.options, value) ?? [String(value)]).join(' / ');
        default:
            return typeof value === 'object' ? JSON.stringify(value) : String(value);
    }
};
