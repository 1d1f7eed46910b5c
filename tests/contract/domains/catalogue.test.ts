import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { domains } from '../../../server/domains';
import { addonOfPath } from '../../../protocol/accessRules';
import { catalogue } from '../../../src/app/catalogue';
import type { ColumnType } from '../../../server/tables/TableSpec';
import { startTestServer, type TestServer } from '../support/startTestServer';
import { firstPage, loggedIn, type Page } from './domainTestKit';

const tables = domains.flatMap(d => d.tables);
/** The tables an endpoint of their own answers (the platform's merchants), the platform administrator's. */
const servedTables = domains.flatMap(d => d.servedTables ?? []);

/**
 * Every list screen of docs/console.md §2. Which table each shows is the catalogue's to say
 * (src/app/catalogue), not this file's.
 */
const listScreens = [
    '/dealer/secondHandCarDealer/list',
    '/dealer/store/list',
    '/dealer/blacklist/list',
    '/dealer/fwjl',
    '/bzj/walletlog/list',
    '/bzj/walletlog/UserRecharge',
    '/bzj/refundApprove/list',
    '/cars/list/manageShow',
    '/cars/cat/manage',
    '/cars/personalCarSelling/list',
    '/cars/logistics',
    '/jingpai/qrsm/list',
    '/jingpai/record',
    '/jingpai/liupai/list',
    '/jingpai/mange',
    '/content/advertising/manage',
    '/content/agreement/manage',
    '/setting/agreement/manage',
    '/setting/permission/management/role',
    '/setting/permission/management/operators/manage',
    '/setting/permission/management/operatorlog',
    '/setting/logmanagement/memberlogin',
    '/setting/logmanagement/administrator',
    '/plugin/manage',
    '/user/list',
    '/financenh/balance',
    '/financenh/cash',
];

const columnTypes: ColumnType[] = [
    'datetime',
    'datemonth',
    'date',
    'eqdate',
    'time',
    'eqtime',
    'second',
    'select',
    'checkbox',
    'image',
    'number',
    'cascade',
    'hide',
];
const searchTypes = ['text', 'datetime', 'datemonth', 'date', 'eqdate', 'time', 'eqtime', 'second', 'select', 'checkbox', 'number', 'cascade'];

describe('table catalogue', () => {
    it('has a table for every list screen of docs/console.md §2 and every list of the catalogue', () => {
        const apis = new Set([...tables, ...servedTables].map(t => t.api));
        const lists = catalogue.filter(entry => entry.kind === 'list');
        for (const route of listScreens) expect(lists.find(entry => entry.path === route)?.api, route).toBeDefined();
        for (const entry of lists) expect(apis.has(entry.api ?? ''), `${entry.path} → ${entry.api}`).toBe(true);
    });

    it('uses every column type and every top_search type, and text', () => {
        const used = new Set<string>(tables.flatMap(t => Object.values(t.columns).map(c => c.type ?? 'text')));
        for (const type of [...columnTypes, 'text']) expect(used.has(type), type).toBe(true);
        const searched = new Set<string>(tables.flatMap(t => t.top_search.map(s => s.type ?? 'text')));
        for (const type of searchTypes) expect(searched.has(type), type).toBe(true);
    });

    it('declares amounts in cents with two decimals and totals, multi-value checkboxes and hidden columns', () => {
        const columns = tables.flatMap(t => Object.values(t.columns));
        expect(columns.some(c => c.type === 'number' && c.decimal === 2 && c.sum)).toBe(true);
        expect(tables.some(t => t.show_sum)).toBe(true);
        expect(tables.some(t => t.top_search.some(s => s.type === 'checkbox' && s.multi))).toBe(true);
        expect(columns.some(c => c.showTableRow === false)).toBe(true);
        const cascade = tables.flatMap(t => t.top_search).find(s => s.type === 'cascade')!;
        expect(cascade.cascades?.['310000']?.some(c => c.label === '浦东新区')).toBe(true);
    });

    it('names its sort and search columns from its own columns or the relation', () => {
        for (const table of tables) {
            expect(table.columns[table.defaultSort.column]?.sort || table.defaultSort.column === table.pk, table.api).toBeTruthy();
        }
    });
});

describe('every table over HTTP', () => {
    let server: TestServer;
    beforeAll(async () => {
        server = await startTestServer();
    });
    afterAll(() => server?.close());

    it('answers its definition and a first page with count and totals', async () => {
        const car = await loggedIn(server, 'admin');
        const bank = await loggedIn(server, 'bank');
        // A plugin's tables answer only while it is installed: install every plugin a table belongs to.
        // (One already installed answers a refusal, which the list calls below would show anyway.)
        const addons = new Set(tables.flatMap(table => addonOfPath(table.api) ?? []));
        for (const key of addons) await car.post('addons/install', { key }).catch(() => undefined);
        const platform = await loggedIn(server, 'platform');
        for (const table of [...tables, ...servedTables].filter(t => t.api !== 'seller/export/ExportManage')) {
            const client = servedTables.includes(table) ? platform : table.industries === 'offlinepay' ? bank : car;
            const definition = await client.get<{ column_names: string[]; top_search: unknown[] }>(table.api);
            expect(definition.column_names, table.api).toEqual(Object.keys(table.columns));
            const page = await firstPage(client, table.api);
            expect(page.count, table.api).toBeGreaterThan(0);
            expect(page.data.length, table.api).toBeGreaterThan(0);
            for (const [name, column] of Object.entries(table.columns)) {
                if (column.sort) await client.get<Page>(table.api, { page: 1, limit: 5, sort: name, order: false });
            }
        }
    });

    it('filters by every search type', async () => {
        const car = await loggedIn(server, 'admin');
        const dealers = await firstPage(car, 'seller/dealer/DealerList', { province: 310000, city: 310115, business_scope: '1,3', audit_status: 1 });
        for (const row of dealers.data) {
            expect(row.city).toBe(310115);
            expect(
                String(row.business_scope)
                    .split(',')
                    .some(v => v === '1' || v === '3')
            ).toBe(true);
        }
        const cars = await firstPage(car, 'seller/cars/CarList', { status: '1,3', mileage: '10000,50000', first_reg: '1577808000,1798732799' });
        for (const row of cars.data) {
            expect([1, 3]).toContain(row.status);
            expect(row.mileage as number).toBeGreaterThanOrEqual(10000);
        }
        const visits = await firstPage(car, 'seller/dealer/VisitList', {
            duration: '600,',
            visit_time: '1700000000,1800000000',
            next_visit_date: '1700000000,1800000000',
        });
        for (const row of visits.data) expect(row.duration as number).toBeGreaterThanOrEqual(600);
        const auction = (await firstPage(car, 'addons/jp/seller/AuctionList')).data[0];
        const same = await firstPage(car, 'addons/jp/seller/AuctionList', { start_time: auction.start_time });
        expect(same.data.every(row => row.start_time === auction.start_time)).toBe(true);
        const totals = await firstPage(car, 'seller/bzj/WalletLogList', { create_time: '1,' });
        expect(Number(totals.totalrow?.amount)).toBeGreaterThan(0);
    });
});
