import type { TableSpec } from '../tables/TableSpec';

/**
 * Migration SQL indexing every sortable column of a table spec whose column is a plain column
 * of `table` (columns with their own `sql` expression are the domain's business). Each index
 * ends with the primary key because list queries order by it as the tie-breaker.
 */
export const sortIndexes = (table: string, spec: Pick<TableSpec, 'columns' | 'pk'>): string =>
    Object.entries(spec.columns)
        .filter(([name, column]) => column.sort && !column.sql && name !== spec.pk)
        .map(([name]) => `CREATE INDEX IF NOT EXISTS ${table}_${name}_sort ON ${table} (${name}, ${spec.pk});`)
        .join('\n');
