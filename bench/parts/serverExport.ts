import type { HttpClient } from '../../src/dataProvider/httpClient';
import type { Figure } from '../Figure';
import { peakMemoryDuring } from '../processMemory';
import { judge, type ServerTargets } from '../serverTargets';
import { median, now } from '../stats';

/** The vehicle list: every vehicle, so `seed --rows 100000` gives an export of 100k rows. */
export const EXPORT_API = 'seller/cars/CarList';

/**
 * One synchronous export (`_down_excel=1`) of every row of a list, as the console opens it: a
 * signed URL read to the last byte. Answers the file's size and when its first body bytes
 * arrived (ms after the request). `signal` stops it early.
 */
export const downloadExport = async (http: HttpClient, api: string, signal?: AbortSignal) => {
    const started = now();
    const response = await fetch(http.signedUrl(api, { _down_excel: 1, _excel_file_name: 'bench' }), { signal });
    const type = response.headers.get('content-type') ?? '';
    if (!response.ok || !type.includes('spreadsheetml') || !response.body) {
        throw new Error(`export answered HTTP ${response.status} ${type}: ${(await response.text()).slice(0, 200)}`);
    }
    let firstByteMs: number | undefined;
    let bytes = 0;
    const reader = response.body.getReader();
    try {
        for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
            firstByteMs ??= now() - started;
            bytes += chunk.value.length;
        }
    } catch (error) {
        if (signal?.aborted) return { bytes, firstByteMs: firstByteMs ?? now() - started, complete: false };
        throw error;
    }
    return { bytes, firstByteMs: firstByteMs ?? now() - started, complete: true };
};

/**
 * The synchronous export timed end to end, and to its first body bytes; the server's peak
 * resident memory over the download is read from /proc.
 */
export const measureExport = async (
    http: HttpClient,
    serverPid: number,
    api: string,
    { runs, deadline, part = 'Server sync export', targets = {} }: { runs: number; deadline: number; part?: string; targets?: ServerTargets }
): Promise<Figure[]> => {
    const { count } = await http.request<{ count: number }>(api, { params: { page: 1, limit: 1, _count_sum: true } });
    const times: number[] = [];
    const firstBytes: number[] = [];
    const peaks: number[] = [];
    let bytes = 0;
    let before = 0;
    let peakReset = true;
    // Another run only when it should end before the deadline: the whole bench must stay under 10 minutes.
    for (let run = 0; run < runs && (run === 0 || now() + times[times.length - 1] < deadline); run++) {
        const started = now();
        const measured = await peakMemoryDuring(serverPid, () => downloadExport(http, api));
        times.push(now() - started);
        peaks.push(measured.peakMiB);
        firstBytes.push(measured.result.firstByteMs);
        bytes = measured.result.bytes;
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
            name: 'first byte of the export',
            value: median(firstBytes),
            unit: 'ms',
            runs: firstBytes,
            status: judge(median(firstBytes), targets.exportFirstByteMs),
            note: `first body bytes after the request${targets.exportFirstByteMs ? `; target < ${targets.exportFirstByteMs} ms` : ''}`,
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
