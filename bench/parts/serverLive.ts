import { mkdtempSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createParser } from 'eventsource-parser';
import { LIVE_EVENTS_PATH, readLiveEvent } from '../../protocol/liveEvents';
import type { HttpClient } from '../../src/dataProvider/httpClient';
import { startThrowAwayPostgres } from '../../scripts/throwAwayPostgres';
import { createBenchClient } from '../benchClient';
import { benchPaths } from '../benchPaths';
import type { Figure } from '../Figure';
import { residentMiB } from '../processMemory';
import { seedDatabase, startReferenceServer, type RunningServer } from '../referenceServer';
import { judge } from '../serverTargets';
import { now, percentile } from '../stats';
import { LIST_API, measureListLatency, timed } from './serverList';

const ROWS = 100_000;
const PART = 'Live console (PostgreSQL, 100k rows)';

/** The targets of the live console (README, "Live console"). */
export const LIVE_TARGETS = {
    /** Server memory per open stream (KiB), 1,000 streams on one instance. */
    streamKiB: 50,
    /** A write reaching every one of 1,000 streams on its instance, p95 (ms). */
    fanOutP95: 200,
    /** A write on one instance reaching streams on two others, p95 (ms). */
    crossInstanceP95: 500,
    /** What live costs a list call or a write at p95 (ms). */
    addedP95: 1,
} as const;

const STREAMS = 1000;
const CROSS_STREAMS_EACH = 150;
const WRITES = 20;
const WRITE_CALLS = 150;

/** One open stream of the bench: every dealer event's arrival time, by the dealer's key. */
interface BenchStream {
    arrivals: Map<number, number>;
    close(): void;
}

/** Opens a stream through the console's signed URL; resolves once its `ready` event is in. */
const openStream = async (http: HttpClient): Promise<BenchStream> => {
    const abort = new AbortController();
    const response = await fetch(http.signedUrl(LIVE_EVENTS_PATH), { signal: abort.signal });
    if (!(response.headers.get('content-type') ?? '').startsWith('text/event-stream')) throw new Error(`the stream was refused: ${await response.text()}`);
    const arrivals = new Map<number, number>();
    let ready: () => void;
    const opened = new Promise<void>(resolve => (ready = resolve));
    const parser = createParser({
        onEvent: message => {
            const event = readLiveEvent(message.event, message.data);
            if (event?.type === 'ready') ready();
            if (event?.type === 'table' && event.data.api === LIST_API)
                for (const id of event.data.ids ?? []) if (!arrivals.has(Number(id))) arrivals.set(Number(id), now());
        },
    });
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    void (async () => {
        try {
            for (;;) {
                const { done, value } = await reader.read();
                if (done) return;
                parser.feed(value);
            }
        } catch {
            // Closed by the bench.
        }
    })();
    await opened;
    return { arrivals, close: () => abort.abort() };
};

/** Opens `count` streams, a few at a time (as many consoles coming up). */
const openStreams = async (http: HttpClient, count: number) => {
    const streams: BenchStream[] = [];
    for (let i = 0; i < count; i += 20) streams.push(...(await Promise.all(Array.from({ length: Math.min(20, count - i) }, () => openStream(http)))));
    return streams;
};

const dealerIds = async (http: HttpClient, count: number) =>
    (await http.request<{ data: Array<{ id: number }> }>(LIST_API, { params: { page: 1, limit: count } })).data.map(row => row.id);

/**
 * `WRITES` edits, one dealer each, spaced out; for each, the time from the call's start to its
 * event's arrival on every stream. Answers every such delay, and how many arrivals were missing.
 */
const fanOut = async (writer: HttpClient, streams: readonly BenchStream[]) => {
    const ids = await dealerIds(writer, WRITES);
    const delays: number[] = [];
    let missing = 0;
    for (const [i, id] of ids.entries()) {
        const started = now();
        await writer.request('seller/dealer/DealerEdit', { body: { id, contact: `实时${i}` } });
        const deadline = now() + 10_000;
        while (streams.some(stream => !stream.arrivals.has(id)) && now() < deadline) await new Promise(resolve => setTimeout(resolve, 5));
        for (const stream of streams) {
            const at = stream.arrivals.get(id);
            if (at === undefined) missing += 1;
            else delays.push(at - started);
        }
        await new Promise(resolve => setTimeout(resolve, 100));
    }
    return { delays, missing };
};

/** `WRITE_CALLS` sequential edits of one dealer's contact: the write path as an operator's save. */
const measureWrites = async (http: HttpClient) => {
    const [id] = await dealerIds(http, 1);
    const samples: number[] = [];
    for (let i = 0; i < WRITE_CALLS; i++) samples.push(await timed(() => http.request('seller/dealer/DealerEdit', { body: { id, contact: `写入${i % 7}` } })));
    return samples;
};

/**
 * The live console's cost and reach on PostgreSQL at 100k rows (one seed, reused): the list and
 * write p95 with MC_LIVE on (10 streams open) and off, measured on, off, on, off on the same
 * database so drift falls on both; 1,000 streams on one instance (memory per stream, a write
 * reaching all of them); three instances, a write on one reaching streams on the other two.
 */
