import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { HttpClient } from '../../src/dataProvider/httpClient';
import { startThrowAwayPostgres } from '../../scripts/throwAwayPostgres';
import { createBenchClient } from '../benchClient';
import { benchPaths } from '../benchPaths';
import type { Figure } from '../Figure';
import { seedDatabase, startReferenceServer } from '../referenceServer';
import { judge } from '../serverTargets';
import { median, percentile } from '../stats';
import { timed } from './serverList';

const ROWS = 100_000;
/** Revisions in the table when the history is read: ten per dealer of the seed. */
const REVISIONS = 1_000_000;
const WRITES = 200;
const READS = 200;
const PART = 'Server record history (PostgreSQL, 100,000 rows)';
/** At most this much more per write for its version and revision (docs/protocol.md §16). */
const WRITE_COST_TARGET_MS = 2;
const HISTORY_P95_TARGET_MS = 15;

/** Runs statements as the owner, on the bench's cluster. */
const asOwner = async (url: string, ...statements: string[]) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
        for (const statement of statements) await client.query(statement);
    } finally {
        await client.end();
    }
};

/** The triggers that move versions and keep revisions, on or off on the dealers table. */
const setHistoryTriggers = (url: string, on: boolean) =>
    asOwner(url, `ALTER TABLE dealers ${on ? 'ENABLE' : 'DISABLE'} TRIGGER mc_record_version, ${on ? 'ENABLE' : 'DISABLE'} TRIGGER mc_record_revision`);

/**
 * A million revisions of the large merchant's dealers, straight into the table as the owner: ten
 * edits each (a bench shape), as the write path would have kept them.
 */
const addRevisions = (url: string) =>
    asOwner(
        url,
        `INSERT INTO record_revisions (suid, table_name, record_id, action, operation, version, changes, account_id, account_name, call, created_at)
         SELECT d.suid, 'dealers', d.id, 'update', 'update', 1 + n, jsonb_build_object('contact', jsonb_build_array('联系人' || (n - 1), '联系人' || n)),
                1, 'admin', 'seller/dealer/DealerEdit', extract(epoch FROM now())::bigint - (10 - n) * 60
           FROM (SELECT suid, id FROM dealers WHERE suid = '10001' ORDER BY id LIMIT ${REVISIONS / 10}) AS d, generate_series(1, 10) AS n`,
        'ANALYZE record_revisions'
    );

/** The dealer ids the calls spread over: every hundredth of those the large merchant's dealer list shows. */
const dealerIds = async (url: string): Promise<number[]> => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
        const { rows } = await client.query<{ id: number }>(`SELECT id FROM dealers WHERE suid = '10001' AND kind = 1 AND is_black = 0 ORDER BY id`);
        return rows.filter((_, i) => i % 100 === 0).map(row => row.id);
    } finally {
        await client.end();
    }
};

/** `count` edits of the contact of dealers spread over `ids`, each with the version its dealer is at when `versioned`. */
const edits = async (http: HttpClient, ids: number[], count: number, versioned: boolean, round: number) => {
    const samples: number[] = [];
    for (let i = 0; i < count; i++) {
        const id = ids[(i * 7919) % ids.length];
        const version = versioned ? Number((await http.request<{ _version: number }>('seller/dealer/DealerInfo', { params: { id } }))._version) : undefined;
        const body = { id, contact: `联系人${round}-${i}`, ...(version ? { _version: version } : {}) };
        samples.push(await timed(() => http.request('seller/dealer/DealerEdit', { body })));
    }
    return samples;
};

const p95Figure = (name: string, samples: number[], note: string, target?: number): Figure => {
    const p95 = percentile(samples, 95);
    return {
        part: PART,
        name,
        value: p95,
        unit: 'ms',
        runs: samples,
        status: target ? judge(p95, target) : 'info',
        note: `p50 ${median(samples).toFixed(1)} ms; ${note}`,
    };
};

/**
 * What versions and revisions cost, on PostgreSQL at 100k dealers: the write p95 of an edit with
 * its version checked and moved and its revision kept, against the same edit with the history
 * triggers off and no version sent (same server, same run, alternating rounds so that the
 * machine's drift falls on both); then the history of a record read with a million revisions in
 * the table.
 */
export const runHistoryParts = async ({ log }: { log(message: string): void }): Promise<Figure[]> => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mc-bench-history-'));
    const cluster = await startThrowAwayPostgres();
    const figures: Figure[] = [];
    try {
        log(`  seed --rows ${ROWS}`);
        await seedDatabase(dataDir, ROWS, cluster.url);
        const server = await startReferenceServer({ dataDir, distDir: benchPaths.consoleDist, databaseUrl: cluster.url });
        try {
            const http = await createBenchClient(server.url);
            const ids = await dealerIds(cluster.url);
            const withHistory: number[] = [];
            const without: number[] = [];
            log(`  ${WRITES * 2} edits, with and without versions and revisions`);
            for (let round = 0; round < 4; round++) {
                await setHistoryTriggers(cluster.url, true);
                withHistory.push(...(await edits(http, ids, WRITES / 4, true, round)));
                await setHistoryTriggers(cluster.url, false);
                without.push(...(await edits(http, ids, WRITES / 4, false, round)));
            }
            await setHistoryTriggers(cluster.url, true);
            const on = percentile(withHistory, 95);
            const off = percentile(without, 95);
            figures.push(
                p95Figure(`edit with version and revision (${WRITES} calls) p95`, withHistory, 'DealerEdit with _version'),
                p95Figure(`edit without (${WRITES} calls) p95`, without, 'history triggers off, no _version'),
                {
                    part: PART,
                    name: 'cost of versions and revisions per write, p95',
                    value: on - off,
                    unit: 'ms',
                    status: judge(on - off, WRITE_COST_TARGET_MS),
                    note: `${on.toFixed(1)} − ${off.toFixed(1)} ms; target ≤ +${WRITE_COST_TARGET_MS} ms`,
                }
            );

            log(`  ${REVISIONS.toLocaleString('en')} revisions, then the history of ${READS} records`);
            await addRevisions(cluster.url);
            const reads: number[] = [];
            for (let i = 0; i < READS; i++) {
                const id = ids[(i * 7919) % ids.length];
                reads.push(
                    await timed(() => http.request('seller/history/RecordHistory', { params: { api: 'seller/dealer/DealerList', id, page: 1, limit: 20 } }))
                );
            }
            figures.push(
                p95Figure(
                    `RecordHistory, ${REVISIONS.toLocaleString('en')} revisions in the table (${READS} calls) p95`,
                    reads,
                    `target < ${HISTORY_P95_TARGET_MS} ms`,
                    HISTORY_P95_TARGET_MS
                )
            );
        } finally {
            await server.stop();
        }
        return figures;
    } finally {
        await cluster.stop();
        rmSync(dataDir, { recursive: true, force: true });
    }
};
