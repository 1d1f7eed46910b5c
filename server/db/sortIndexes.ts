/** What index building reads of a table spec (tables/TableSpec.ts fits it; db sits below tables). */
export interface IndexedTable {
    pk: string;
    columns: Record<string, { sort?: boolean; sql?: string; sum?: boolean }>;
    top_search?: ReadonlyArray<{ name: string; type?: string; sql?: string; multi?: boolean; second_name?: string; second_sql?: string }>;
    fixedColumns?: readonly string[];
    /** A merchant's table: every sort index leads with the column holding the merchant. */
    owner?: { merchant: string } | { shared: string };
}

const PLAIN = /^[a-z_][a-z0-9_]*$/;
/** Filters that compare a column by equality (an option code), as filterConditions builds them. */
const EQUALITY_FILTERS = new Set(['select', 'cascade', 'checkbox']);

/** The sortable plain columns of a spec, the key excluded. */
const sortableColumns = (spec: IndexedTable) =>
    Object.entries(spec.columns)
        .filter(([name, column]) => column.sort && !column.sql && name !== spec.pk)
        .map(([name]) => name);

/**
 * Columns a list's sort indexes carry besides their key (`INCLUDE`): the summed columns and the
 * columns its option filters compare, so a filtered page is picked, and `_count_sum` counted and
 * summed, by an index-only scan that reads no table rows.
 */
export const coveredColumns = (spec: IndexedTable): string[] => {
    const sums = Object.entries(spec.columns)
        .filter(([, column]) => column.sum && !column.sql)
        .map(([name]) => name);
    const filters = (spec.top_search ?? [])
        .filter(search => EQUALITY_FILTERS.has(search.type ?? 'text') && !search.multi)
        .flatMap(search => [search.sql ?? search.name, ...(search.second_name ? [search.second_sql ?? search.second_name] : [])]);
    return [...new Set([...sums, ...filters])].filter(name => PLAIN.test(name));
};

/**
 * A spec as migrations written before merchants had their own rows saw it: those migrations
 * made their indexes without the merchant column, which a later migration of each domain adds
 * (`replaceSortIndexes`).
 */
export const beforeMerchants = <T extends IndexedTable>(spec: T): T => ({ ...spec, owner: undefined });

/** Each sort index of a spec: name, key columns and covered columns. */
const sortIndexList = (table: string, spec: IndexedTable) => {
    const merchant = spec.owner && 'merchant' in spec.owner ? [spec.owner.merchant] : [];
    const lead = [...merchant, ...(spec.fixedColumns ?? [])];
    // With fixed columns the key order needs its own index too (the pk index ignores the scope).
    const keys = lead.length ? [...sortableColumns(spec), spec.pk] : sortableColumns(spec);
    const covered = coveredColumns(spec);
    return keys.map(name => {
        const columns = [...lead, name, ...(name === spec.pk ? [] : [spec.pk])];
        return { name: `${[table, ...lead, name].join('_')}_sort`, columns, include: covered.filter(column => !columns.includes(column)) };
    });
};

const createIndex = (table: string, index: ReturnType<typeof sortIndexList>[number]) =>
    `CREATE INDEX IF NOT EXISTS ${index.name} ON ${table} (${index.columns.join(', ')})${index.include.length ? ` INCLUDE (${index.include.join(', ')})` : ''};`;

/**
 * Migration SQL indexing every sortable column of a table spec whose column is a plain column
 * of `table` (columns with their own `sql` expression are the domain's business). Each index
 * leads with the spec's `fixedColumns` (the scope's equalities) and ends with the primary key,
 * the list's tie-breaker: `(kind, is_black, deposit, id)` answers
 * `WHERE kind = 1 AND is_black = 0 ORDER BY deposit DESC, id DESC` by walking it backwards. It
 * covers `coveredColumns`. Those named in `existing` (already made) are left out.
 */