export const runLiveParts = async ({ log }: { log(message: string): void }): Promise<Figure[]> => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mc-bench-live-'));
    const cluster = await startThrowAwayPostgres();
    const figures: Figure[] = [];
    const servers: RunningServer[] = [];
    const dirs = [dataDir];
    const start = async (env: Record<string, string>, dir = dataDir) => {
        if (!dirs.includes(dir)) dirs.push(dir);
        const server = await startReferenceServer({ dataDir: dir, distDir: benchPaths.consoleDist, databaseUrl: cluster.url, env });
        servers.push(server);
        return server;
    };
    // Others' jobs share this machine: how loaded it was is part of every figure below.
    const loads = [loadavg()[0]];
    const sampler = setInterval(() => loads.push(loadavg()[0]), 5000);
    try {
        log(`  seed --rows ${ROWS} on PostgreSQL`);
        await seedDatabase(dataDir, ROWS, cluster.url);

        const pooled = { on: { list: [] as number[], write: [] as number[] }, off: { list: [] as number[], write: [] as number[] } };
        for (const live of ['on', 'off', 'on', 'off'] as const) {
            log(`  list and write with MC_LIVE=${live}`);
            const server = await start({ MC_LIVE: live });
            const http = await createBenchClient(server.url);
            const streams = live === 'on' ? await openStreams(http, 10) : [];
            const list = await measureListLatency(http, { pages: 100, firstPages: 20 });
            pooled[live].list.push(...(list.find(figure => figure.name.startsWith('page 2') && figure.name.endsWith('p95'))?.runs ?? []));
            pooled[live].write.push(...(await measureWrites(http)));
            for (const stream of streams) stream.close();
            await server.stop();
        }
        for (const kind of ['list', 'write'] as const) {
            const on = percentile(pooled.on[kind], 95);
            const off = percentile(pooled.off[kind], 95);
            const name = kind === 'list' ? 'list page p95' : 'write (DealerEdit) p95';
            figures.push({ part: PART, name: `${name}, MC_LIVE=on`, value: on, unit: 'ms', runs: pooled.on[kind], status: 'info' });
            figures.push({ part: PART, name: `${name}, MC_LIVE=off`, value: off, unit: 'ms', runs: pooled.off[kind], status: 'info' });
            figures.push({
                part: PART,
                name: `${name}: added by live`,
                value: on - off,
                unit: 'ms',
                status: judge(on - off, LIVE_TARGETS.addedP95 + Number.EPSILON),
                note: `target ≤ +${LIVE_TARGETS.addedP95} ms; ${pooled.on[kind].length} calls each, on/off/on/off`,
            });
        }

        log(`  ${STREAMS} streams on one instance`);
        const one = await start({ MC_LIVE: 'on', MC_LIVE_PER_ACCOUNT: String(STREAMS * 2) });
        const http = await createBenchClient(one.url);
        await new Promise(resolve => setTimeout(resolve, 2000));
        const before = residentMiB(one.pid);
        const streams = await openStreams(http, STREAMS);
        await new Promise(resolve => setTimeout(resolve, 2000));
        const after = residentMiB(one.pid);
        if (before !== undefined && after !== undefined) {
            const perStream = ((after - before) * 1024) / STREAMS;
            figures.push({
                part: PART,
                name: `server memory per stream (${STREAMS} streams)`,
                value: perStream,
                unit: 'KiB',
                status: judge(perStream, LIVE_TARGETS.streamKiB),
                note: `target < ${LIVE_TARGETS.streamKiB} KiB; RSS ${before.toFixed(0)} → ${after.toFixed(0)} MiB`,
            });
        }
        const reach = await fanOut(http, streams);
        const fanP95 = percentile(reach.delays, 95);
        figures.push({
            part: PART,
            name: `a write reaching all ${STREAMS} streams, p95`,
            value: fanP95,
            unit: 'ms',
            runs: reach.delays,
            status: reach.missing ? 'missed' : judge(fanP95, LIVE_TARGETS.fanOutP95),
            note: `target < ${LIVE_TARGETS.fanOutP95} ms; ${WRITES} writes, from the call's start${reach.missing ? `; ${reach.missing} arrivals missing` : ''}`,
        });
        for (const stream of streams) stream.close();
        await one.stop();

        log('  three instances');
        const [a, b, c] = await Promise.all(
            ['A', 'B', 'C'].map(name =>
                start({ MC_LIVE: 'on', MC_LIVE_PER_ACCOUNT: '1000', MC_INSTANCE_ID: name }, mkdtempSync(join(tmpdir(), `mc-bench-live-${name}-`)))
            )
        );
        const writer = await createBenchClient(a.url);
        const remote = [
            ...(await openStreams(await createBenchClient(b.url), CROSS_STREAMS_EACH)),
            ...(await openStreams(await createBenchClient(c.url), CROSS_STREAMS_EACH)),
        ];
        const cross = await fanOut(writer, remote);
        const crossP95 = percentile(cross.delays, 95);
        figures.push({
            part: PART,
            name: `a write on one instance reaching ${remote.length} streams on two others, p95`,
            value: crossP95,
            unit: 'ms',
            runs: cross.delays,
            status: cross.missing ? 'missed' : judge(crossP95, LIVE_TARGETS.crossInstanceP95),
            note: `target < ${LIVE_TARGETS.crossInstanceP95} ms; ${WRITES} writes${cross.missing ? `; ${cross.missing} arrivals missing` : ''}`,
        });
        for (const stream of remote) stream.close();
        figures.push({
            part: PART,
            name: 'machine load average (1 min) during the part',
            value: loads.reduce((sum, load) => sum + load, 0) / loads.length,
            unit: '',
            status: 'info',
            note: `min ${Math.min(...loads).toFixed(1)}, max ${Math.max(...loads).toFixed(1)}, on this machine's cores: latencies grow with it`,
        });
        return figures;
    } finally {
        clearInterval(sampler);
        for (const server of servers) await server.stop().catch(() => undefined);
        await cluster.stop();
        for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
    }
};
