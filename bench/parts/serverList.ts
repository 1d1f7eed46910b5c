import type { HttpClient } from '../../src/dataProvider/httpClient';
import type { Figure } from '../Figure';
import { judge, type ServerTargets } from '../serverTargets';
import { median, now, percentile } from '../stats';

/** A filtered, sorted page of the dealer list, as the console asks for it. */
export const LIST_API = 'seller/dealer/DealerList';
export const LIST_FILTER = { audit_status: 1 } as const;
export const LIST_SORT = { sort: 'deposit', order: false } as const;

/** Milliseconds one call takes. */
export const timed = async (call: () => Promise<unknown>) => {
    const started = now();
    await call();
    return now() - started;
};

const latencyFigure = (part: string, name: string, samples: number[], note: string, p95Target?: number): Figure[] => {
    const p95 = percentile(samples, 95);
    return [
        { part, name: `${name} p50`, value: median(samples), unit: 'ms', runs: samples, status: 'info', note },
        {
            part,
            name: `${name} p95`,
            value: p95,
            unit: 'ms',
            runs: samples,
            status: judge(p95, p95Target),
            ...(p95Target ? { note: `target < ${p95Target} ms` } : {}),
        },
    ];
};

/** The i-th of `pages` pages spread over 2..lastPage, so deep offsets count as much as shallow ones. */
export const spreadPage = (i: number, pages: number, lastPage: number) => 2 + Math.floor(((i * 7919) % pages) * ((lastPage - 2) / pages));

/** One later page of the bench's list, without counts. */
export const listPage = (http: HttpClient, page: number) => http.request(LIST_API, { params: { ...LIST_FILTER, ...LIST_SORT, page, limit: 10 } });

/** The last page of the bench's list (10 rows a page). */
export const lastListPage = async (http: HttpClient) => {
    const first = await http.request<{ count: number }>(LIST_API, { params: { ...LIST_FILTER, ...LIST_SORT, page: 1, limit: 10, _count_sum: true } });
    return Math.max(2, Math.ceil(Number(first.count) / 10));
};

/**
 * Sequential signed calls through the console's own transport (signature, headers, AES
 * decryption included): later pages without counts, and first pages with `_count_sum` (count
 * and sums over every matching row), as the list page makes them.
 */
export const measureListLatency = async (
    http: HttpClient,
    { pages = 200, firstPages = 40, part = 'Server list latency (HTTP)', targets = {} as ServerTargets } = {}
): Promise<Figure[]> => {
    const first = await http.request<{ data: unknown[]; count: number }>(LIST_API, {
        params: { ...LIST_FILTER, ...LIST_SORT, page: 1, limit: 10, _count_sum: true },
    });
    const matching = Number(first.count);
    const lastPage = Math.max(2, Math.ceil(matching / 10));
    const pageSamples: number[] = [];
    for (let i = 0; i < pages; i++) pageSamples.push(await timed(() => listPage(http, spreadPage(i, pages, lastPage))));
    const firstSamples: number[] = [];
    for (let i = 0; i < firstPages; i++) {
        firstSamples.push(await timed(() => http.request(LIST_API, { params: { ...LIST_FILTER, ...LIST_SORT, page: 1, limit: 10, _count_sum: true } })));
    }
    const query = `audit_status=1, sort deposit desc, 10 rows; ${matching.toLocaleString('en-US')} rows match`;
    return [
        ...latencyFigure(part, `page 2..${lastPage} (${pages} calls)`, pageSamples, query, targets.listP95),
        ...latencyFigure(part, `page 1 + count & sums (${firstPages} calls)`, firstSamples, '_count_sum=true', targets.firstPageP95),
    ];
};
