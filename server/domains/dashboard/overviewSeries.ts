import type { Db } from '../../core/Db';
import type { TableSpec } from '../../tables/TableSpec';
import { AUCTION } from '../auction/auctionOptions';
import { auctionListTable } from '../auction/auctionTables';
import { vehicleListTable } from '../cars/carTables';
import { WALLET_LOG } from '../deposit/depositOptions';
import { walletLogTable } from '../deposit/depositTables';
import { DAY } from '../shared/seedClock';
import { dayNumber, TALLY, tallyRows, type Tallies, type TallyRow } from './overviewTallies';
import type { Lang } from '../../../protocol/lang';
import { brandName } from '../shared/brandOptions';

/** The days a series covers: `days` China days ending with the one starting at `lastDayStart`. */
export interface SeriesWindow {
    days: number;
    /** First second of the first day and first second after the last one. */
    start: number;
    end: number;
}

type Row = Record<string, unknown>;

/** China dates `YYYY-MM-DD` of the window's days, in order. */
export const windowDates = (window: SeriesWindow): string[] =>
    Array.from({ length: window.days }, (_, i) => new Date((window.start + i * DAY + 8 * 3600) * 1000).toISOString().slice(0, 10));

/**
 * One point per day of the window, zero where the query found nothing: `day` (0-based index of
 * the day in the window) keys the query's rows; every other column is a figure.
 */
const perDay = (window: SeriesWindow, rows: Row[], figures: string[]) => {
    const byDay = new Map(rows.map(row => [Number(row.day), row]));
    return windowDates(window).map((date, i) => {
        const row = byDay.get(i);
        return { date, ...Object.fromEntries(figures.map(name => [name, Number(row?.[name] ?? 0)])) };
    });
};

/** Text order of PostgreSQL's C collation (the databases' `C.UTF-8`): by code point, not UTF-16 unit. */
const byCodePoint = (a: string, b: string) => {
    const x = [...a].map(c => c.codePointAt(0)!);
    const y = [...b].map(c => c.codePointAt(0)!);
    for (let i = 0; i < Math.min(x.length, y.length); i++) if (x[i] !== y[i]) return x[i] - y[i];
    return x.length - y.length;
};

/** SQL of a time column's day index within the window ($1 = start, $2 = end). */
const dayIndex = (column: string) => `floor((${column} - $1) / ${DAY})::int`;

/**
 * A chart of the Workbench: the list whose figures it shows (a caller who may not open that
 * list does not get the chart) and the query answering it. `tallies` loads the overview's running
 * totals (overviewTallies.ts) once per call, for the charts that read them.
 */
export interface OverviewSeries {
    table: TableSpec;
    /**
     * One merchant's figures; `lang`: the caller's language, for names the server defines
     * (brands); data (category names) as stored.
     */
    read(db: Db, merchant: string | null, window: SeriesWindow, tallies: () => Promise<Tallies>, lang: Lang): Promise<unknown>;
}

/** The window's days as China day numbers `[from, to)`, for the per-day tallies. */
export const tallyDays = (window: SeriesWindow) => ({ from: dayNumber(window.start), to: dayNumber(window.start) + window.days });

/** Per-day tally rows as `perDay` rows: the day's index in the window and `figures` of that day's rows. */
const byWindowDay = (window: SeriesWindow, rows: TallyRow[], figures: (dayRows: TallyRow[]) => Row): Row[] => {
    const from = dayNumber(window.start);
    const days = new Map<number, TallyRow[]>();
    for (const row of rows) {
        if (!days.has(row.day - from)) days.set(row.day - from, []);
        days.get(row.day - from)!.push(row);
    }
    return [...days].map(([day, dayRows]) => ({ day, ...figures(dayRows) }));
};

const total = (rows: TallyRow[], pick: (row: TallyRow) => number = row => row.n) => rows.reduce((sum, row) => sum + pick(row), 0);

/**
 * Vehicles listed (created) and sold per day. A sold vehicle cannot be edited any more, so its
 * last update is its sale. From the tallies: at a million vehicles a 90-day window holds a third.
 */
