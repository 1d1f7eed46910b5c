import { message, titleParam, type Message } from '../i18n/Message';
import { declaredText } from './declaredText';
import { isTwoLevelCascade, writeOf, type Column, type Declaration } from './declaredColumns';

/**
 * A declared cascade column is two stored values, as the hand-written province and city are: the
 * first level under the column's own name and the second under `second`. The console's cascade
 * field writes both, its filter sends both, and its cell finds the deeper one in the option tree.
 */
export interface CascadeColumn {
    name: string;
    second: string;
    column: Column;
}

export const cascadeColumns = (declaration: Pick<Declaration, 'columns'>): CascadeColumn[] =>
    Object.entries(declaration.columns).flatMap(([name, column]) => (isTwoLevelCascade(column) ? [{ name, second: column.second, column }] : []));

/** The second level's options, every branch's together. */
export const secondOptions = (column: Column) => (column.options ?? []).flatMap(option => option.children ?? []);

const isNumeric = (values: ReadonlyArray<{ value: string | number }>) => values.length > 0 && values.every(option => typeof option.value === 'number');

/** Whether a level's values are stored as integers (all numbers) or as text. */
export const levelIsNumeric = {
    first: (column: Column) => isNumeric(column.options ?? []),
    second: (column: Column) => isNumeric(secondOptions(column)),
};

/**
 * The value the list shows and sorts by: the second level when one is set, else the first (the
 * cell finds either in the tree). Numbers stay numbers when both levels are, so 4403 sorts after
 * 440; mixed levels compare as text.
 */
export const cascadeCellSql = ({ name, second, column }: CascadeColumn) => {
    const numeric = { first: levelIsNumeric.first(column), second: levelIsNumeric.second(column) };
    const cast = numeric.first && numeric.second ? '' : '::text';
    return `(CASE WHEN ${second} <> ${numeric.second ? '0' : "''"} THEN ${second}${cast} ELSE ${name}${cast} END)`;
};

/**
 * The sort index of each sortable cascade column, on the expression the list orders by (the
 * plain columns' indexes are `db/sortIndexes`'s): led by the scope's fixed columns, ended by
 * the key, as theirs are. Those named in `existing` (already made) are left out.
 */
export const cascadeSortIndexes = (
    declaration: Pick<Declaration, 'columns' | 'table'>,
    fixedColumns: readonly string[],
    existing: ReadonlySet<string> = new Set()
): string =>
    cascadeColumns(declaration)
        .filter(cascade => cascade.column.sort)
        .map(cascade => ({ cascade, name: `${[declaration.table, ...fixedColumns, cascade.name].join('_')}_sort` }))
        .filter(({ name }) => !existing.has(name))
        .map(
            ({ cascade, name }) =>
                `CREATE INDEX IF NOT EXISTS ${name} ON ${declaration.table} (${[...fixedColumns, cascadeCellSql(cascade), 'id'].join(', ')});`
        )
        .join('\n');

const blank = (value: unknown) => value === undefined || value === null || value === '' || value === 0;

/**
 * The message for a write whose two levels do not belong together (the first value of `values`,
 * else of the stored row, and the same for the second), or undefined when they do.
 */
export const cascadeMismatch = (
    declaration: Pick<Declaration, 'columns'>,
    values: Record<string, unknown>,
    existing: Record<string, unknown> | undefined
): Message | undefined => {
    for (const { name, second, column } of cascadeColumns(declaration)) {
        const first = values[name] ?? existing?.[name];
        const next = values[second] ?? existing?.[second];
        if (blank(first) && blank(next)) continue;
        const branch = (column.options ?? []).find(option => String(option.value) === String(first));
        if (!branch || (!blank(next) && !(branch.children ?? []).some(child => String(child.value) === String(next)))) {
            const title = writeOf(column)?.title ?? column.title;
            return message('{title}不正确，请重新选择', { title: titleParam(declaredText(title)) });
        }
    }
    return undefined;
};
