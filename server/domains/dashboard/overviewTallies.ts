import type { Db } from '../../core/Db';
import { VEHICLE } from '../cars/carOptions';
import { DAY } from '../shared/seedClock';

/**
 * Running totals of the Workbench's large figures, per merchant, kept exact by the writers.
 *
 * At a million rows per table the overview's plain aggregates read every row they count (cars on
 * sale are half of a million vehicles; a 90-day window holds a third of them), and even from
 * covering indexes that is 20–70 ms per figure. So the figures that grow with the tables are
 * tallied instead: an `AFTER … FOR EACH STATEMENT` trigger on each source table folds the
 * statement's rows (transition tables, so a bulk load or a COPY costs one aggregation, not one
 * call per row) into `dashboard_tallies`, in the writer's own transaction: a reader sees a total
 * exactly when it sees the rows that made it, on any number of server instances.
 *
 * Contention: each total is split over `SLOTS` rows, one chosen by the writer's backend, and a
 * reader sums them. Writers on different connections therefore rarely touch the same row, and a
 * statement that changes no tallied column (a view counter, an edit of a description) writes
 * nothing. The row count is bounded (keys × slots): no compaction.
 */
export const SLOTS = 16;

const CHINA_OFFSET = 8 * 3600;

/** The China calendar day (days since 1970-01-01 in UTC+8) of a Unix time column, exactly (numeric division). */
const chinaDay = (column: string) => `floor((${column} + ${CHINA_OFFSET}) / ${DAY}.0)::int`;

/** The China day number of a China day's first second (`SeriesWindow.start`). */
export const dayNumber = (dayStart: number) => Math.floor((dayStart + CHINA_OFFSET) / DAY);

/** What one row adds to one tally: its keys and figures as SQL over the row alias `r`, when `when` holds. */
interface Contribution {
    tally: string;
    /** China day of the figure, or none (`0`) for totals that are not per day. */
    day?: string;
    k1?: string;
    k2?: string;
    /** The amount summed besides the row count. */
    amount?: string;
    when?: string;
}

interface TallySource {
    table: string;
    contributions: Contribution[];
}

/** Tally names, `table.figure`: a TRUNCATE of the table clears its own. */
export const TALLY = {
    vehiclesListed: 'vehicles.listed',
    vehiclesSold: 'vehicles.sold',
    vehiclesOnSale: 'vehicles.onSale',
    dealersByAudit: 'dealers.byAudit',
    walletByDay: 'wallet_logs.byDay',
} as const;

/**
 * The tallied figures. Each mirrors one plain aggregate of overviewSeries/workbenchCards:
 * vehicles listed per create day, sold (status sold) per update day, on sale by (brand, category);
 * dealers of the dealer list's scope (`kind = 1 AND is_black = 0`) by audit status; dealers'
 * wallet movements per day and type, count and sum of |amount|.
 */
export const tallySources: TallySource[] = [
    {
        table: 'vehicles',
        contributions: [
            { tally: TALLY.vehiclesListed, day: chinaDay('r.create_time') },
            { tally: TALLY.vehiclesSold, day: chinaDay('r.update_time'), when: `r.status = ${VEHICLE.sold}` },
            { tally: TALLY.vehiclesOnSale, k1: 'r.brand', k2: 'r.cat_id', when: `r.status = ${VEHICLE.onSale}` },
        ],
    },
    {
        table: 'dealers',
        contributions: [{ tally: TALLY.dealersByAudit, k2: 'r.audit_status', when: 'r.kind = 1 AND r.is_black = 0' }],
    },
    {
        table: 'wallet_logs',
        contributions: [{ tally: TALLY.walletByDay, day: chinaDay('r.create_time'), k2: 'r.type', amount: 'abs(r.amount)' }],
    },
];

/** Each row of `relation` (alias `r`) spread into its contributions, `sign` 1 or -1, under the row's merchant. */
const contributionsOf = (source: TallySource, relation: string, sign: 1 | -1) => {
    const values = source.contributions
        .map(
            c =>
                `('${c.tally}', ${c.day ?? '0'}, ${c.k1 ?? "''"}::text, ${c.k2 ?? '0'}::bigint, ${sign}::bigint, ${sign} * (${c.amount ?? '0'})::bigint, ${c.when ?? 'true'})`
        )
        .join(',\n            ');
    return `SELECT r.suid, x.tally, x.day, x.k1, x.k2, x.n, x.amount FROM ${relation} r CROSS JOIN LATERAL (VALUES
            ${values}
        ) x(tally, day, k1, k2, n, amount, keep) WHERE x.keep`;
};

/**
 * The rows' net change per key, in key order (writers lock rows in one order: no deadlock
 * between two statements on one slot), keys whose change nets to nothing left out.
 */
const netChange = (parts: string[], slot: string) => `SELECT c.suid, c.tally, c.day, c.k1, c.k2, ${slot}, sum(c.n), sum(c.amount)
      FROM (${parts.join('\n        UNION ALL ')}) c
     GROUP BY 1, 2, 3, 4, 5 HAVING sum(c.n) <> 0 OR sum(c.amount) <> 0 ORDER BY 1, 2, 3, 4, 5`;

const COLUMNS = '(suid, tally, day, k1, k2, slot, n, amount)';

const upsert = (parts: string[]) => `INSERT INTO dashboard_tallies AS t ${COLUMNS}
    ${netChange(parts, `(pg_backend_pid() % ${SLOTS})::smallint`)}
    ON CONFLICT (suid, tally, day, k1, k2, slot) DO UPDATE SET n = t.n + excluded.n, amount = t.amount + excluded.amount;`;