const vehicles: OverviewSeries = {
    table: vehicleListTable.spec,
    read: async (_db, _merchant, window, tallies) => {
        const all = await tallies();
        const listed = byWindowDay(window, tallyRows(all, TALLY.vehiclesListed), rows => ({ listed: total(rows) }));
        const sold = byWindowDay(window, tallyRows(all, TALLY.vehiclesSold), rows => ({ sold: total(rows) }));
        const merged = new Map<unknown, Row>();
        for (const row of [...listed, ...sold]) merged.set(row.day, { ...merged.get(row.day), ...row });
        return perDay(window, [...merged.values()], ['listed', 'sold']);
    },
};

/** Auction deals per day, by the day the sale was confirmed: count and amount (cents). */
const auctions: OverviewSeries = {
    table: auctionListTable.spec,
    read: async (db, merchant, window) => {
        const { rows } = await db.query(
            `SELECT ${dayIndex('confirm_time')} AS day, count(*)::int AS deals, coalesce(sum(deal_price), 0)::bigint AS amount
               FROM auctions WHERE suid = $3 AND status = ${AUCTION.sold} AND confirm_time >= $1 AND confirm_time < $2 GROUP BY 1`,
            [window.start, window.end, merchant ?? '']
        );
        return perDay(window, rows, ['deals', 'amount']);
    },
};

const INFLOW = [WALLET_LOG.payIn, WALLET_LOG.adminRecharge];
const DEDUCTIONS = [WALLET_LOG.adminDeduct, WALLET_LOG.penalty];

/** Dealers' deposit movements per day, in cents: recharges in; refunds and deductions out (positive). From the tallies. */
const deposits: OverviewSeries = {
    table: walletLogTable.spec,
    read: async (_db, _merchant, window, tallies) => {
        const sumOf = (types: number[], dayRows: TallyRow[]) =>
            total(
                dayRows.filter(row => types.includes(row.k2)),
                row => row.amount
            );
        const days = byWindowDay(window, tallyRows(await tallies(), TALLY.walletByDay), dayRows => ({
            recharge: sumOf(INFLOW, dayRows),
            refund: sumOf([WALLET_LOG.refund], dayRows),
            deduct: sumOf(DEDUCTIONS, dayRows),
        }));
        return perDay(window, days, ['recharge', 'refund', 'deduct']);
    },
};

/** Cars on sale now, by brand and by category, largest first (not bound to the window). From the tallies. */
const onSale: OverviewSeries = {
    table: vehicleListTable.spec,
    read: async (db, merchant, _window, tallies, lang) => {
        const rows = tallyRows(await tallies(), TALLY.vehiclesOnSale);
        const { rows: names } = await db.query<{ id: number; name: string }>(
            'SELECT id, name FROM vehicle_categories WHERE suid = $2 AND id = ANY($1::int[])',
            [[...new Set(rows.map(row => row.k2))], merchant ?? '']
        );
        const catName = new Map(names.map(row => [Number(row.id), row.name]));
        const grouped = <K>(key: (row: TallyRow) => K, name: (key: K) => string | undefined) => {
            const counts = new Map<K, number>();
            for (const row of rows) counts.set(key(row), (counts.get(key(row)) ?? 0) + row.n);
            return [...counts]
                .map(([k, count]) => ({ name: name(k), count }))
                .filter((entry): entry is { name: string; count: number } => entry.count > 0 && entry.name !== undefined)
                .sort((a, b) => b.count - a.count || byCodePoint(a.name, b.name));
        };
        // Categories by id, shown by name, as the plain query's join did (a category that no
        // longer exists is left out, as that join left it out).
        return {
            brand: grouped(
                row => row.k1,
                brand => brandName(brand, lang)
            ),
            category: grouped(
                row => row.k2,
                id => catName.get(id)
            ),
        };
    },
};

/** The Workbench's charts, by reply key. */
export const overviewSeries = { vehicles, auctions, deposits, onSale } satisfies Record<string, OverviewSeries>;
