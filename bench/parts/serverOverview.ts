import type { HttpClient } from '../../src/dataProvider/httpClient';
import type { Figure } from '../Figure';
import { median, percentile } from '../stats';
import { timed } from './serverList';

export const OVERVIEW_API = 'seller/dashboard/Overview';
/** The seed's fixed "now" (server/domains/shared/seedClock.ts): its data fills the window. */
const SEED_DAY = '2026-11-01';
/** Issue 17's target on PostgreSQL at 100k rows. */
const TARGET_MS = 50;

/**
 * The Workbench's one overview call (to-do counts and every chart) as the admin makes it,
 * sequentially, for 30 and 90 days. Informative here: the target is for PostgreSQL, the bench's
 * reference server runs on PGlite unless DATABASE_URL says otherwise.
 */
export const measureOverviewLatency = async (http: HttpClient, { calls = 30 } = {}): Promise<Figure[]> => {
    const part = 'Server overview latency (HTTP)';
    const figures: Figure[] = [];
    for (const days of [30, 90]) {
        const params = { days, end: SEED_DAY };
        await http.request(OVERVIEW_API, { params });
        const samples: number[] = [];
        for (let i = 0; i < calls; i++) samples.push(await timed(() => http.request(OVERVIEW_API, { params })));
        const note = `${days} days, 7 to-do counts + 4 charts; target ${TARGET_MS} ms on PostgreSQL`;
        figures.push(
            { part, name: `overview ${days} days p50`, value: median(samples), unit: 'ms', runs: samples, status: 'info', note },
            { part, name: `overview ${days} days p95`, value: percentile(samples, 95), unit: 'ms', runs: samples, status: 'info' }
        );
    }
    return figures;
};
