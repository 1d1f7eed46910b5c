import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domains } from '../../../server/domains';
import { declaredDomain } from '../../../server/declared/declaredDomain';
import { readTableDeclarations } from '../../../server/declared/readTableDeclarations';
import { createRouteRegistry } from '../../../server/http/RouteRegistry';
import { followedTables } from '../../../server/live/liveRoutes';
import { keyRelation } from '../../../server/tables/keyRelation';
import type { TableSpec } from '../../../server/tables/TableSpec';
import type { LiveTableEvent } from '../../../protocol/liveEvents';
import { quoteIdentifier } from '../../../server/db/merchantScope';
import type { TestClient } from '../support/createTestClient';
import { openLiveStream, type LiveStreamReader } from '../support/liveStream';
import { signIn } from '../support/signedInServer';
import { startTestServer, type TestServer } from '../support/startTestServer';
import { waitFor } from '../support/waitFor';

/**
 * Whose events a stream carries, over every table of the route registry (declared ones included),
 * so a new list is covered as soon as it exists: a write to merchant B's rows reaches B's streams
 * and nobody else's, even a merchant's that has the same table; and each stream carries only the
 * lists its caller may read, judged by the caller's own list calls (the oracle is the server's
 * answer to a real call, not the stream's code).
 */

const A = '10001';

let server: TestServer;
/** Every demo account: five merchants, and a restricted operator of the first. */
const ACCOUNTS = ['admin', 'operator', 'dealer2', 'bank', 'platform', 'union'] as const;
const clients = new Map<string, TestClient>();
const merchantOf = new Map<string, string>();
let tables: TableSpec[];
/** Followed tables that hold a merchant column, and the lists each is the table of. */
let merchantTables: Array<{ table: string; apis: string[] }>;
let sharedTables: Array<{ table: string; apis: string[] }>;
/** Whether a list call of each api is answered, per client: the oracle of "the caller may read it". */
const mayRead = new Map<TestClient, Set<string>>();

const readable = async (client: TestClient) => {
    const answered = new Set<string>();
    for (const spec of tables) {
        const ok = await client.get(spec.api, { page: 1, limit: 1 }).then(
            () => true,
            () => false
        );
        if (ok) answered.add(spec.api);
    }
    return answered;
};

/** One row of `table` of merchant `suid` is written (a no-op update); false when the merchant holds none there. */
const touch = async (table: string, suid: string) => {
    const name = quoteIdentifier(table);
    const { rows } = await server.owner.query<{ ctid: string }>(
        `UPDATE ${name} SET suid = suid WHERE ctid = (SELECT ctid FROM ${name} WHERE suid = $1 LIMIT 1) RETURNING ctid::text`,
        [suid]
    );
    return !!rows[0];
};

const tableEvents = (stream: LiveStreamReader) => stream.events.filter((event): event is { type: 'table'; data: LiveTableEvent } => event.type === 'table');

/** Waits until the stream has a table event of each api, or fails naming the missing ones. */
const waitForApis = async (stream: LiveStreamReader, apis: readonly string[], ms = 15_000) => {
    const deadline = Date.now() + ms;
    for (;;) {
        const seen = new Set(tableEvents(stream).map(event => event.data.api));
        const missing = apis.filter(api => !seen.has(api));
        if (!missing.length) return;
        if (Date.now() > deadline) throw new Error(`no event for ${missing.join(', ')}`);
        await new Promise(resolve => setTimeout(resolve, 100));
    }
};

beforeAll(async () => {
    server = await startTestServer({ liveHeartbeatMs: 60_000 });
    for (const name of ACCOUNTS) clients.set(name, await signIn(server, name, { encryption: false }));
    const { rows: users } = await server.owner.query<{ username: string; suid: string }>('SELECT username, suid FROM users WHERE username = ANY($1)', [
        [...ACCOUNTS],
    ]);
    for (const user of users) merchantOf.set(user.username, user.suid);
    const declared = (await readTableDeclarations(server.config.tablesDir, { optional: true })).map(declaredDomain);
    const registry = createRouteRegistry([...domains, ...declared]);
    tables = registry.tables();
    const { rows } = await server.owner.query<{ table: string }>(
        `SELECT table_name AS "table" FROM information_schema.columns WHERE table_schema = current_schema() AND column_name = 'suid'`
    );
    const withMerchant = new Set(rows.map(row => row.table));
    const followed = followedTables(registry).map(table => ({
        table,
        apis: tables.filter(spec => keyRelation(spec.from) === table).map(spec => spec.api),
    }));
    const { rows: existing } = await server.owner.query<{ name: string }>(
        `SELECT relname AS name FROM pg_class WHERE relkind = 'r' AND relnamespace = current_schema()::regnamespace`
    );
    const present = new Set(existing.map(row => row.name));
    merchantTables = followed.filter(({ table, apis }) => apis.length && present.has(table) && withMerchant.has(table));
    sharedTables = followed.filter(({ table, apis }) => apis.length && present.has(table) && !withMerchant.has(table));
    for (const client of clients.values()) mayRead.set(client, await readable(client));
    // The seed leaves no export task: the first merchant queues one (and it runs to its end), so that every table holds a row.
    const admin = clients.get('admin')!;
    await admin.get('seller/dealer/DealerList', { page: 1, limit: 10, export_type: 1, _excel_down_culumns: 'id,name' });
    await waitFor(
        async () => ((await server.owner.query('SELECT 1 FROM export_tasks WHERE status = 2')).rows.length ? true : undefined),
        'the export task to end'
    );
}, 240_000);

