import type { ColumnDefinition } from '../dataProvider/TableDefinition';
import type { FieldChange } from '../dataProvider/recordHistory';
import type { FormatDate } from '../i18n/dateFormats';
import type { FormatNumber } from '../i18n/numberFormats';
import { formatCell } from '../schema/formatCell';

export interface ChangeTextEnv {
    translate: (key: string, options?: Record<string, unknown>) => string;
    formatDate: FormatDate;
    formatNumber: FormatNumber;
}

/** The column a change's values are shown by: the type the server gave them (option labels already resolved). */
const columnOf = (change: Pick<FieldChange, 'field' | 'type' | 'decimal'>): ColumnDefinition => ({
    name: change.field,
    title: '',
    type: change.type,
    sort: false,
    decimal: change.decimal ?? 0,
    options: [],
    sum: false,
    showTableRow: true,
});

/**
 * One value of a change as the list shows it: a time in the operator's format, an amount with its
 * decimals, the rest as sent; an empty value says so, and an image is named rather than shown.
 */
export const changeText = (change: Pick<FieldChange, 'field' | 'type' | 'decimal'>, value: unknown, env: ChangeTextEnv): string => {
    if (value === null || value === undefined || value === '') return env.translate('mc.history.emptyValue');
    if (change.type === 'image') return env.translate('mc.history.image');
    return formatCell(columnOf(change), value, env.translate, env.formatDate, env.formatNumber) || env.translate('mc.history.emptyValue');
};
