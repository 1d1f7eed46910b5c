import type { TableSpec } from './TableSpec';

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The SQL of a column or search field: its own `sql`, or the column of that name. */
export const columnSql = (spec: TableSpec, name: string): string => spec.columns[name]?.sql ?? quote(name);