afterAll(() => server?.close());

describe('a stream carries its own merchant and the lists its caller may read', () => {
    it('the registry has lists on merchant tables and the oracle tells the restricted operator from the owner', () => {
        expect(merchantTables.length).toBeGreaterThan(20);
        expect(mayRead.get(clients.get('operator')!)!.size).toBeLessThan(mayRead.get(clients.get('admin')!)!.size);
        expect(mayRead.get(clients.get('operator')!)).toContain('seller/dealer/DealerList');
    });

    it("a write to every table of the registry, one merchant's row each, reaches that merchant's streams for the lists each caller may read, and no other merchant's", async () => {
        const streams = new Map<string, LiveStreamReader>();
        for (const name of ACCOUNTS) streams.set(name, await openLiveStream(clients.get(name)!));
        await Promise.all([...streams.values()].map(stream => stream.next('ready')));

        // Each table is written for one merchant: the first merchant whose rows it holds, the first one's when it can.
        const writtenFor = new Map<string, string[]>();
        const candidates = [A, ...new Set([...merchantOf.values()].filter(suid => suid !== A))];
        for (const { table } of merchantTables) {
            let written: string | undefined;
            for (const suid of candidates) if (!written && (await touch(table, suid))) written = suid;
            expect(written, `${table} holds no row of a demo merchant`).toBeDefined();
            writtenFor.set(written!, [...(writtenFor.get(written!) ?? []), table]);
        }
        expect(writtenFor.get(A)!.length).toBeGreaterThan(20);

        const apisWrittenFor = (suid: string) => merchantTables.filter(({ table }) => writtenFor.get(suid)?.includes(table)).flatMap(({ apis }) => apis);
        for (const name of ACCOUNTS) {
            const client = clients.get(name)!;
            const expected = apisWrittenFor(merchantOf.get(name)!).filter(api => mayRead.get(client)!.has(api));
            await waitForApis(streams.get(name)!, expected);
        }
        // A last write, to the first merchant: once it arrived, every earlier one has reached every stream (one queue, commit order).
        await touch('dealers', A);
        await streams.get('admin')!.next('table', event => event.data.api === 'seller/dealer/DealerList' && event.data.by === undefined, 10_000);
        for (const name of ACCOUNTS) {
            const client = clients.get(name)!;
            const own = new Set(apisWrittenFor(merchantOf.get(name)!));
            for (const event of tableEvents(streams.get(name)!)) {
                expect(own, `${name} was told of ${event.data.api}`).toContain(event.data.api);
                expect(mayRead.get(client), `${name} may not read ${event.data.api}`).toContain(event.data.api);
            }
        }
        for (const stream of streams.values()) stream.close();
    });

    it('a write to a table no merchant owns reaches every stream whose caller may read its list', async () => {
        expect(sharedTables.map(({ table }) => table)).toContain('addons');
        const streams = new Map<string, LiveStreamReader>();
        for (const name of ACCOUNTS) streams.set(name, await openLiveStream(clients.get(name)!));
        await Promise.all([...streams.values()].map(stream => stream.next('ready')));
        for (const { table } of sharedTables) {
            const name = quoteIdentifier(table);
            await server.owner.query(`UPDATE ${name} SET name = name WHERE ctid = (SELECT ctid FROM ${name} LIMIT 1)`);
        }
        for (const name of ACCOUNTS) {
            const client = clients.get(name)!;
            const expected = sharedTables.flatMap(({ apis }) => apis).filter(api => mayRead.get(client)!.has(api));
            await waitForApis(streams.get(name)!, expected);
            for (const event of tableEvents(streams.get(name)!)) expect(mayRead.get(client)).toContain(event.data.api);
        }
        for (const stream of streams.values()) stream.close();
    });
});
