import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isPublicPath } from '../../../protocol/publicPath';
import type { Endpoint } from '../../../server/core/Endpoint';
import { domains } from '../../../server/domains';
import { withRecordHistory } from '../../../server/history/withRecordHistory';
import { tableOwners } from '../../../server/domains/tableOwners';
import type { TableSpec } from '../../../server/tables/TableSpec';
import { createTestClient, type TestClient } from '../support/createTestClient';
import { startTestServer, type TestServer } from '../support/startTestServer';
import { failure, firstPage, loggedIn } from '../domains/domainTestKit';

/**
 * Merchant B (`dealer2`) against merchant A (`admin`), over every call the server registers: the
 * calls come from the route registry (every domain's endpoints and tables), not from a list
 * written here, so a new call is tried as soon as it exists. B makes each of them with A's ids
 * and A's filter values; afterwards every row A owns is exactly as it was, no reply of B's holds
 * anything of A's, and a call about one of A's records answers exactly as for an id that never
 * existed. A merchant the platform administrator creates (C, platform/merchant/MerchantAdd) is
 * held to the same: it makes every record call with A's ids too, and B's calls leave C's rows as
 * they were and learn nothing of them.
 */

const A = '10001';
const B = '10002';
const NO_SUCH_ID = 987_654_321;
/** C's one dealer, with a licence number nobody else has: a marker of C's. */
const C_DEALER = {
    name: '新建商户的车行',
    contact: '钱多',
    phone: '13911112222',
    province: 310000,
    city: 310115,
    business_scope: ['1'],
    license_no: '91310000C0NEWMERC',
};

let server: TestServer;
let a: TestClient;
let b: TestClient;
let c: TestClient;
let C: string;

// As the server serves them: the record history calls over the domains' lists included.
const endpoints: Endpoint[] = withRecordHistory(domains)
    .flatMap(domain => domain.endpoints)
    .filter(endpoint => !isPublicPath(endpoint.path));
const tables: TableSpec[] = domains.flatMap(domain => domain.tables);
const merchantTables = Object.entries(tableOwners(domains))
    .filter(([, owner]) => owner.owner === 'merchant')
    .map(([table]) => table);

/** Every row of a merchant, one digest per table: equal digests, equal rows. */
const snapshotOf = async (merchant: string) => {
    const digests: Record<string, string> = {};
    for (const table of merchantTables) {
        const { rows } = await server.owner.query<{ n: number; digest: string | null }>(
            `SELECT count(*)::int AS n, md5(string_agg(t::text, E'\\n' ORDER BY t::text)) AS digest FROM ${table} t WHERE suid = $1`,
            [merchant]
        );
        digests[table] = `${rows[0].n} ${rows[0].digest ?? ''}`;
    }
    return digests;
};

/** Values only A's rows hold (VINs, licence numbers, order numbers): none may reach B. */
const markersOfA = async () => {
    const { rows } = await server.owner.query<{ marker: string }>(
        `(SELECT vin AS marker FROM vehicles WHERE suid = $1 AND vin <> '' LIMIT 200)
         UNION ALL (SELECT license_no FROM dealers WHERE suid = $1 AND license_no <> '' LIMIT 200)
         UNION ALL (SELECT order_sn FROM shop_orders WHERE suid = $1 LIMIT 200)`,
        [A]
    );
    return rows.map(row => row.marker);
};

/** One of A's ids in `table` (inside `scope`), and whether B holds any row there at all. */
const idOfA = async (table: string, scope?: string) => {
    const { rows } = await server.owner.query<{ id: number }>(`SELECT id FROM ${table} WHERE suid = $1 ${scope ? `AND (${scope})` : ''} ORDER BY id LIMIT 1`, [
        A,
    ]);
    return rows[0]?.id;
};

/** Whatever B's call answered, as text: a reply or the message it was refused with. */
const answerOf = async (call: Promise<unknown>) => {
    try {
        return { ok: true, text: JSON.stringify((await call) ?? null) };
    } catch (error) {
        return { ok: false, text: (error as Error).message };
    }
};

let before: Record<string, string>;
let beforeC: Record<string, string>;
let markers: string[];
/** What B and C were answered; C's answers may hold C's own data, never A's. */
const answers: Array<{ call: string; text: string; by: 'B' | 'C' }> = [];

