import type { ColumnDefinition } from '../dataProvider/TableDefinition';

/**
 * The column whose summary cell carries the 合计 label: the first visible one, when it has no
 * total of its own (then the label is as wide as that column, never squeezed into the checkbox
 * column); undefined when the first column is itself a total.
 */
export const summaryLabelColumn = (visibleInOrder: readonly ColumnDefinition[]) => {
    const first = visibleInOrder[0];
    return first && !first.sum ? first.name : undefined;
};
