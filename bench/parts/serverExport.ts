import type { HttpClient } from '../../src/dataProvider/httpClient';
import type { Figure } from '../Figure';
import { peakMemoryDuring } from '../processMemory';
import { judge, type ServerTargets } from '../serverTargets';
import { median, now } from '../stats';

/** The vehicle list: every vehicle, so `seed --rows 100000` gives an export of 100k rows. */
export const EXPORT_API = 'seller/cars/CarList';

/**
 * The synchronous export (`_down_excel=1`) of every row of a list, as the console opens it: a
 * signed URL fetched to the last byte. Timed end to end; the server's peak resident memory
 * over the download is read from /proc.
 */
export const measureExport = async (
    http: HttpClient,
    serverPid: number,
    api: string,
    { runs, deadline, part = 'Server sync export', targets = {} }: { runs: number; deadline: number; part?: string; targets?: ServerTargets }
): Promise<Figure[]> => {
    const { count } = await http.request<{ count: number }>(api, { params: { page: 1, limit: 1, _count_sum: true } });
    const download = async () => {
        const response = await fetch(http.signedUrl(api, { _down_excel: 1, _excel_file_name: 'bench' }));
        const type = response.headers.get('content-type') ?? '';
        const body = new Uint8Array(await response.arrayBuffer());
        if (!response.ok || !type.includes('spreadsheetml')) {
            throw new Error(`export answered HTTP ${response.status} ${type}: ${new TextDecoder().decode(body.slice(0, 200))}`);
        }
        return body.length;
    };
    const times: number[] = [];
    const peaks: number[] = [];
    let bytes = 0;
    let before = 0;
    let peakReset = true;
    // Another run only when it should end before the deadline: the whole bench must stay under 10 minutes.
    for (let run = 0; run < runs && (run === 0 || now() + times[times.length - 1] < deadline); run++) {
        const started = now();
        const measured = await peakMemoryDuring(serverPid, download);
        times.push(now() - started);
        peaks.push(measured.peakMiB);
        bytes = measured.result;
        before = measured.beforeMiB;
        peakReset &&= measured.peakReset;
    }
    const rows = Number(count).toLocaleString('en-US');
    const cut = times.length < runs ? `; only ${times.length} of ${runs} runs fit in the bench's time allowance` : '';
    return [
        {
            part,
            name: `${api}: ${rows} rows → xlsx`,
            value: median(times),
            unit: 'ms',
            runs: times,
            status: judge(median(times), targets.exportMs),
            note: `signed URL fetched to the last byte; ${(bytes / 2 ** 20).toFixed(1)} MiB file${cut}${targets.exportMs ? `; target < ${targets.exportMs} ms` : ''}`,
        },
        {
            part,
            name: 'server peak RSS during export',
            value: median(peaks),
            unit: 'MiB',
            runs: peaks,
            status: 'info',
            note: `RSS before ${before.toFixed(0)} MiB; ${peakReset ? 'VmHWM after clear_refs' : 'VmRSS sampled every 20 ms'}`,
        },
        {
            part,
            name: 'server RSS growth during export',
            value: median(peaks) - before,
            unit: 'MiB',
            status: judge(median(peaks) - before, targets.exportRssGrowthMiB),
            ...(targets.exportRssGrowthMiB ? { note: `target < ${targets.exportRssGrowthMiB} MiB` } : {}),
        },
    ];
};
