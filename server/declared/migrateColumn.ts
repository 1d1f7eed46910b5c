import type { Db } from '../core/Db';
import type { StorageColumn } from './storageColumns';
import type { ColumnMigration } from './tableDeclarationSchema';

/** A column's stored type change that a declaration asks for, and where it stands. */
export interface TypeChange {
    file: string;
    table: string;
    column: StorageColumn;
    /** The type it is stored as now (information_schema's name). */
    stored: string;
    /** The type it is declared as now (information_schema's name). */
    wanted: string;
    migrate: ColumnMigration;
}

/** One applied migration as `declared_tables.migrations` records it. */
interface AppliedMigration {
    column: string;
    from: string;
    to: string;
    using: string;
    at: string;
    rows: number;
}

/** Why a start stops on a declared migration; nothing of the table was changed. */
export class MigrationRefused extends Error {
    /** What failed, without what start-up does about it (a designer save says its own). */
    constructor(readonly reason: string) {
        super(`${reason}; nothing was changed and the server does not start`);
        this.name = 'MigrationRefused';
    }
}

const sameStep = (applied: AppliedMigration, { column, stored, wanted, migrate }: TypeChange) =>
    applied.column === column.name && applied.from === stored && applied.to === wanted && applied.using === migrate.using;

/**
 * Changes one declared column's stored type with the declaration's `using` expression, inside
 * the start-up transaction of its table, and records it in `declared_tables.migrations`; answers
 * the start-up notice. Applied once: a step already recorded is not run again. Refused (throws,
 * so the transaction rolls back) when the column is not stored as `migrate.from`, or when a
 * row's value does not convert (the database's own words name the value).
 */
export const migrateColumn = async (tx: Db, change: TypeChange): Promise<string> => {
    const { file, table, column, stored, wanted, migrate } = change;
    const at = `${file}: columns.${column.name}.migrate`;
    const { rows: owner } = await tx.query<{ migrations: AppliedMigration[] | string }>('SELECT migrations FROM declared_tables WHERE name = $1', [table]);
    const raw = owner[0]?.migrations ?? [];
    const applied: AppliedMigration[] = typeof raw === 'string' ? JSON.parse(raw) : raw;
    if (applied.some(step => sameStep(step, change)))
        return `${at}: ${table}.${column.name} was migrated from ${stored} to ${wanted} before and is ${stored} again; not applied twice (change it by hand)`;
    if (stored !== migrate.from) throw new MigrationRefused(`${at}.from: ${table}.${column.name} is stored as ${stored}, not ${migrate.from}`);
    const count = Number((await tx.query<{ n: number }>(`SELECT count(*) AS n FROM ${table}`)).rows[0].n);
    try {
        await tx.exec(
            `ALTER TABLE ${table} ALTER COLUMN ${column.name} DROP DEFAULT, ` +
                `ALTER COLUMN ${column.name} TYPE ${column.sql} USING (${migrate.using}), ` +
                `ALTER COLUMN ${column.name} SET DEFAULT ${column.default}`
        );
    } catch (error) {
        throw new MigrationRefused(
            `${at}: the rows of ${table} do not convert from ${stored} to ${wanted} using ${migrate.using}: ${(error as Error).message}`
        );
    }
    const step: AppliedMigration = { column: column.name, from: stored, to: wanted, using: migrate.using, at: new Date().toISOString(), rows: count };
    await tx.query('UPDATE declared_tables SET migrations = $2 WHERE name = $1', [table, JSON.stringify([...applied, step])]);
    return `${file}: column ${table}.${column.name} changed from ${stored} to ${wanted} using ${migrate.using} (${count} rows)`;
};
