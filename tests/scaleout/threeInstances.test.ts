import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoAccounts } from '../../server/domains/core/demoAccounts';
import { createPrng } from '../../server/domains/shared/Prng';
import { isApiError } from '../../src/dataProvider/ApiError';
import { createTestClient } from '../contract/support/createTestClient';
import { openLiveStream } from '../contract/support/liveStream';
import { waitFor } from '../contract/support/waitFor';
import { downloadIds, exportDealers, exportTaskProbes, firstDealerIds } from './dealerExports';
import { clientOn, loginOn } from './instanceClients';
import { judgeFailure, planLoadCall, type LoadCall, type LoadKind, type LoadOutcome } from './mixedLoad';
import type { Instance } from './startInstance';
import { DATABASE, LEASE_MS, ThreeInstances } from './ThreeInstances';

/**
 * Three server processes on one throw-away PostgreSQL cluster, behaving as one server while
 * they are killed and restarted. Every loop is bounded in count and time; all traffic goes to
 * 127.0.0.1. Waits use deadlines; nothing asserts how fast anything was.
 */

const LOAD_CALLS = 3000;
const LOAD_SECONDS = 60;
const CONCURRENCY = 12;

const instances = new ThreeInstances();
const { live, down, sql, relaunch } = instances;
const { task, taskIn, holdFileWrites } = exportTaskProbes(instances);

const sleep = (ms: number) => new Promise(resolve => setTimeout(resolve, ms));

beforeAll(() => instances.start(), 200_000);

afterAll(() => instances.stop());