beforeAll(async () => {
    server = await startTestServer();
    a = await loggedIn(server, 'admin');
    b = await loggedIn(server, 'dealer2');
    const platform = await loggedIn(server, 'platform');
    const owner = { username: 'cross_owner', password: 'CrossOwner@2026' };
    ({ suid: C } = await platform.post<{ suid: string }>('platform/merchant/MerchantAdd', {
        name: '越界测试商户',
        industry: 'car',
        phone: '13100133000',
        ...owner,
    }));
    c = await createTestClient(server, { encryption: false });
    await c.login(owner.username, owner.password);
    await c.post('seller/dealer/DealerSave', C_DEALER);
    before = await snapshotOf(A);
    beforeC = await snapshotOf(C);
    markers = await markersOfA();
    expect(markers.length).toBeGreaterThan(100);
});
afterAll(() => server?.close());

describe('merchant B against merchant A, every registered call', () => {
    it.each(tables.map(spec => [spec.api, spec] as const))('%s: B lists, filters and exports only its own rows', async (api, spec) => {
        const definition = await answerOf(b.get(api));
        answers.push({ call: `${api} definition`, by: 'B', ...definition });
        if (!definition.ok) return; // refused to B as a whole (industry, account, addon)
        const page = await answerOf(b.get(api, { page: 1, limit: 1000, _count_sum: true }));
        answers.push({ call: `${api} page`, by: 'B', ...page });
        const owner = tableOwners(domains);
        const base = /^\w+$/.test(spec.from) ? spec.from : undefined;
        if (page.ok && base && owner[base]?.owner === 'merchant' && 'merchant' in spec.owner) {
            const ids = (JSON.parse(page.text) as { data: Array<{ id: number }> }).data.map(row => row.id);
            const { rows } = await server.owner.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${base} WHERE suid <> $1 AND id = ANY($2::int[])`, [
                B,
                ids,
            ]);
            expect(rows[0].n, `${api}: rows of A or C in B's page`).toBe(0);
        }
        // A's own values as B's filters: what A sees under them is A's, so B sees none of it.
        const aPage = await firstPage(a, api, { limit: 5 }).catch(() => undefined);
        const aRow = aPage?.data[0];
        for (const search of spec.top_search) {
            const value = aRow?.[search.name];
            if (value === undefined || value === null || value === '' || (search.type && search.type !== 'select')) continue;
            const filtered = await answerOf(b.get(api, { page: 1, limit: 100, _count_sum: true, [search.name]: String(value) }));
            answers.push({ call: `${api} filtered by A's ${search.name}`, by: 'B', ...filtered });
        }
        if (spec.show_excel) {
            const response = await fetch(b.http.signedUrl(api, { _down_excel: 1, _excel_file_name: 'b' }));
            const bytes = Buffer.from(await response.arrayBuffer());
            if (response.headers.get('content-type')?.includes('spreadsheet')) {
                const workbook = new ExcelJS.Workbook();
                await workbook.xlsx.load(bytes as unknown as ExcelJS.Buffer);
                const cells: string[] = [];
                workbook.worksheets[0].eachRow(row => row.eachCell(cell => void cells.push(String(cell.value ?? ''))));
                answers.push({ call: `${api} export`, by: 'B', text: cells.join('\t') });
            } else answers.push({ call: `${api} export`, by: 'B', text: bytes.toString('utf8') });
        }
    });

    it.each(endpoints.map(endpoint => [`${endpoint.method} ${endpoint.path}`, endpoint] as const))(
        '%s: B and C with A’s ids change and learn nothing of A',
        async (_name, endpoint) => {
            const method = endpoint.method === 'POST' ? 'post' : 'get';
            // Logging out would end B's session for the calls after it: it is tried last, below.
            if (endpoint.path === 'buyer/user/logout') return;
            const target = endpoint.record ? await idOfA(endpoint.record.table) : await idOfA('dealers');
            // A's dealer list for the history calls (they name the list and the record), and a revision of A's.
            const params = { id: target ?? NO_SUCH_ID, key: 'jp', dealer_id: target, page: 1, api: 'seller/dealer/DealerList', revision: 1 };
            // C makes the record calls (its other calls would change its own rows, which are checked unchanged).
            const attackers = endpoint.record
                ? ([
                      ['B', b],
                      ['C', c],
                  ] as const)
                : ([['B', b]] as const);
            for (const [by, client] of attackers) {
                const answer = await answerOf(client[method](endpoint.path, params));
                answers.push({ call: endpoint.path, by, ...answer });
                if (endpoint.record && target !== undefined) {
                    // Refused exactly as for an id that never existed: nothing tells that A's row is there.
                    const missing = await answerOf(client[method](endpoint.path, { id: NO_SUCH_ID }));
                    expect(answer.ok, `${endpoint.path} answered ${by} about A's row ${target}`).toBe(false);
                    expect(answer.text, endpoint.path).toBe(missing.text);
                }
            }
        }
    );

    it('B imports rows of its own, and A’s lists do not change', async () => {
        const aCount = (await firstPage(a, 'seller/dealer/DealerList')).count;
        const template = await (await fetch(b.http.signedUrl('seller/dealer/DealerList', { _down_excel_import_tpl: 1 }))).arrayBuffer();
        const workbook = new ExcelJS.Workbook();
        await workbook.xlsx.load(template as unknown as ExcelJS.Buffer);
        workbook.worksheets[0].addRow(['乙方导入车行', '陈晨', '13700000099', '乙方路1号']);
        const form = new FormData();
        form.set('file', new Blob([await workbook.xlsx.writeBuffer()]), 'import.xlsx');
        form.set('_excel_import', '1');
        expect(await b.post('seller/dealer/DealerList', form)).toMatchObject({ inserted: 1, failed: 0 });
        const { rows } = await server.owner.query<{ suid: string }>(`SELECT suid FROM dealers WHERE name = '乙方导入车行'`);
        expect(rows).toEqual([{ suid: B }]);
        expect((await firstPage(a, 'seller/dealer/DealerList')).count).toBe(aCount);
        expect((await firstPage(a, 'seller/dealer/DealerList', { name: '乙方导入车行' })).count).toBe(0);
    });

    it('B’s counters and Workbench are its own figures', async () => {
        const counted = async (sql: string, suid: string) => Number((await server.owner.query<{ n: number }>(sql, [suid])).rows[0].n);
        const orders = (await b.get<{ submit: number }>('seller/order/OrderCount')).submit;
        expect(orders).toBe(await counted('SELECT count(*)::int AS n FROM shop_orders WHERE suid = $1', B));
        const onSale = async (client: TestClient) =>
            (await client.get<{ todo: Array<{ key: string; count: number }> }>('seller/dashboard/Overview', { days: 30 })).todo.find(
                card => card.key === 'carOnSale'
            )!.count;
        expect(await onSale(b)).toBe(await counted('SELECT count(*)::int AS n FROM vehicles WHERE suid = $1 AND status = 1', B));
        expect(await onSale(a)).toBe(await counted('SELECT count(*)::int AS n FROM vehicles WHERE suid = $1 AND status = 1', A));
        expect(await onSale(a)).not.toBe(await onSale(b));
    });

    it('after all of it, every row of A and of C is as it was and no reply held anything of A, or to B anything of C', async () => {
        await answerOf(b.get('buyer/user/logout'));
        expect(answers.length).toBeGreaterThan(endpoints.length);
        const leaks = answers.flatMap(({ call, text, by }) =>
            [...markers, ...(by === 'B' ? [C_DEALER.license_no, C_DEALER.name] : [])]
                .filter(marker => text.includes(marker))
                .map(marker => `${by} ${call}: ${marker}`)
        );
        expect(leaks).toEqual([]);
        expect(await snapshotOf(A)).toEqual(before);
        expect(await snapshotOf(C)).toEqual(beforeC);
    });

    // A writes here (its export task), so this comes after the check that A's rows did not change.
    it('B cannot download or delete A’s export files', async () => {
        b = await loggedIn(server, 'dealer2');
        const task = await a.get<{ id: number }>('seller/cars/CarList', { _excel_down_culumns: 'id,title', export_type: 1, page: 1, limit: 10 });
        // One call at a time: a refusal that came back while the other was awaited would be a
        // rejection nobody handles yet.
        for (const call of [() => b.get('seller/export/ExportDownload', { id: task.id }), () => b.post('seller/export/ExportDel', { id: task.id })]) {
            expect((await failure(call())).message).toBe('导出任务不存在或已被删除');
        }
        const mine = await b.get<{ data: Array<{ id: number }> }>('seller/export/ExportManage', { page: 1, limit: 100 });
        expect(mine.data.map(row => row.id)).not.toContain(task.id);
    });
});
