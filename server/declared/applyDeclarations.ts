import type { Db } from '../core/Db';
import { nowSeconds } from '../core/nowSeconds';
import { readFields } from '../domains/shared/validate';
import { declaredFieldRules } from './declaredFieldRules';
import { sortIndexes } from '../db/sortIndexes';
import { cascadeSortIndexes } from './cascadeColumns';
import type { DeclaredTable } from './readTableDeclarations';
import { STORED_AS, storageColumns, TENANT_COLUMN, type StorageColumn } from './storageColumns';
import { migrateColumn } from './migrateColumn';
import { declaredTableSpec } from './declaredTableSpec';
import { VERSION_COLUMN } from '../db/recordHistory';

const columnSql = (column: StorageColumn) =>
    column.sql === 'serial' ? `${column.name} serial PRIMARY KEY` : `${column.name} ${column.sql} NOT NULL DEFAULT ${column.default}`;

/** The record of which tables declarations made (and their applied migrations); idempotent, and no DDL once it is there. */
export const ensureDeclaredTables = async (db: Db) => {
    const { rows } = await db.query<{ present: boolean }>(
        `SELECT EXISTS (SELECT 1 FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
                         WHERE c.relname = 'declared_tables' AND c.relnamespace = current_schema()::regnamespace
                           AND a.attname = 'migrations' AND NOT a.attisdropped) AS present`
    );
    if (rows[0].present) return;
    await db.exec(`CREATE TABLE IF NOT EXISTS declared_tables (
        name text PRIMARY KEY,
        file text NOT NULL,
        applied_at timestamptz NOT NULL DEFAULT now()
    );
    ALTER TABLE declared_tables ADD COLUMN IF NOT EXISTS migrations jsonb NOT NULL DEFAULT '[]'`);
};

/**
 * Brings the database to the declarations, at every start (inside the start-up lock): creates a
 * missing table, adds new columns (existing rows get the column's default) and indexes every
 * sortable column. It never drops anything, and retypes a column only when its declaration says
 * how (`migrate`, applied once and recorded in `declared_tables.migrations`): a column no longer
 * declared is kept with its data, and one whose declared type changed without `migrate` keeps its
 * type; each is answered as a notice for the start-up log. A table that exists without having been created from a declaration (a
 * hand-written domain's) is refused, so a declaration can never alter another domain's table.
 */
export const applyDeclarations = async (db: Db, tables: readonly DeclaredTable[]): Promise<string[]> => {
    if (!tables.length) return [];
    await ensureDeclaredTables(db);
    const notices: string[] = [];
    for (const table of tables) notices.push(...(await db.transaction(tx => applyDeclaration(tx, table))));
    return notices;
};

/**
 * One declaration's schema change inside the caller's transaction (start-up's, or a designer
 * save's): the same steps either way. Answers its notices.
 */
export const applyDeclaration = async (tx: Db, { file, declaration }: DeclaredTable): Promise<string[]> => {
    const notices: string[] = [];
    const { table } = declaration;
    const { rows: existing } = await tx.query<{ column_name: string; data_type: string }>(
        `SELECT column_name, data_type FROM information_schema.columns
                 WHERE table_schema = current_schema() AND table_name = $1 ORDER BY ordinal_position`,
        [table]
    );
    const { rows: found } = await tx.query<{ owned: boolean; indexes: string[] }>(
        `SELECT EXISTS (SELECT 1 FROM declared_tables WHERE name = $1) AS owned,
                ARRAY(SELECT indexname::text FROM pg_indexes WHERE schemaname = current_schema() AND tablename = $1) AS indexes`,
        [table]
    );
    const { owned, indexes: indexed } = found[0];
    if (existing.length && !owned)
        throw new Error(`${file}: table "${table}" already exists and was not created from a declaration; choose another table name`);
    const wanted = storageColumns(declaration);
    const present = new Map(existing.map(c => [c.column_name, c.data_type]));
    if (!existing.length) {
        await tx.exec(`CREATE TABLE ${table} (\n    ${wanted.map(columnSql).join(',\n    ')}\n)`);
        const rules = declaredFieldRules(declaration);
        for (const row of declaration.seed) {
            const values: Record<string, unknown> = { ...readFields(row, rules), create_time: nowSeconds(), update_time: nowSeconds() };
            const names = Object.keys(values);
            await tx.query(
                `INSERT INTO ${table} (${names.join(', ')}) VALUES (${names.map((_, i) => `$${i + 1}`).join(', ')})`,
                names.map(name => values[name])
            );
        }
    } else {
        // Counted only for the notice that needs it: a count reads the whole table.
        const existingRows = async () => Number((await tx.query<{ n: number }>(`SELECT count(*) AS n FROM ${table}`)).rows[0].n);
        for (const column of wanted) {
            const type = present.get(column.name);
            if (type === undefined) {
                await tx.exec(`ALTER TABLE ${table} ADD COLUMN IF NOT EXISTS ${columnSql(column)}`);
                notices.push(
                    column === TENANT_COLUMN
                        ? `${file}: ${table} is now perMerchant; its ${await existingRows()} existing rows belong to no merchant and are shown to none (set their ${column.name} by hand)`
                        : `${file}: column ${table}.${column.name} added`
                );
            } else if (type !== STORED_AS[column.sql]) {
                const migrate = declaration.columns[column.name]?.migrate;
                notices.push(
                    migrate
                        ? await migrateColumn(tx, { file, table, column, stored: type, wanted: STORED_AS[column.sql], migrate })
                        : `${file}: column ${table}.${column.name} is stored as ${type} but now declared ${column.sql}; kept as ${type} (a "migrate" on the column converts it)`
                );
            }
        }
        const declared = new Set(wanted.map(c => c.name));
        for (const name of present.keys()) {
            // A record's version is the server's own column (db/recordHistory), never a declared one.
            if (!declared.has(name) && name !== VERSION_COLUMN)
                notices.push(
                    `${file}: column ${table}.${name} is no longer declared; kept in the database with its data (drop it by hand when it is not needed)`
                );
        }
    }
    // A perMerchant table's indexes lead with its merchant column; a cascade's is on the expression its list orders by.
    const merchant = declaration.perMerchant ? [TENANT_COLUMN.name] : [];
    const { pk, columns, owner } = declaredTableSpec(declaration);
    // Those already there are left alone: a start on an up-to-date database sends no DDL.
    const made = new Set(indexed);
    const indexes = [sortIndexes(table, { pk, columns, owner }, made), cascadeSortIndexes(declaration, merchant, made)].filter(Boolean).join('\n');
    if (indexes) await tx.exec(indexes);
    await tx.query('INSERT INTO declared_tables (name, file) VALUES ($1, $2) ON CONFLICT (name) DO UPDATE SET file = $2, applied_at = now()', [table, file]);
    return notices;
};