describe('three instances on one PostgreSQL', () => {
    it('started together on an empty database, they migrate and seed it once', async () => {
        const [{ n: users }] = await sql<{ n: number }>('SELECT count(*)::int AS n FROM users');
        expect(users).toBe(demoAccounts.length);
        const [{ n: migrations, distinct }] = await sql<{ n: number; distinct: number }>(
            'SELECT count(*)::int AS n, count(DISTINCT id)::int AS distinct FROM schema_migrations'
        );
        expect(migrations).toBe(distinct);
        for (const instance of live) expect(await (await fetch(`${instance.url}/healthz`)).json()).toEqual({ status: 'ok' });
    });

    it('a login on A is good for calls on B and C', async () => {
        const [a, b, c] = live;
        const onA = await loginOn(a);
        for (const instance of [b, c]) {
            const client = await clientOn(instance, onA.session.get()!);
            expect(await client.get('buyer/user/info')).toMatchObject({ username: 'admin' });
        }
    });

    it('one refresh token raced on all three: exactly one rotation wins', async () => {
        const session = (await loginOn(live[0])).session.get()!;
        const racers = await Promise.all(live.map(instance => clientOn(instance, session)));
        const results = await Promise.allSettled(racers.map(client => client.refresh()));
        const winners = results.filter(result => result.status === 'fulfilled');
        expect(winners).toHaveLength(1);
        for (const result of results) {
            // The losers are told so in an envelope (HTTP 200), not by a server error.
            if (result.status === 'rejected') expect(isApiError(result.reason) && result.reason.status === 200).toBe(true);
        }
        const winner = racers[results.indexOf(winners[0])];
        for (const instance of live)
            expect(await (await clientOn(instance, winner.session.get()!)).get('buyer/user/info')).toMatchObject({ username: 'admin' });
    });

    it('an export created on A is downloaded through B from the postgres store', async () => {
        const [a, b, c] = live;
        const onA = await loginOn(a);
        const onB = await clientOn(b, onA.session.get()!);
        const onC = await clientOn(c, onA.session.get()!);
        const { id } = await exportDealers(onA);
        await taskIn(id, 2, 'the export to finish');
        const [{ file }] = await sql<{ file: string }>('SELECT file FROM export_tasks WHERE id = $1', [id]);
        expect((await sql('SELECT key FROM stored_files WHERE key = $1', [file])).length).toBe(1);
        expect(await downloadIds(onB, id)).toEqual(await firstDealerIds(onC));
    });

    it('the instance running an export is SIGKILLed: its lease expires and another instance finishes the task', async () => {
        const admin = await loginOn(live[0]);
        const release = await holdFileWrites();
        let owner: Instance;
        let id: number;
        try {
            ({ id } = await exportDealers(admin));
            const running = await taskIn(id, 1, 'an instance to claim the export');
            owner = live.find(instance => instance.name === running.locked_by)!;
            expect(owner).toBeDefined();
            // While its owner lives, the heartbeat keeps the lease: nobody takes the task over.
            await sleep(LEASE_MS * 2);
            expect(await task(id)).toMatchObject({ status: 1, locked_by: owner.name, attempts: 1 });
            await owner.kill();
            down.add(owner);
        } finally {
            await release();
        }
        const done = await taskIn(id, 2, 'a surviving instance to finish the task');
        expect(done).toMatchObject({ attempts: 2, locked_by: null });
        expect(done.file).toEqual(expect.stringMatching(/\S/));
        const survivor = live.find(instance => !down.has(instance))!;
        expect(await downloadIds(await clientOn(survivor, admin.session.get()!), id)).toEqual(
            await firstDealerIds(await clientOn(survivor, admin.session.get()!))
        );
    });

    it('SIGTERM gives the lease of a running export back at once and exits 0', async () => {
        // Two instances are up (the third was killed): the one that claims the task is stopped.
        const admin = await loginOn(live.find(instance => !down.has(instance))!);
        const release = await holdFileWrites();
        let id: number;
        try {
            ({ id } = await exportDealers(admin));
            const running = await taskIn(id, 1, 'an instance to claim the export');
            const owner = live.find(instance => instance.name === running.locked_by)!;
            expect(await owner.terminate()).toBe(0);
            down.add(owner);
            // Given back, not expired: the run does not count, whoever holds the task now.
            const after = await task(id);
            expect(after.locked_by).not.toBe(owner.name);
            expect(after.attempts).toBeLessThanOrEqual(1);
        } finally {
            await release();
        }
        const done = await taskIn(id, 2, 'the task to finish');
        expect(done.attempts).toBe(1);
        await Promise.all([...down].map(relaunch));
        expect(down.size).toBe(0);
    });

    it('a write on one instance reaches the live streams of the other two', async () => {
        const [a, b, c] = live;
        const onA = await loginOn(a);
        const streams = await Promise.all([b, c].map(async instance => openLiveStream(await clientOn(instance, onA.session.get()!))));
        await Promise.all(streams.map(stream => stream.next('ready')));
        const [dealer] = await firstDealerIds(onA);
        await onA.post('seller/dealer/DealerEdit', { id: dealer, contact: '跨实例' });
        for (const stream of streams) {
            const event = await stream.next('table', e => e.data.api === 'seller/dealer/DealerList', 20_000);
            expect(event.data).toMatchObject({ ids: [dealer], action: 'updated', by: { name: '诚信二手车' } });
            stream.close();
        }
    });

    it('a resource saved in the designer on A is served by B and C (its time printed against 2 s), and their streams hear of it', async () => {
        const [a, b, c] = live;
        const platform = await createTestClient(a);
        await platform.login('platform', demoAccounts.find(account => account.username === 'platform')!.password);
        const onA = await loginOn(a);
        const [onB, onC] = await Promise.all([b, c].map(instance => clientOn(instance, onA.session.get()!)));
        const list = 'seller/scaleVisit/ScaleVisitList';
        const declaration = {
            table: 'scaleout_visits',
            label: '到店',
            industry: 'car',
            api: { list, create: 'seller/scaleVisit/ScaleVisitAdd' },
            columns: { customer: { title: '客户', write: { required: true } } },
            defaultSort: { column: 'id', order: 'desc' },
        };
        const streams = await Promise.all([onB, onC].map(client => openLiveStream(client)));
        await Promise.all(streams.map(stream => stream.next('ready')));
        await platform.post('platform/designer/TableSave', { declaration: JSON.stringify(declaration), entry: '[]', version: 0 });
        const saved = Date.now();
        // Each other process serves the new list. The bound is 2 s from the save's answer:
        // the time is printed against it (ok or MISSED), as the suite asserts no timing; a
        // process that does not serve it at all within 20 s fails.
        for (const [name, client] of [
            ['B', onB],
            ['C', onC],
        ] as const) {
            let served = false;
            while (!served && Date.now() - saved < 20_000) {
                served = await client.get(list).then(
                    () => true,
                    () => false
                );
                if (!served) await sleep(100);
            }
            expect(served, `${name} serves ${list}`).toBe(true);
            const ms = Date.now() - saved;
            console.log(`designer save on A served by ${name} after ${ms} ms: ${ms <= 2000 ? 'ok' : 'MISSED'} (target ≤ 2000 ms)`);
        }
        for (const stream of streams) expect((await stream.next('catalogue', undefined, 20_000)).data.tables).toEqual(['scaleout_visits']);
        // A record written through B reaches C's stream: C follows the new table with no restart.
        await onB.post('seller/scaleVisit/ScaleVisitAdd', { customer: '跨实例' });
        expect((await streams[1].next('table', e => e.data.api === list, 20_000)).data).toMatchObject({ action: 'created', count: 1 });
        for (const stream of streams) stream.close();
    });

    it('an instance killed while streams are open: its clients reconnect to another and resume from their last event', async () => {
        const [a, b, c] = live;
        const onA = await loginOn(a);
        const session = onA.session.get()!;
        const stream = await openLiveStream(await clientOn(b, session));
        await stream.next('ready');
        const [first, second, third] = await firstDealerIds(onA);
        await onA.post('seller/dealer/DealerEdit', { id: first, contact: '杀前' });
        await stream.next('table', e => e.data.api === 'seller/dealer/DealerList', 20_000);
        const last = stream.lastId!;
        await b.kill();
        down.add(b);
        await stream.ended;
        // Written while the client has no stream.
        await onA.post('seller/dealer/DealerEdit', { id: second, contact: '杀后一' });
        await onA.post('seller/dealer/DealerEdit', { id: third, contact: '杀后二' });
        const resumed = await openLiveStream(await clientOn(c, session), { lastEventId: last });
        expect((await resumed.next('ready')).id).toBe(last);
        const missed = [
            await resumed.next('table', e => e.data.api === 'seller/dealer/DealerList', 20_000),
            await resumed.next('table', e => e.data.api === 'seller/dealer/DealerList', 20_000),
        ];
        expect(missed.map(event => event.data.ids)).toEqual([[second], [third]]);
        expect(resumed.events.some(event => event.type === 'reset')).toBe(false);
        resumed.close();
        await relaunch(b);
    });

    it('a bounded mixed load across the three, one of them restarted, loses nothing', async () => {
        const first = await loginOn(live[0]);
        const session = first.session.get()!;
        const clients = await Promise.all(live.map(instance => clientOn(instance, session)));
        const restarting = [false, false, false];

        const dealers = (await sql<{ id: number }>('SELECT id FROM dealers WHERE audit_status = 1 AND is_black = 0 ORDER BY id LIMIT 4')).map(row => row.id);
        const cars = await sql<{ id: number; status: number }>(
            `SELECT v.id, v.status FROM vehicles v JOIN dealers d ON d.id = v.dealer_id
             WHERE v.status IN (0, 1) AND d.audit_status = 1 AND d.is_black = 0 ORDER BY v.id LIMIT 6`
        );
        const roles: number[] = [];
        for (let i = 1; i <= 3; i++) {
            roles.push((await first.post<{ id: number }>('seller/role/roleadd', { name: `压测角色${i}`, path_arr: JSON.stringify(['/dealer/fwjl']) })).id);
        }
        expect(dealers.length).toBeGreaterThan(0);
        expect(cars.length).toBeGreaterThan(0);
        const [{ max: logBase }] = await sql<{ max: number }>('SELECT coalesce(max(id), 0)::int AS max FROM operator_logs');

        const rng = createPrng(15);
        const targets = { dealers, cars, roles };

        const calls: LoadCall[] = [];
        const deadline = Date.now() + LOAD_SECONDS * 1000;
        let issued = 0;
        const loop = async () => {
            while (issued < LOAD_CALLS && Date.now() < deadline) {
                const n = issued++;
                // As a proxy that health-checks: an instance being restarted gets no new calls.
                const index = [0, 1, 2].map(step => (n + step) % live.length).find(i => !restarting[i]) ?? n % live.length;
                const { call, run } = planLoadCall(rng, targets, n);
                calls.push(call);
                const cutWindow = restarting[index];
                try {
                    await run(clients[index]);
                    call.outcome = 'ok';
                } catch (error) {
                    judgeFailure(call, error, cutWindow || restarting[index]);
                }
            }
        };
        const restart = async () => {
            while (issued < LOAD_CALLS / 4 && Date.now() < deadline) await sleep(50);
            const victim = live[2];
            restarting[2] = true;
            expect(await victim.terminate()).toBe(0);
            await relaunch(victim);
            restarting[2] = false;
        };
        const startedAt = Date.now();
        await Promise.all([...Array.from({ length: CONCURRENCY }, loop), restart()]);
        const seconds = (Date.now() - startedAt) / 1000;

        const count = (outcome: LoadOutcome, kind?: LoadKind) => calls.filter(c => c.outcome === outcome && (!kind || c.kind === kind)).length;
        let lost = 0;
        let cutButWritten = 0;
        const expectOnce = (call: LoadCall, found: number) => {
            if (call.outcome === 'ok' && found !== 1) lost++;
            if (call.outcome === 'refused') expect(found, `refused call ${call.n} wrote`).toBe(0);
            if (call.outcome === 'cut') {
                expect(found).toBeLessThanOrEqual(1);
                cutButWritten += found;
            }
        };
        const walletLines = new Map(
            (await sql<{ remark: string; n: number }>("SELECT remark, count(*)::int AS n FROM wallet_logs WHERE remark LIKE 'load-%' GROUP BY remark")).map(
                r => [r.remark, r.n]
            )
        );
        for (const call of calls.filter(c => c.kind === 'recharge')) expectOnce(call, walletLines.get(`load-${call.n}`) ?? 0);
        const roleLines = new Map(
            (
                await sql<{ content: string; n: number }>(
                    "SELECT content, count(*)::int AS n FROM operator_logs WHERE id > $1 AND content LIKE '编辑角色#%' GROUP BY content",
                    [logBase]
                )
            ).map(r => [r.content, r.n])
        );
        for (const call of calls.filter(c => c.kind === 'role')) expectOnce(call, roleLines.get(`编辑角色#${call.target} 负载${call.n}`) ?? 0);
        // Shelf changes carry no marker: per car, the log holds every answered change, and the
        // car's final state is its first state flipped once per logged change.
        for (const car of cars) {
            const mine = calls.filter(c => c.kind === 'shelf' && c.target === car.id);
            const [{ n: logged }] = await sql<{ n: number }>(
                "SELECT count(*)::int AS n FROM operator_logs WHERE id > $1 AND module = '车辆' AND content LIKE $2",
                [logBase, `%架 %：#${car.id} %`]
            );
            const ok = mine.filter(c => c.outcome === 'ok').length;
            const cut = mine.filter(c => c.outcome === 'cut').length;
            if (logged < ok) lost += ok - logged;
            expect(logged).toBeLessThanOrEqual(ok + cut);
            const [{ status }] = await sql<{ status: number }>('SELECT status FROM vehicles WHERE id = $1', [car.id]);
            expect(status === car.status ? 0 : 1).toBe(logged % 2);
        }
        const drift = await sql(
            `SELECT d.id, d.deposit, coalesce(sum(w.amount), 0) AS logged FROM dealers d LEFT JOIN wallet_logs w ON w.dealer_id = d.id
             GROUP BY d.id HAVING d.deposit <> coalesce(sum(w.amount), 0)`
        );
        const [{ n: negative }] = await sql<{ n: number }>('SELECT count(*)::int AS n FROM dealers WHERE deposit < 0');

        const failures = calls.filter(c => c.outcome === 'failed');
        console.log(
            `scale-out load: calls ${calls.length}, ok ${count('ok')}, refused ${count('refused')}, cut by restart ${count('cut')} ` +
                `(written anyway ${cutButWritten}), lost: ${lost} — ${seconds.toFixed(1)} s, ${CONCURRENCY} clients over ${live.length} instances; ` +
                `writes ok: recharge ${count('ok', 'recharge')}, shelf ${count('ok', 'shelf')}, role ${count('ok', 'role')}`
        );
        expect(failures.map(c => `${c.kind} #${c.n}: ${c.detail}`)).toEqual([]);
        expect(lost).toBe(0);
        expect(drift).toEqual([]);
        expect(negative).toBe(0);
        expect(count('ok', 'recharge')).toBeGreaterThan(0);
        expect(count('ok', 'shelf')).toBeGreaterThan(0);
        expect(count('ok', 'role')).toBeGreaterThan(0);
    });

    it('while the database refuses connections /readyz fails and /healthz answers; then ready again; SIGTERM exits 0', async () => {
        // Unreachable on purpose and reversibly: no new connections to the database, the open ones cut.
        const admin = new pg.Client({ connectionString: instances.urlFor('template1') });
        await admin.connect();
        // A poll may meet a kept-alive socket that the instance closes at that moment ("other side
        // closed"): that is no answer yet, and the next poll asks again. An instance that died
        // never answers 200 again, so the wait for it still fails.
        const readyz = (instance: Instance) =>
            fetch(`${instance.url}/readyz`).then(
                response => response.status,
                () => undefined
            );
        try {
            await admin.query(`ALTER DATABASE ${DATABASE} ALLOW_CONNECTIONS false`);
            // Cut again at each poll: a connection that was starting as the database closed (past
            // its check, not yet listed under the database) is not ended by the first cut.
            const cut = () => admin.query(`SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = '${DATABASE}' AND pid <> pg_backend_pid()`);
            for (const instance of live) {
                await waitFor(
                    async () => {
                        await cut();
                        return (await readyz(instance)) === 503 ? true : undefined;
                    },
                    `${instance.name} to be unready`,
                    30_000
                );
                expect((await fetch(`${instance.url}/healthz`)).status).toBe(200);
            }
        } finally {
            await admin.query(`ALTER DATABASE ${DATABASE} ALLOW_CONNECTIONS true`);
            await admin.end();
        }
        for (const instance of live)
            await waitFor(async () => ((await readyz(instance)) === 200 ? true : undefined), `${instance.name} to be ready again`, 30_000);
        expect(await Promise.all(live.map(instance => instance.terminate()))).toEqual([0, 0, 0]);
    });
});
