import { createHash } from 'node:crypto';
import type { Db } from '../../core/Db';
import { MERCHANT_COLUMN } from '../../core/TableOwner';
import { MERCHANT_POLICY } from '../../db/rowSecurity';
import { quoteIdentifier } from '../../db/merchantScope';

/**
 * A table of the merchant's business as this database holds it: what exporting, importing and
 * removing a merchant need to know of it. Read from the database itself rather than listed, so a
 * table a domain or a declaration adds is carried and removed with the rest: the merchant tables
 * are the ones start-up gave the merchant policy (db/rowSecurity, from every domain's and
 * declaration's `owners`).
 */
export interface MerchantTable {
    name: string;
    /** Its columns in table order. */
    columns: string[];
    /** Its primary key's columns: the order rows are archived in. */
    key: string[];
    /** Columns filled from a sequence (`serial`), with the sequence. */
    sequences: Array<{ column: string; sequence: string }>;
    /** The other merchant tables its rows refer to (foreign keys). */
    parents: string[];
    /** Its unique keys that do not include the merchant: kept unique across every merchant. */
    marketplaceKeys: string[][];
    /** Its references to tables that are not a merchant's (the platform's addon catalogue). */
    outsideReferences: Array<{ columns: string[]; parent: string; parentColumns: string[] }>;
}

/** A merchant number as an SQL literal (a cursor's query takes no parameters). */
const literal = (text: string) => {
    if (!/^[\w-]{1,64}$/.test(text)) throw new Error(`not a merchant number: ${JSON.stringify(text.slice(0, 70))}`);
    return `'${text}'`;
};

/** Every merchant table, parents before the tables that refer to them (then by name). */
export const readMerchantTables = async (db: Db): Promise<MerchantTable[]> => {
    const { rows: tables } = await db.query<{ name: string; oid: number }>(
        `SELECT c.relname::text AS name, c.oid::int AS oid FROM pg_policy p JOIN pg_class c ON c.oid = p.polrelid
          WHERE p.polname = $1 AND c.relnamespace = current_schema()::regnamespace ORDER BY c.relname`,
        [MERCHANT_POLICY]
    );
    const oids = tables.map(table => table.oid);
    const { rows: columns } = await db.query<{ oid: number; name: string; serial: string | null }>(
        `SELECT a.attrelid::int AS oid, a.attname::text AS name, pg_get_serial_sequence(a.attrelid::regclass::text, a.attname) AS serial
           FROM pg_attribute a WHERE a.attrelid = ANY($1::oid[]) AND a.attnum > 0 AND NOT a.attisdropped ORDER BY a.attrelid, a.attnum`,
        [oids]
    );
    const { rows: indexes } = await db.query<{ oid: number; primary: boolean; columns: string[] | null }>(
        `SELECT x.indrelid::int AS oid, x.indisprimary AS primary,
                (SELECT array_agg(a.attname::text ORDER BY k.n) FROM unnest(x.indkey) WITH ORDINALITY k(attnum, n)
                   JOIN pg_attribute a ON a.attrelid = x.indrelid AND a.attnum = k.attnum) AS columns
           FROM pg_index x WHERE x.indrelid = ANY($1::oid[]) AND x.indisunique AND x.indpred IS NULL AND 0 <> ALL (x.indkey)`,
        [oids]
    );
    const { rows: references } = await db.query<{ oid: number; parent: number; parentName: string; columns: string[]; parentColumns: string[] }>(
        `SELECT c.conrelid::int AS oid, c.confrelid::int AS parent, c.confrelid::regclass::text AS "parentName",
                (SELECT array_agg(a.attname::text ORDER BY k.n) FROM unnest(c.conkey) WITH ORDINALITY k(attnum, n)
                   JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = k.attnum) AS columns,
                (SELECT array_agg(a.attname::text ORDER BY k.n) FROM unnest(c.confkey) WITH ORDINALITY k(attnum, n)
                   JOIN pg_attribute a ON a.attrelid = c.confrelid AND a.attnum = k.attnum) AS "parentColumns"
           FROM pg_constraint c WHERE c.contype = 'f' AND c.conrelid = ANY($1::oid[])`,
        [oids]
    );
    const nameOf = new Map(tables.map(table => [table.oid, table.name]));
    const described = tables.map(({ name, oid }): MerchantTable => {
        const own = columns.filter(column => column.oid === oid);
        const unique = indexes.filter(index => index.oid === oid && index.columns);
        const primary = unique.find(index => index.primary)?.columns ?? own.map(column => column.name);
        return {
            name,
            columns: own.map(column => column.name),
            key: primary,
            sequences: own.flatMap(column => (column.serial ? [{ column: column.name, sequence: column.serial }] : [])),
            parents: [
                ...new Set(references.filter(ref => ref.oid === oid && ref.parent !== oid && nameOf.has(ref.parent)).map(ref => nameOf.get(ref.parent)!)),
            ].sort(),
            marketplaceKeys: unique.map(index => index.columns!).filter(key => !key.includes(MERCHANT_COLUMN)),
            outsideReferences: references
                .filter(ref => ref.oid === oid && !nameOf.has(ref.parent))
                .map(ref => ({ columns: ref.columns, parent: ref.parentName, parentColumns: ref.parentColumns })),
        };
    });
    return parentsFirst(described);
};

