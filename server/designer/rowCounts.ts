import type { SchemaPowers } from '../core/SchemaPowers';

/** Each merchant's rows of a per-merchant table, grouped by its merchant column. */
const merchantCountSql = (table: string) => `SELECT suid, count(*) AS n FROM ${table} GROUP BY suid`;

/** One merchant's rows in a designed or declared table (`suid` empty: rows of no merchant). */
interface MerchantRows {
    suid: string;
    name: string;
    rows: number;
}

/**
 * Rows in total, and per merchant with its name, across merchants (the owner, a named reason).
 * Exact counts: each row is read once, from an index leading with the merchant column where the
 * planner finds that cheaper (the narrow logs of a few tables it scans); a shared table has only
 * its total.
 */
export const rowCounts = async (powers: SchemaPowers, table: string, perMerchant: boolean) => {
    const db = powers.acrossMerchants('the resource designer: row counts of its tables, per merchant');
    if (!perMerchant) {
        const { rows } = await db.query<{ n: number }>(`SELECT count(*) AS n FROM ${table}`);
        return { rows: Number(rows[0].n), merchants: 0, merchant_rows: [] as MerchantRows[] };
    }
    const { rows: registry } = await db.query<{ found: string | null }>(`SELECT to_regclass('merchants')::text AS found`);
    const name = registry[0].found ? `coalesce((SELECT m.name FROM merchants m WHERE m.suid = g.suid), '')` : `''`;
    const { rows } = await db.query<{ suid: string | null; name: string; n: number }>(
        `SELECT g.suid, ${name} AS name, g.n FROM (${merchantCountSql(table)}) g ORDER BY g.n DESC, g.suid`
    );
    const merchantRows = rows.map(row => ({ suid: row.suid ?? '', name: row.name, rows: Number(row.n) }));
    return {
        rows: merchantRows.reduce((sum, row) => sum + row.rows, 0),
        merchants: merchantRows.filter(row => row.suid !== '').length,
        merchant_rows: merchantRows,
    };
};