const tallyFunction = (source: TallySource) => `
CREATE OR REPLACE FUNCTION dashboard_tally_${source.table}() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
    IF TG_OP = 'INSERT' THEN
        ${upsert([contributionsOf(source, 'new_rows', 1)])}
    ELSIF TG_OP = 'UPDATE' THEN
        ${upsert([contributionsOf(source, 'new_rows', 1), contributionsOf(source, 'old_rows', -1)])}
    ELSIF TG_OP = 'DELETE' THEN
        ${upsert([contributionsOf(source, 'old_rows', -1)])}
    ELSE
        DELETE FROM dashboard_tallies WHERE tally LIKE '${source.table}.%';
    END IF;
    RETURN NULL;
END $$;`;

const tallyTriggers = (source: TallySource) => `
CREATE TRIGGER dashboard_tally_insert AFTER INSERT ON ${source.table}
    REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_tally_${source.table}();
CREATE TRIGGER dashboard_tally_update AFTER UPDATE ON ${source.table}
    REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_tally_${source.table}();
CREATE TRIGGER dashboard_tally_delete AFTER DELETE ON ${source.table}
    REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION dashboard_tally_${source.table}();
CREATE TRIGGER dashboard_tally_truncate AFTER TRUNCATE ON ${source.table}
    FOR EACH STATEMENT EXECUTE FUNCTION dashboard_tally_${source.table}();`;

const TALLY_TABLE = `
CREATE TABLE dashboard_tallies (
    suid text NOT NULL,
    tally text NOT NULL,
    day integer NOT NULL,
    k1 text NOT NULL,
    k2 bigint NOT NULL,
    slot smallint NOT NULL,
    n bigint NOT NULL,
    amount bigint NOT NULL,
    PRIMARY KEY (suid, tally, day, k1, k2, slot)
);`;

const totalsOfExistingRows = () =>
    tallySources
        .map(source => `INSERT INTO dashboard_tallies ${COLUMNS}\n    ${netChange([contributionsOf(source, source.table, 1)], '0::smallint')};`)
        .join('\n');

/**
 * Migration SQL: the tallies table, each source's triggers, then the totals of the rows already
 * there. The triggers come first: CREATE TRIGGER locks the table against writers until the
 * migration commits, so no write falls between the totals and the triggers.
 */
export const tallyMigration = (): string => `
${TALLY_TABLE}
${tallySources.map(source => tallyFunction(source) + tallyTriggers(source)).join('\n')}
${totalsOfExistingRows()}
`;

/**
 * Migration SQL giving every total its merchant: the table again with `suid` leading its key,
 * the functions folding each row under its own merchant, and the totals of the rows there. The
 * source tables are locked first, so no write falls between the old totals and the new ones.
 */
export const merchantTallyMigration = (): string => `
LOCK TABLE ${tallySources.map(source => source.table).join(', ')} IN SHARE ROW EXCLUSIVE MODE;
DROP TABLE dashboard_tallies;
${TALLY_TABLE}
${tallySources.map(tallyFunction).join('\n')}
${totalsOfExistingRows()}
`;

/** One total, its slots summed: its keys and figures. */
export interface TallyRow {
    day: number;
    k1: string;
    k2: number;
    n: number;
    amount: number;
}

/** Every tally's totals, by tally name. */
export type Tallies = ReadonlyMap<string, TallyRow[]>;

const PER_DAY: readonly string[] = [TALLY.vehiclesListed, TALLY.vehiclesSold, TALLY.walletByDay];
const TOTALS: readonly string[] = Object.values(TALLY).filter(tally => !PER_DAY.includes(tally));

/**
 * Every tally of one merchant the overview reads, in one query: the totals, and the per-day
 * tallies within China days `[from, to)`. Slots summed; keys whose figures net to nothing left out.
 */
export const readTallies = async (db: Db, merchant: string | null, days: { from: number; to: number }): Promise<Tallies> => {
    const { rows } = await db.query<Record<string, unknown>>(
        `SELECT tally, day, k1, k2, sum(n) AS n, sum(amount) AS amount FROM dashboard_tallies
          WHERE suid = $5 AND (tally = ANY($1::text[]) OR (tally = ANY($2::text[]) AND day >= $3 AND day < $4))
          GROUP BY tally, day, k1, k2 HAVING sum(n) <> 0 OR sum(amount) <> 0`,
        [TOTALS, PER_DAY, days.from, days.to, merchant ?? '']
    );
    const tallies = new Map<string, TallyRow[]>();
    for (const row of rows) {
        const tally = String(row.tally);
        if (!tallies.has(tally)) tallies.set(tally, []);
        tallies.get(tally)!.push({ day: Number(row.day), k1: String(row.k1), k2: Number(row.k2), n: Number(row.n), amount: Number(row.amount) });
    }
    return tallies;
};

/** A tally's rows (none when no row counts). */
export const tallyRows = (tallies: Tallies, tally: string): TallyRow[] => tallies.get(tally) ?? [];

/** The row count of a tally's rows that `keep` keeps. */
export const tallyCount = (tallies: Tallies, tally: string, keep: (row: TallyRow) => boolean = () => true): number =>
    tallyRows(tallies, tally)
        .filter(keep)
        .reduce((sum, row) => sum + row.n, 0);
