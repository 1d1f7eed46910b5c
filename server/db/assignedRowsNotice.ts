import type { Db } from '../core/Db';
import { MERCHANT_COLUMN } from '../core/TableOwner';
import type { Migration } from './Migration';

/**
 * What start-up tells after migrations that gave existing rows a merchant (Migration.assignsMerchant):
 * how many rows of each table went to which merchant. Right after them every row there was one
 * that existed before, so the count is the assignment; a new database says nothing.
 */
export const assignedRowsNotice = async (db: Db, domains: ReadonlyArray<{ migrations: Migration[] }>, applied: readonly string[]): Promise<string[]> => {
    const tables = domains.flatMap(domain => domain.migrations).flatMap(migration => (applied.includes(migration.id) ? (migration.assignsMerchant ?? []) : []));
    const parts: string[] = [];
    for (const table of [...new Set(tables)]) {
        const { rows } = await db.query<{ suid: string; n: number }>(
            `SELECT ${MERCHANT_COLUMN} AS suid, count(*)::int AS n FROM ${table} GROUP BY 1 ORDER BY 1`
        );
        const counted = rows.filter(row => row.n > 0).map(row => `${row.n} → ${row.suid || '(none)'}`);
        if (counted.length) parts.push(`${table} ${counted.join(', ')}`);
    }
    return parts.length ? [`merchants: existing rows given their merchant: ${parts.join('; ')}`] : [];
};