export const sortIndexes = (table: string, spec: IndexedTable, existing: ReadonlySet<string> = new Set()): string =>
    sortIndexList(table, spec)
        .filter(index => !existing.has(index.name))
        .map(index => createIndex(table, index))
        .join('\n');

/** The sort indexes of every list on `table`, by name: lists that sort by the same column share one index, which covers what each needs. */
const mergedSortIndexes = (table: string, specs: readonly IndexedTable[]) => {
    const byName = new Map<string, ReturnType<typeof sortIndexList>[number]>();
    for (const index of specs.flatMap(spec => sortIndexList(table, spec))) {
        const known = byName.get(index.name);
        byName.set(index.name, known ? { ...known, include: [...new Set([...known.include, ...index.include])] } : index);
    }
    return byName;
};

/** A sort index of a table: its name, key columns and covered columns. */
export interface SortIndex {
    table: string;
    name: string;
    columns: string[];
    include: string[];
}

/** The sort indexes every list with `indexOn` implies for its table, the lists on one table merged. */
export const listSortIndexes = (specs: ReadonlyArray<IndexedTable & { indexOn?: string }>): SortIndex[] => {
    const byTable = new Map<string, IndexedTable[]>();
    for (const spec of specs) if (spec.indexOn) byTable.set(spec.indexOn, [...(byTable.get(spec.indexOn) ?? []), spec]);
    return [...byTable].flatMap(([table, listed]) => [...mergedSortIndexes(table, listed).values()].map(index => ({ table, ...index })));
};

/** SQL making one sort index unless it exists (idempotent; nothing is dropped). */
export const createSortIndex = (index: SortIndex): string => createIndex(index.table, index);

/**
 * Migration SQL bringing an existing database's sort indexes of `table` to what `sortIndexes`
 * makes for `specs` (every list on that table): drops the first scheme's `(col, pk)` indexes that
 * a list with fixed conditions no longer uses (superseded by `(fixed…, col, pk)`), and rebuilds
 * the indexes that now cover columns. Idempotent on both engines: only `IF EXISTS` drops and
 * `IF NOT EXISTS` creates, so a fresh database (where the first migrations already made these
 * indexes, on empty tables) ends the same.
 */
export const rebuildSortIndexes = (table: string, specs: readonly IndexedTable[]): string => {
    const byName = mergedSortIndexes(table, specs);
    const current = [...byName.values()];
    const names = new Set(byName.keys());
    const superseded = specs
        .filter(spec => spec.fixedColumns?.length)
        .flatMap(spec => sortableColumns(spec).map(name => `${table}_${name}_sort`))
        .filter(name => !names.has(name));
    const rebuilt = current.filter(index => index.include.length);
    return [
        ...[...new Set(superseded)].map(name => `DROP INDEX IF EXISTS ${name};`),
        ...rebuilt.flatMap(index => [`DROP INDEX IF EXISTS ${index.name};`, createIndex(table, index)]),
    ].join('\n');
};

/**
 * Migration SQL replacing every sort index of `table` (the indexes named `…_sort`) with what
 * `sortIndexes` makes for `specs` today: the ones no spec makes any more are dropped, whatever
 * their name (a merchant column now leading them renames them all), and the new ones created.
 * Idempotent on both engines.
 */
export const replaceSortIndexes = (table: string, specs: readonly IndexedTable[]): string => {
    const byName = mergedSortIndexes(table, specs);
    const keep = [...byName.keys()].map(name => `'${name}'`).join(', ');
    return `DO $$ DECLARE old record; BEGIN
    FOR old IN SELECT indexname FROM pg_indexes WHERE schemaname = current_schema() AND tablename = '${table}'
                AND indexname LIKE '%\\_sort'${keep ? ` AND indexname NOT IN (${keep})` : ''} LOOP
        EXECUTE format('DROP INDEX %I', old.indexname);
    END LOOP;
END $$;
${[...byName.values()].map(index => createIndex(table, index)).join('\n')}`;
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
