import { mayCall } from '../../core/authorize';
import type { CallContext } from '../../core/CallContext';
import type { CallUser } from '../../core/CallUser';
import { ProtocolError } from '../../core/ProtocolError';
import { buildListQuery } from '../../tables/listQuery';
import type { TableSpec } from '../../tables/TableSpec';
import { keyRelation } from '../../tables/keyRelation';
import { chinaDayStart } from '../shared/chinaCalendar';
import { nowSeconds } from '../../core/nowSeconds';
import { ownAccountCall } from '../shared/ownAccountCall';
import { DAY } from '../shared/seedClock';
import { countLists } from './countLists';
import { overviewSeries, tallyDays, windowDates, type SeriesWindow } from './overviewSeries';
import { readTallies, type Tallies } from './overviewTallies';
import { workbenchCards } from './workbenchCards';

/** The ranges the Workbench offers. */
export const OVERVIEW_DAYS = [7, 30, 90] as const;

const CHINA_OFFSET = 8 * 3600;

const mayOpen = (user: CallUser, table: TableSpec) => mayCall(user, table.api, table);

/** `days` (7, 30 or 90, default 30) and `end` (`YYYY-MM-DD`, the last day, default today in China). */
const readWindow = (params: Record<string, unknown>): SeriesWindow => {
    const daysText = params.days === undefined || params.days === '' ? '30' : String(params.days).trim();
    const days = OVERVIEW_DAYS.find(d => String(d) === daysText);
    if (!days) throw new ProtocolError('参数错误：days 只能是 7、30 或 90');
    let lastDayStart = chinaDayStart(nowSeconds());
    if (params.end !== undefined && params.end !== '') {
        const text = String(params.end).trim();
        const time = /^\d{4}-\d{2}-\d{2}$/.test(text) ? Date.parse(`${text}T00:00:00Z`) : NaN;
        if (Number.isNaN(time) || new Date(time).toISOString().slice(0, 10) !== text) {
            throw new ProtocolError('参数错误：end 应为 YYYY-MM-DD 格式的日期');
        }
        lastDayStart = time / 1000 - CHINA_OFFSET;
    }
    return { days, start: lastDayStart - (days - 1) * DAY, end: lastDayStart + DAY };
};

/**
 * GET seller/dashboard/Overview?days=30[&end=YYYY-MM-DD]: the Workbench's figures in one reply.
 * Every figure belongs to a list; figures of lists the caller may not open (industry, role's
 * `api_arr`) are left out of the reply, not zeroed. Amounts in cents.
 */
export const overviewEndpoint = ownAccountCall({
    method: 'GET',
    path: 'seller/dashboard/Overview',
    // What readWindow reads.
    fields: [
        { name: 'days', title: '天数', kind: 'enum', options: [...OVERVIEW_DAYS] },
        { name: 'end', title: '截止日期（YYYY-MM-DD）', max: 10 },
    ],
    // Every figure is a list's (its table's rows, or the tallies its writers keep in the same transaction).
    figures: {
        tables: [...new Set([...Object.values(workbenchCards), ...Object.values(overviewSeries)].flatMap(({ table }) => keyRelation(table.from) ?? []))],
    },
    handler: async (ctx: CallContext) => {
        const user = ctx.user!;
        const window = readWindow(ctx.params);
        const cardWindow = { dayStart: window.end - DAY, dayEnd: window.end - 1 };
        // The running totals are read once, on the first figure that needs them (a caller with
        // no tallied figure never reads them).
        let loaded: Promise<Tallies> | undefined;
        const tallies = () => (loaded ??= readTallies(ctx.db, ctx.merchant, tallyDays(window)));
        const cards = Object.entries(workbenchCards).filter(([, card]) => mayOpen(user, card.table));
        const filters = cards.map(([, card]) => card.filter(cardWindow));
        const counted = cards.flatMap(([, card], i) => (card.tally ? [] : [buildListQuery(card.table, { ...ctx, params: filters[i] })]));
        const charts = Object.entries(overviewSeries).filter(([, chart]) => mayOpen(user, chart.table));
        const cardTotals = cards.some(([, card]) => card.tally) ? tallies() : undefined;
        // Independent reads: on PostgreSQL they run side by side on the pool's connections.
        const [counts, ...read] = await Promise.all([
            countLists(ctx.db, counted),
            ...charts.map(([, chart]) => chart.read(ctx.db, ctx.merchant, window, tallies, ctx.lang)),
        ]);
        const totals = await cardTotals;
        const listCounts = counts.values();
        const todo = cards.map(([key, card], i) => ({
            key,
            api: card.table.api,
            filter: filters[i],
            count: card.tally && totals ? card.tally(totals) : listCounts.next().value!,
        }));
        const series = Object.fromEntries(charts.map(([key], i) => [key, read[i]]));
        const dates = windowDates(window);
        return { days: window.days, from: dates[0], to: dates[dates.length - 1], todo, ...series };
    },
});
