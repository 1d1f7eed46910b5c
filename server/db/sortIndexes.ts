/** What index building reads of a table spec (tables/TableSpec.ts fits it; db sits below tables). */
export interface IndexedTable {
    pk: string;
    columns: Record<string, { sort?: boolean; sql?: string }>;
    fixedColumns?: readonly string[];
}

/**
 * Migration SQL indexing every sortable column of a table spec whose column is a plain column
 * of `table` (columns with their own `sql` expression are the domain's business). Each index
 * leads with the spec's `fixedColumns` (the scope's equalities) and ends with the primary key,
 * the list's tie-breaker: `(kind, is_black, deposit, id)` answers
 * `WHERE kind = 1 AND is_black = 0 ORDER BY deposit DESC, id DESC` by walking it backwards.
 */
export const sortIndexes = (table: string, spec: IndexedTable): string => {
    const lead = spec.fixedColumns ?? [];
    const sortable = Object.entries(spec.columns)
        .filter(([name, column]) => column.sort && !column.sql && name !== spec.pk)
        .map(([name]) => name);
    // With fixed columns the key order needs its own index too (the pk index ignores the scope).
    const keys = lead.length ? [...sortable, spec.pk] : sortable;
    return keys
        .map(name => {
            const columns = [...lead, name, ...(name === spec.pk ? [] : [spec.pk])];
            return `CREATE INDEX IF NOT EXISTS ${[table, ...lead, name].join('_')}_sort ON ${table} (${columns.join(', ')});`;
        })
        .join('\n');
};

/**
 * Migration SQL for trigram GIN indexes on text columns searched by substring (`ILIKE '%…%'`,
 * see filterConditions), with the pg_trgm extension they need. Both engines ship it: PGlite
 * loads it at open (createPgliteDb), PostgreSQL has it in contrib (a trusted extension).
 */
export const trigramIndexes = (table: string, columns: string[]): string =>
    [
        'CREATE EXTENSION IF NOT EXISTS pg_trgm;',
        ...columns.map(column => `CREATE INDEX IF NOT EXISTS ${table}_${column}_trgm ON ${table} USING gin (${column} gin_trgm_ops);`),
    ].join('\n');
