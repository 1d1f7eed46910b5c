import type { Db } from '../core/Db';
import { quoteIdentifier } from './merchantScope';

/**
 * Runs a bulk load with FORCE ROW LEVEL SECURITY lifted from the tables of the current schema,
 * then forced again, inside the caller's transaction. COPY refuses a table whose row-level
 * security binds its user, and FORCE binds the owner; a seed writes every merchant's rows as the
 * owner with its reason, which the owner's policy allows anyway, so the load is the same either
 * way. The change is DDL in the same transaction: no other session ever sees the tables unforced
 * (it waits on their lock), and a failed load leaves them as they were.
 */
export const withRowSecurityUnforced = async <T>(tx: Db, load: () => Promise<T>): Promise<T> => {
    const { rows } = await tx.query<{ name: string }>(
        `SELECT relname AS name FROM pg_class WHERE relkind = 'r' AND relforcerowsecurity AND relnamespace = current_schema()::regnamespace ORDER BY relname`
    );
    const alter = (force: 'FORCE' | 'NO FORCE') => rows.map(({ name }) => `ALTER TABLE ${quoteIdentifier(name)} ${force} ROW LEVEL SECURITY;`).join('\n');
    if (rows.length) await tx.exec(alter('NO FORCE'));
    const result = await load();
    if (rows.length) await tx.exec(alter('FORCE'));
    return result;
};
