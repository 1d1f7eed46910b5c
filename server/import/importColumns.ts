import type { ColumnSpec, TableSpec } from '../tables/TableSpec';

export interface ImportColumn {
    name: string;
    column: ColumnSpec;
}

/** The columns an upload fills, in display order: those with `import` set. */
export const importColumns = (spec: TableSpec): ImportColumn[] =>
    Object.entries(spec.columns)
        .filter(([, column]) => column.import)
        .map(([name, column]) => ({ name, column }));
