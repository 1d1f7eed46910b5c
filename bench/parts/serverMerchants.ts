import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { refreshStatistics } from '../../server/db/refreshStatistics';
import { hashPassword } from '../../server/session/password';
import { startThrowAwayPostgres } from '../../scripts/throwAwayPostgres';
import { createBenchClient } from '../benchClient';
import { benchPaths } from '../benchPaths';
import type { Figure } from '../Figure';
import { seedDatabase, startReferenceServer } from '../referenceServer';
import { serverTargets } from '../serverTargets';
import { measureListLatency } from './serverList';

/** The large merchant holds the seed's rows; the others share the rest of a million. */
const LARGE_ROWS = 100_000;
const TOTAL_ROWS = 1_000_000;
const SMALL_MERCHANTS = 999;
/** One of the small merchants, with an account to measure it through. */
const SMALL = { suid: '50001', username: 'bench_small', password: 'BenchSmall@2026' };
const PART = 'Server merchants (PostgreSQL, 1M dealers over 1,000 merchants)';

/**
 * The small merchants' dealers, straight into the table as the owner (a bench shape, not demo
 * data): evenly spread over the merchants, a third of each one's pending audit, deposits up to
 * 50 000 yuan.
 */
const addSmallMerchants = async (url: string) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
        const rows = TOTAL_ROWS - LARGE_ROWS;
        await client.query(
            `INSERT INTO dealers (suid, kind, name, contact, phone, province, city, business_scope, audit_status, deposit, create_time)
             SELECT (50001 + g % ${SMALL_MERCHANTS})::text, 1, '车行' || g, '联系人', '13' || lpad((g % 1000000000)::text, 9, '0'), 310000, 310100, '1,2',
                    (g / ${SMALL_MERCHANTS} % 3 <> 0)::int, (g::bigint * 7919 % 5000000) * 100, 1700000000 + g
               FROM generate_series(1, ${rows}) AS g`
        );
        await client.query(
            `INSERT INTO users (username, password_hash, name, nickname, industry_type, roles, suid)
                            VALUES ($1, $2, $1, '小车商', 'car', '["admin"]', $3)`,
            [SMALL.username, await hashPassword(SMALL.password), SMALL.suid]
        );
        await refreshStatistics({ exec: async sql => void (await client.query(sql)) }, ['dealers']);
    } finally {
        await client.end();
    }
};

const setRowSecurity = async (url: string, on: boolean) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
        await client.query(`ALTER TABLE dealers ${on ? 'ENABLE' : 'DISABLE'} ROW LEVEL SECURITY`);
    } finally {
        await client.end();
    }
};

const p95Of = (figures: Figure[], name: RegExp) => figures.find(figure => name.test(figure.name) && figure.name.endsWith('p95'))?.value;

/**
 * The multi-merchant shape: a million dealers over a thousand merchants on PostgreSQL, one of them
 * (the demo admin) holding 100k. The dealer list as the large merchant and as a small one, with
 * row-level security on (as it runs), then off on the dealers table (same server, same run):
 * the difference is what the policy costs. Judged against the 100k targets: a merchant's list
 * must not pay for the other merchants' rows.
 */
export const runMerchantParts = async ({ log }: { log(message: string): void }): Promise<Figure[]> => {
    const dataDir = mkdtempSync(join(tmpdir(), 'mc-bench-merchants-'));
    const cluster = await startThrowAwayPostgres();
    const figures: Figure[] = [];
    try {
        log(`  seed --rows ${LARGE_ROWS}, then ${(TOTAL_ROWS - LARGE_ROWS).toLocaleString('en')} dealers of ${SMALL_MERCHANTS} small merchants`);
        const seedMs = await seedDatabase(dataDir, LARGE_ROWS, cluster.url);
        const started = Date.now();
        await addSmallMerchants(cluster.url);
        figures.push({
            part: PART,
            name: 'setup',
            value: seedMs + (Date.now() - started),
            unit: 'ms',
            status: 'info',
            note: 'seed and the small merchants, once',
        });
        const server = await startReferenceServer({ dataDir, distDir: benchPaths.consoleDist, databaseUrl: cluster.url });
        const targets = serverTargets('postgres', LARGE_ROWS);
        try {
            for (const security of ['on', 'off'] as const) {
                if (security === 'off') await setRowSecurity(cluster.url, false);
                for (const [who, account] of [
                    ['large merchant, 100k', undefined],
                    ['small merchant, ~900', SMALL],
                ] as const) {
                    log(`  list as the ${who}, row-level security ${security}`);
                    const http = await createBenchClient(server.url, account);
                    figures.push(...(await measureListLatency(http, { part: `${PART}: ${who}, row-level security ${security}`, targets })));
                }
            }
            await setRowSecurity(cluster.url, true);
        } finally {
            await server.stop();
        }
        for (const who of ['large merchant, 100k', 'small merchant, ~900']) {
            for (const [name, pattern] of [
                ['pages', /^page 2/],
                ['page 1 + count & sums', /^page 1/],
            ] as const) {
                const on = p95Of(
                    figures.filter(figure => figure.part.includes(`${who}, row-level security on`)),
                    pattern
                );
                const off = p95Of(
                    figures.filter(figure => figure.part.includes(`${who}, row-level security off`)),
                    pattern
                );
                if (on === undefined || off === undefined) continue;
                figures.push({
                    part: PART,
                    name: `row-level security cost, ${who}, ${name} p95`,
                    value: on - off,
                    unit: 'ms',
                    status: 'info',
                    note: `${on.toFixed(1)} − ${off.toFixed(1)} ms`,
                });
            }
        }
        return figures;
    } finally {
        await cluster.stop();
        rmSync(dataDir, { recursive: true, force: true });
    }
};
