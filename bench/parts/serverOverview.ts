import type { HttpClient } from '../../src/dataProvider/httpClient';
import type { Figure } from '../Figure';
import type { Engine } from '../serverTargets';
import { median, percentile } from '../stats';
import { timed } from './serverList';

export const OVERVIEW_API = 'seller/dashboard/Overview';
/** The seed's fixed "now" (server/domains/shared/seedClock.ts): its data fills the window. */
const SEED_DAY = '2026-11-01';
/** The overview's target on PostgreSQL at 100k rows. */
const TARGET_MS = 50;

/**
 * The Workbench's one overview call (to-do counts and every chart) as the admin makes it,
 * sequentially, for 30 and 90 days. Judged on PostgreSQL (its target is PostgreSQL's); informative on PGlite.
 */
export const measureOverviewLatency = async (
    http: HttpClient,
    { calls = 30, part = 'Server overview latency (HTTP)', engine = 'pglite' as Engine } = {}
): Promise<Figure[]> => {
    const judged = engine === 'postgres';
    const figures: Figure[] = [];
    for (const days of [30, 90]) {
        const params = { days, end: SEED_DAY };
        await http.request(OVERVIEW_API, { params });
        const samples: number[] = [];
        for (let i = 0; i < calls; i++) samples.push(await timed(() => http.request(OVERVIEW_API, { params })));
        const p95 = percentile(samples, 95);
        const note = `${days} days, 7 to-do counts + 4 charts; target p95 < ${TARGET_MS} ms on PostgreSQL`;
        figures.push(
            { part, name: `overview ${days} days p50`, value: median(samples), unit: 'ms', runs: samples, status: 'info', note },
            { part, name: `overview ${days} days p95`, value: p95, unit: 'ms', runs: samples, status: judged ? (p95 < TARGET_MS ? 'ok' : 'missed') : 'info' }
        );
    }
    return figures;
};