/** Tables ordered so that every table comes after the tables it refers to. */
export const parentsFirst = (tables: MerchantTable[]): MerchantTable[] => {
    const byName = new Map(tables.map(table => [table.name, table]));
    const ordered: MerchantTable[] = [];
    const placed = new Set<string>();
    const visiting = new Set<string>();
    const place = (table: MerchantTable) => {
        if (placed.has(table.name)) return;
        if (visiting.has(table.name)) throw new Error(`merchant tables refer to each other in a cycle through ${table.name}`);
        visiting.add(table.name);
        for (const parent of table.parents) if (byName.has(parent)) place(byName.get(parent)!);
        visiting.delete(table.name);
        placed.add(table.name);
        ordered.push(table);
    };
    for (const table of tables) place(table);
    return ordered;
};

/**
 * The tables in groups that refer to each other (connected by foreign keys), each group's tables
 * children first: a group can be deleted in one transaction without leaving a row that points at a
 * deleted one, and no group refers to another.
 */
export const tableGroups = (tables: MerchantTable[]): MerchantTable[][] => {
    const group = new Map<string, number>();
    const ordered = parentsFirst(tables);
    const find = (name: string): number => group.get(name) ?? -1;
    let next = 0;
    for (const table of ordered) {
        const joined = [...new Set(table.parents.map(find).filter(id => id >= 0))];
        const id = joined[0] ?? next++;
        group.set(table.name, id);
        // Tables it joins together become one group.
        for (const other of joined.slice(1)) for (const [name, value] of group) if (value === other) group.set(name, id);
    }
    const groups = new Map<number, MerchantTable[]>();
    for (const table of ordered) groups.set(group.get(table.name)!, [...(groups.get(group.get(table.name)!) ?? []), table]);
    return [...groups.values()].map(members => members.reverse());
};

/**
 * The version of the merchant tables' shape: every table's columns with their types, in table
 * order. Two deployments with the same version hold a merchant's rows the same way, so an archive
 * of one imports into the other column for column.
 */
export const schemaVersion = async (db: Db, tables: readonly MerchantTable[]): Promise<string> => {
    const { rows } = await db.query<{ shape: string }>(
        `SELECT c.relname || '(' || string_agg(a.attname || ' ' || format_type(a.atttypid, a.atttypmod), ', ' ORDER BY a.attnum) || ')' AS shape
           FROM pg_class c JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
          WHERE c.relname = ANY($1::text[]) AND c.relnamespace = current_schema()::regnamespace
          GROUP BY c.relname ORDER BY c.relname`,
        [tables.map(table => table.name)]
    );
    return createHash('sha256')
        .update(rows.map(row => row.shape).join('\n'))
        .digest('hex')
        .slice(0, 16);
};

/**
 * `SELECT` of one merchant's rows of a table as PostgreSQL's own JSON text, one per row, in key
 * order: every type written the way `json_populate_recordset` reads it back.
 */
export const rowsAsJsonSql = (table: MerchantTable, suid: string) =>
    `SELECT row_to_json(t)::text AS line FROM ${quoteIdentifier(table.name)} t WHERE t.${MERCHANT_COLUMN} = ${literal(suid)} ORDER BY ${table.key.map(column => `t.${quoteIdentifier(column)}`).join(', ')}`;
