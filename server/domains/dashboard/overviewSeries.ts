import type { Db } from '../../core/Db';
import type { TableSpec } from '../../tables/TableSpec';
import { AUCTION } from '../auction/auctionOptions';
import { auctionListTable } from '../auction/auctionTables';
import { VEHICLE } from '../cars/carOptions';
import { vehicleListTable } from '../cars/carTables';
import { WALLET_LOG } from '../deposit/depositOptions';
import { walletLogTable } from '../deposit/depositTables';
import { DAY } from '../shared/seedClock';

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

/** SQL of a time column's day index within the window ($1 = start, $2 = end). */
const dayIndex = (column: string) => `floor((${column} - $1) / ${DAY})::int`;

/**
 * A chart of the Workbench: the list whose figures it shows (a caller who may not open that
 * list does not get the chart) and the query answering it.
 */
export interface OverviewSeries {
    table: TableSpec;
    read(db: Db, window: SeriesWindow): Promise<unknown>;
}

/**
 * Vehicles listed (created) and sold per day. A sold vehicle cannot be edited any more, so its
 * last update is its sale.
 */
const vehicles: OverviewSeries = {
    table: vehicleListTable,
    read: async (db, window) => {
        const { rows } = await db.query(
            `SELECT day, sum(listed)::int AS listed, sum(sold)::int AS sold FROM (
                SELECT ${dayIndex('create_time')} AS day, count(*) AS listed, 0 AS sold FROM vehicles
                 WHERE create_time >= $1 AND create_time < $2 GROUP BY 1
                UNION ALL
                SELECT ${dayIndex('update_time')}, 0, count(*) FROM vehicles
                 WHERE status = ${VEHICLE.sold} AND update_time >= $1 AND update_time < $2 GROUP BY 1
             ) days GROUP BY day`,
            [window.start, window.end]
        );
        return perDay(window, rows, ['listed', 'sold']);
    },
};

/** Auction deals per day, by the day the sale was confirmed: count and amount (cents). */
const auctions: OverviewSeries = {
    table: auctionListTable,
    read: async (db, window) => {
        const { rows } = await db.query(
            `SELECT ${dayIndex('confirm_time')} AS day, count(*)::int AS deals, coalesce(sum(deal_price), 0)::bigint AS amount
               FROM auctions WHERE status = ${AUCTION.sold} AND confirm_time >= $1 AND confirm_time < $2 GROUP BY 1`,
            [window.start, window.end]
        );
        return perDay(window, rows, ['deals', 'amount']);
    },
};

const INFLOW = [WALLET_LOG.payIn, WALLET_LOG.adminRecharge];
const DEDUCTIONS = [WALLET_LOG.adminDeduct, WALLET_LOG.penalty];

/** Dealers' deposit movements per day, in cents: recharges in; refunds and deductions out (positive). */
const deposits: OverviewSeries = {
    table: walletLogTable,
    read: async (db, window) => {
        const { rows } = await db.query(
            `SELECT ${dayIndex('create_time')} AS day,
                    coalesce(sum(abs(amount)) FILTER (WHERE type IN (${INFLOW.join(', ')})), 0)::bigint AS recharge,
                    coalesce(sum(abs(amount)) FILTER (WHERE type = ${WALLET_LOG.refund}), 0)::bigint AS refund,
                    coalesce(sum(abs(amount)) FILTER (WHERE type IN (${DEDUCTIONS.join(', ')})), 0)::bigint AS deduct
               FROM wallet_logs WHERE create_time >= $1 AND create_time < $2 GROUP BY 1`,
            [window.start, window.end]
        );
        return perDay(window, rows, ['recharge', 'refund', 'deduct']);
    },
};

/** Cars on sale now, by brand and by category, largest first (not bound to the window). */
const onSale: OverviewSeries = {
    table: vehicleListTable,
    read: async db => {
        const { rows: brand } = await db.query<{ name: string; count: number }>(
            `SELECT brand AS name, count(*)::int AS count FROM vehicles WHERE status = ${VEHICLE.onSale}
              GROUP BY brand ORDER BY count DESC, brand`
        );
        const { rows: category } = await db.query<{ name: string; count: number }>(
            `SELECT c.name, n.count FROM (
                SELECT cat_id, count(*)::int AS count FROM vehicles WHERE status = ${VEHICLE.onSale} GROUP BY cat_id
             ) n JOIN vehicle_categories c ON c.id = n.cat_id ORDER BY n.count DESC, c.name`
        );
        return { brand, category };
    },
};

/** The Workbench's charts (issue 17), by reply key. */
export const overviewSeries = { vehicles, auctions, deposits, onSale } satisfies Record<string, OverviewSeries>;
