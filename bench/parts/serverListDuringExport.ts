import type { HttpClient } from '../../src/dataProvider/httpClient';
import type { Figure } from '../Figure';
import { judge, type ServerTargets } from '../serverTargets';
import { median, percentile } from '../stats';
import { downloadExport } from './serverExport';
import { lastListPage, listPage, spreadPage, timed } from './serverList';

/**
 * Whether the server stays responsive while it streams an export: the list's later pages, as
 * another user pages through them, first on an idle server and then while synchronous exports
 * of `api` download (another one starts when one ends before enough samples; the last one is
 * stopped once they are taken). Judged against a multiple of the idle p95 just measured.
 */
export const measureListDuringExport = async (
    http: HttpClient,
    api: string,
    { samples = 100, part = 'Server list during export', targets = {} as ServerTargets } = {}
): Promise<Figure[]> => {
    const lastPage = await lastListPage(http);
    const idle: number[] = [];
    for (let i = 0; i < samples; i++) idle.push(await timed(() => listPage(http, spreadPage(i, samples, lastPage))));

    const during: number[] = [];
    const stop = new AbortController();
    let exports = 0;
    const exporting = (async () => {
        while (!stop.signal.aborted) {
            exports++;
            await downloadExport(http, api, stop.signal);
        }
    })();
    try {
        for (let i = 0; i < samples; i++) during.push(await timed(() => listPage(http, spreadPage(i, samples, lastPage))));
    } finally {
        stop.abort();
        await exporting;
    }

    const idleP95 = percentile(idle, 95);
    const target = targets.listDuringExportFactor ? idleP95 * targets.listDuringExportFactor : undefined;
    const duringP95 = percentile(during, 95);
    return [
        { part, name: `list p95 idle (${samples} calls)`, value: idleP95, unit: 'ms', runs: idle, status: 'info', note: `p50 ${median(idle).toFixed(1)} ms` },
        {
            part,
            name: `list p95 during an export (${samples} calls)`,
            value: duringP95,
            unit: 'ms',
            runs: during,
            status: judge(duringP95, target),
            note: `p50 ${median(during).toFixed(1)} ms; ${exports} export(s) of ${api} streaming meanwhile${target ? `; target < ${targets.listDuringExportFactor}× idle = ${target.toFixed(1)} ms` : ''}`,
        },
    ];
};
