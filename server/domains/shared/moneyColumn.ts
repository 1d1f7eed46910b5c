import type { ColumnSpec } from '../../tables/TableSpec';
import type { LocalText } from '../../i18n/LocalText';

/** An amount column: integer cents shown as yuan with two decimals, totalled in the summary row. */
export const moneyColumn = (title: LocalText, extra: Partial<ColumnSpec> = {}): ColumnSpec => ({
    title,
    type: 'number',
    decimal: 2,
    sum: true,
    item_align: 'right',
    item_width: 120,
    ...extra,
});
