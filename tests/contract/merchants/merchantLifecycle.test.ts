import { rm } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domains } from '../../../server/domains';
import { declaredDomain } from '../../../server/declared/declaredDomain';
import { readTableDeclarations } from '../../../server/declared/readTableDeclarations';
import { tableOwners } from '../../../server/domains/tableOwners';
import { importMerchant } from '../../../server/domains/merchant/archive/importMerchant';
import { createTestClient, type TestClient } from '../support/createTestClient';
import { startTestServer, type TestServer } from '../support/startTestServer';
import { downloadArchive, readArchive, scratch } from '../support/merchantArchives';
import { failure, firstPage, loggedIn } from '../domains/domainTestKit';
import { waitFor } from '../support/waitFor';
import { openLiveStream } from '../support/liveStream';

/**
 * The whole life of a merchant the platform administrator makes (server/README.md, "Merchants"):
 * created, its owner signs in and works, no other merchant sees its work, suspended, exported,
 * imported into a fresh database and equal there, removed with nothing left. The merchant tables
 * checked are the schema's, from every domain's and declaration's owners: none is listed here.
 */

const OWNER = { username: 'life_owner', password: 'LifeOwner@2026' };
const OPERATOR = { username: 'life_clerk', password: 'LifeClerk@2026' };
const NAME = '生命周期测试车行';

let server: TestServer;
let fresh: TestServer | undefined;
let platform: TestClient;
let dealer2: TestClient;
let owner: TestClient;
let clerk: TestClient;
let suid: string;
let merchantTables: string[];
let work: string;
const archives: { first?: string; second?: string } = {};

const signIn = async (target: TestServer, account: { username: string; password: string }) => {
    const client = await createTestClient(target, { encryption: false });
    await client.login(account.username, account.password);
    return client;
};
const signInOwner = (target: TestServer) => signIn(target, OWNER);

/** Rows of the merchant in every merchant table of `target`, by table, tables without any left out. */
const rowsOf = async (target: TestServer, merchant: string) => {
    const counts: Record<string, number> = {};
    for (const table of merchantTables) {
        const { rows } = await target.owner.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE suid = $1`, [merchant]);
        if (rows[0].n) counts[table] = rows[0].n;
    }
    return counts;
};

beforeAll(async () => {
    server = await startTestServer();
    const declared = (await readTableDeclarations(server.config.tablesDir, { optional: true })).map(declaredDomain);
    merchantTables = Object.entries(tableOwners([...domains, ...declared]))
        .filter(([, owner]) => owner.owner === 'merchant')
        .map(([table]) => table);
    platform = await loggedIn(server, 'platform');
    dealer2 = await loggedIn(server, 'dealer2');
    work = await scratch();
});
afterAll(async () => {
    await fresh?.close();
    await server?.close();
    if (work) await rm(work, { recursive: true, force: true });
});

describe('a merchant the platform makes', () => {
    it('is created in one call: the merchant, its owner, its agreements and the addons it was given', async () => {
        ({ suid } = await platform.post<{ suid: string }>('platform/merchant/MerchantAdd', {
            name: NAME,
            industry: 'car',
            username: OWNER.username,
            password: OWNER.password,
            phone: '13100131000',
            addons: JSON.stringify(['jp', 'kefu']),
        }));
        expect(suid).toMatch(/^1\d{4}$/);
        const listed = await firstPage(platform, 'platform/merchant/MerchantList', { name: NAME });
        expect(listed.count).toBe(1);
        expect(listed.data[0]).toMatchObject({ suid, name: NAME, industry: 'car', owner: OWNER.username, status: 1, accounts: 1, dealers: 0, vehicles: 0 });
        expect(await rowsOf(server, suid)).toEqual({ users: 1, agreements: 5, addon_installs: 2 });
        const log = await firstPage(platform, 'seller/log/OperatorLogList', { limit: 5 });
        expect(JSON.stringify(log.data)).toContain(`新增商户：${NAME}（${suid}）`);
    });

    it('its owner signs in to an empty console of its industry and can work at once', async () => {
        owner = await signInOwner(server);
        expect(await owner.get('buyer/user/info')).toMatchObject({ username: OWNER.username, industry_type: 'car' });
        expect((await firstPage(owner, 'seller/dealer/DealerList')).count).toBe(0);
        expect((await firstPage(owner, 'seller/cars/CarList')).count).toBe(0);
        expect((await firstPage(owner, 'seller/order/OrderList')).count).toBe(0);
        expect((await firstPage(owner, 'seller/content/AgreementList')).count).toBe(5);
        const addons = await owner.get<Array<{ key: string; installed: boolean }>>('addons/public/SupplierAddonList');
        expect(addons.filter(addon => addon.installed).map(addon => addon.key)).toEqual(['jp', 'kefu']);
        expect((await firstPage(owner, 'addons/jp/seller/AuctionList')).count).toBe(0);
    });

    it('its owner writes dealers, cars and orders', async () => {
        const { id: dealer } = await owner.post<{ id: number }>('seller/dealer/DealerSave', {
            name: '生命周期二手车行',
            contact: '周明',
            phone: '13912340000',
            province: 310000,
            city: 310115,
            business_scope: ['1', '2'],
        });
        await owner.post('seller/dealer/DealerAudit', { id: dealer, audit_status: 1, audit_remark: '资料齐全' });
        await owner.post('seller/dealer/DealerRecharge', { id: dealer, type: 1, amount: '500000' });
        const { id: cat } = await owner.post<{ id: number }>('seller/cars/CatAdd', { name: '生命周期分类', is_show: 1 });
        const { id: car } = await owner.post<{ id: number }>('seller/cars/CarSave', {
            title: '2023款 本田 雅阁 1.5T',
            cat_id: cat,
            dealer_id: dealer,
            brand: '本田',
            series: '雅阁',
            plate: '沪B88888',
            cover: '/api/v1/public/image/placeholder?kind=car&tone=1&text=本田',
            price: 16880000,
            mileage: 12000,
            first_reg: '2023-05-01',
            province: 310000,
            city: 310115,
        });
        await owner.post('seller/cars/CarAdded', { id: car });
        // Buyers order through the marketplace, not this console: their order lands in the merchant as they would write it.
        const buyers = server.db.forMerchant({ suid, platform: false });
        const { rows: members } = await buyers.query<{ id: number }>(
            `INSERT INTO members (nickname, phone, create_time) VALUES ('生命周期买家', '13700001111', 1790000000) RETURNING id`
        );
        const { rows: orders } = await buyers.query<{ id: number }>(
            `INSERT INTO shop_orders (order_sn, member_id, amount, goods_amount, freight_mode, status, receiver, receiver_phone, address, pay_time, create_time)
             VALUES ('LIFE202611010001', $1, 19900, 19900, 1, 1, '生命周期买家', '13700001111', '上海市浦东新区1号', 1790000100, 1790000000) RETURNING id`,
            [members[0].id]
        );
        await buyers.query(`INSERT INTO shop_order_items (order_id, goods_name, price, quantity) VALUES ($1, '车载香薰', 19900, 1)`, [orders[0].id]);
        await owner.post('seller/order/OrderRemark', { id: orders[0].id, seller_remark: '周末发货' });
        await owner.post('seller/order/OrderDelivery', { id: orders[0].id, carrier: 'SF', waybill_no: 'SF1234567890' });
        expect(await owner.get('seller/order/OrderInfo', { id: orders[0].id })).toMatchObject({ status: 2, seller_remark: '周末发货' });
        // A finished export of its own: a file the merchant keeps, which its archive must carry.
        const task = await owner.get<{ id: number }>('seller/dealer/DealerList', { _excel_down_culumns: 'id,name', export_type: 1, page: 1, limit: 10 });
        await waitFor(async () => {
            const { data } = await owner.get<{ data: Array<{ id: number; status: number; excel: string }> }>('seller/export/ExportManage', {
                page: 1,
                limit: 10,
            });
            return data.find(row => row.id === task.id && row.status === 2 && row.excel !== '');
        }, 'the export task to finish');
        // An operator of its own, allowed the dealer list.
        const { id: role } = await owner.post<{ id: number }>('seller/role/roleadd', {
            name: '车商专员',
            path_arr: JSON.stringify(['/dealer/secondHandCarDealer/list']),
            api_arr: JSON.stringify(['seller/dealer/DealerList']),
        });
        await owner.post('seller/operator/OperatorAdd', { ...OPERATOR, nickname: '生命周期店员', phone: '13912340002', role_ids: JSON.stringify([role]) });
        clerk = await signIn(server, OPERATOR);
        expect((await firstPage(clerk, 'seller/dealer/DealerList')).count).toBe(1);
        const listed = (await firstPage(platform, 'platform/merchant/MerchantList', { name: NAME })).data[0];
        expect(listed).toMatchObject({ accounts: 2, dealers: 1, vehicles: 1, members: 1, orders: 1 });
    });

    it('no other merchant sees any of it, and it sees none of theirs', async () => {
        const admin = await loggedIn(server, 'admin');
        for (const other of [dealer2, admin]) {
            expect((await firstPage(other, 'seller/dealer/DealerList', { name: '生命周期二手车行' })).count).toBe(0);
            expect((await firstPage(other, 'seller/cars/CarList', { plate: '沪B·88888' })).count).toBe(0);
            expect((await firstPage(other, 'seller/order/OrderList', { order_sn: 'LIFE202611010001' })).count ?? 0).toBe(0);
        }
        expect((await firstPage(owner, 'seller/dealer/DealerList')).count).toBe(1);
        expect((await firstPage(owner, 'seller/bzj/WalletLogList')).count).toBe(1);
    });

    it('is suspended: its sign-in is refused, its sessions end at once (an open live stream is told) and its entry page takes no application', async () => {
        const second = await signInOwner(server);
        const stream = await openLiveStream(second);
        await stream.next('ready');
        const { sessions } = await platform.post<{ sessions: number }>('platform/merchant/MerchantSuspend', { suid });
        expect(sessions).toBeGreaterThanOrEqual(3);
        // The console open on it hears at the suspension's commit that its session is over.
        expect((await stream.next('session')).data.msg).toBe('登录已失效，请重新登录');
        await stream.ended;
        for (const client of [owner, second, clerk]) {
            expect((await failure(client.get('buyer/user/info'))).body).toBe('login');
            expect((await failure(client.refresh())).body).toBe('login');
        }
        const { rows: live } = await server.owner.query<{ reason: string }>(
            'SELECT s.revoked_reason AS reason FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.suid = $1',
            [suid]
        );
        expect(live.map(row => row.reason)).toEqual(live.map(() => 'suspended'));
        for (const account of [OWNER, OPERATOR]) expect((await failure(signIn(server, account))).message).toBe('该账号所属的商户已被暂停使用，请联系平台');
        const entry = await fetch(`${server.url}/api/v1/public/supplier/EnterConf`, { headers: { supplieruid: suid, ignoreencryption: '1' } });
        expect(await entry.json()).toMatchObject({ status: false, msg: '该商户已暂停营业，暂不接受入驻申请' });
        expect((await firstPage(platform, 'platform/merchant/MerchantList', { name: NAME })).data[0]).toMatchObject({ status: 0 });
        expect((await failure(platform.post('platform/merchant/MerchantSuspend', { suid }))).message).toBe('该商户已暂停，无需重复操作');
        expect(JSON.stringify((await firstPage(platform, 'seller/log/OperatorLogList', { limit: 5 })).data)).toContain(`暂停商户：${NAME}（${suid}）`);
    });

    it('is exported as one archive of every table it owns and its files', async () => {
        archives.first = path.join(work, 'first.tar.gz');
        const response = await downloadArchive(platform, suid, archives.first);
        expect(response.headers.get('content-disposition')).toContain(`merchant-${suid}-`);
        const { manifest, tables, files } = await readArchive(archives.first);
        expect(manifest.merchant).toMatchObject({ suid, name: NAME, industry: 'car', status: 0 });
        // Every merchant table of the schema but the database file store's (its files travel as files).
        expect(manifest.tables.map(table => table.name).sort()).toEqual(merchantTables.filter(table => !table.startsWith('stored_file')).sort());
        for (const entry of manifest.tables) expect(tables[entry.name], entry.name).toHaveLength(entry.rows);
        expect(manifest.tables.filter(table => table.rows > 0).map(table => table.name)).toEqual(
            expect.arrayContaining([
                'users',
                'agreements',
                'addon_installs',
                'dealers',
                'vehicles',
                'shop_orders',
                'shop_order_items',
                'wallet_logs',
                'export_tasks',
                // The history of its records goes with them.
                'record_revisions',
            ])
        );
        for (const line of Object.values(tables).flat()) expect(JSON.parse(line).suid).toBe(suid);
        expect(manifest.files).toHaveLength(1);
        expect(files[manifest.files[0].key].subarray(0, 2).toString()).toBe('PK');
    });

    it('is imported into a fresh database, exported there again, and the two archives hold the same rows', async () => {
        fresh = await startTestServer();
        const imported = await importMerchant(fresh.db.acrossMerchants('a contract test imports a merchant'), fresh.config, archives.first!);
        expect(imported.suid).toBe(suid);
        const freshPlatform = await loggedIn(fresh, 'platform');
        archives.second = path.join(work, 'second.tar.gz');
        await downloadArchive(freshPlatform, suid, archives.second);
        const [first, second] = await Promise.all([readArchive(archives.first!), readArchive(archives.second)]);
        expect(second.tables).toEqual(first.tables);
        expect(second.manifest.tables).toEqual(first.manifest.tables);
        expect(second.files).toEqual(first.files);
        expect(second.manifest.schema_version).toBe(first.manifest.schema_version);
        // There it is the merchant it was: suspended, and once resumed its owner works as before.
        await freshPlatform.post('platform/merchant/MerchantResume', { suid });
        const there = await signInOwner(fresh);
        expect((await firstPage(there, 'seller/dealer/DealerList')).data[0]).toMatchObject({ name: '生命周期二手车行' });
        const [task] = (await there.get<{ data: Array<{ id: number; excel: string }> }>('seller/export/ExportManage', { page: 1, limit: 10 })).data;
        const download = await fetch(there.http.signedUrl(task.excel));
        expect(download.headers.get('content-type')).toContain('spreadsheet');
        // New rows there take ids after the imported ones.
        const { id } = await there.post<{ id: number }>('seller/cars/CatAdd', { name: '导入后新增', is_show: 1 });
        const { rows } = await fresh.owner.query<{ top: number }>('SELECT max(id) AS top FROM vehicle_categories WHERE suid = $1 AND id <> $2', [suid, id]);
        expect(id).toBeGreaterThan(Number(rows[0].top));
    });

    it('is removed only when suspended and named, and then nothing of it is left in any merchant table', async () => {
        await platform.post('platform/merchant/MerchantResume', { suid });
        expect((await failure(platform.post('platform/merchant/MerchantRemove', { suid, confirm: NAME }))).message).toBe(
            '只能删除已暂停的商户，请先暂停该商户'
        );
        await platform.post('platform/merchant/MerchantSuspend', { suid });
        expect((await failure(platform.post('platform/merchant/MerchantRemove', { suid }))).message).toBe('请填写商户名称');
        expect((await failure(platform.post('platform/merchant/MerchantRemove', { suid, confirm: '别的商户' }))).message).toBe(
            '输入的商户名称与要删除的商户不一致'
        );
        expect(Object.keys(await rowsOf(server, suid)).length).toBeGreaterThan(10);

        expect(await platform.post('platform/merchant/MerchantRemove', { suid, confirm: NAME })).toMatchObject({ suid, removed: true });
        expect(await rowsOf(server, suid)).toEqual({});
        // Nor in the registry, nor among the sessions or the live stream's kept events.
        const { rows } = await server.owner.query(
            `SELECT 1 FROM merchants WHERE suid = $1 UNION ALL SELECT 1 FROM sessions s JOIN users u ON u.id = s.user_id WHERE u.suid = $1
             UNION ALL SELECT 1 FROM live_events WHERE suid = $1 UNION ALL SELECT 1 FROM live_sequences WHERE suid = $1`,
            [suid]
        );
        expect(rows).toEqual([]);
        expect((await firstPage(platform, 'platform/merchant/MerchantList', { name: NAME })).count).toBe(0);
        expect((await failure(signInOwner(server))).message).toBe('用户名或密码错误');
        const log = JSON.stringify((await firstPage(platform, 'seller/log/OperatorLogList', { limit: 10 })).data);
        for (const line of [`导出商户：${NAME}（${suid}）`, `恢复商户：${NAME}（${suid}）`, `删除商户：${NAME}（${suid}）`]) expect(log).toContain(line);
        // Every other merchant still has its own.
        expect((await firstPage(dealer2, 'seller/dealer/DealerList')).count).toBeGreaterThan(0);
    });
});
