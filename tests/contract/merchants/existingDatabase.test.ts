import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../../server/core/Db';
import { assignedRowsNotice } from '../../../server/db/assignedRowsNotice';
import { applyRowSecurity } from '../../../server/db/rowSecurity';
import { runMigrations } from '../../../server/db/runMigrations';
import { domains } from '../../../server/domains';
import { tableOwners } from '../../../server/domains/tableOwners';
import { engineName, freshEngineDb } from '../support/freshEngineDb';

/**
 * A database from before merchants had their own rows: its schema is what the migrations made up
 * to then, its rows one shared pool. The merchant migrations give every row the merchant that
 * owned it in the seed (car data the first car merchant's, offlinepay data the bank's, accounts'
 * rows their account's), start-up says how many, and from then on each merchant sees its own.
 */
const LATER = /merchant|^dashboard-00[23]/;
const before = domains.map(domain => ({ ...domain, migrations: domain.migrations.filter(migration => !LATER.test(migration.id)) }));

let db: Database;
let drop = async () => {};
let notice: string[] = [];

beforeAll(async () => {
    const fresh = await freshEngineDb('mc_existing');
    db = fresh.db;
    drop = fresh.drop;
    await runMigrations(db, before);
    // The rows of the old shared pool: two merchants' accounts, car and bank data, one install state.
    await db.exec(`
INSERT INTO users (username, password_hash, industry_type, roles, suid) VALUES
    ('admin', 'x', 'car', '["admin"]', '10001'), ('bank', 'x', 'offlinepay', '["admin"]', '20001'), ('union', 'x', 'admin', '["supplier"]', '90002');
INSERT INTO dealers (name, audit_status) VALUES ('老车行甲', 1), ('老车行乙', 0);
INSERT INTO vehicle_categories (name, create_time) VALUES ('SUV', 0);
INSERT INTO vehicles (cat_id, dealer_id, brand, series, title, plate, price, first_reg, status, create_time, update_time)
    VALUES (1, 1, '大众', '途观', '老车', '沪A·00001', 10000000, 0, 1, 0, 0);
INSERT INTO wallet_logs (dealer_id, order_sn, type, amount, balance, create_time) VALUES (1, 'BZJ1', 1, 100, 100, 0);
INSERT INTO ngp_staff (name, job_no, phone) VALUES ('老员工', 'NS1', '13800000000');
INSERT INTO export_tasks (user_id, api, name) VALUES (2, 'addons/ngp/seller/StaffList', '员工');
INSERT INTO settings (key, value, update_time) VALUES ('system', '{"site_name":"老平台"}', 0), ('wallet', '{"list":[]}', 0);
INSERT INTO addons (key, name, cate, version, installed, install_time) VALUES ('jp', '车辆竞拍', 2, '1', 1, 5), ('lottery', '幸运抽奖', 1, '1', 0, 0);
`);
    const applied = await runMigrations(db, domains);
    await applyRowSecurity(db, tableOwners(domains), 'mc_app');
    notice = await assignedRowsNotice(db, domains, applied);
}, 300_000);

afterAll(() => drop());

describe(`a database from before merchants, on ${engineName()}`, () => {
    it('gives every existing row the merchant that owned it, and says how many', () => {
        expect(notice).toHaveLength(1);
        expect(notice[0]).toMatch(/^merchants: existing rows given their merchant: /);
        for (const part of [
            'dealers 2 → 10001',
            'vehicles 1 → 10001',
            'wallet_logs 1 → 10001',
            'ngp_staff 1 → 20001',
            'export_tasks 1 → 20001',
            'settings 1 → 90002',
        ]) {
            expect(notice[0]).toContain(part);
        }
    });

    it('keeps the platform’s settings the platform’s, and the one install state every merchant’s own', async () => {
        expect((await db.query('SELECT key, value FROM platform_settings')).rows).toEqual([{ key: 'system', value: { site_name: '老平台' } }]);
        expect((await db.query('SELECT suid, key FROM settings')).rows).toEqual([{ suid: '90002', key: 'wallet' }]);
        expect((await db.query('SELECT suid, key, install_time FROM addon_installs ORDER BY suid')).rows).toEqual(
            ['10001', '20001', '90002'].map(suid => ({ suid, key: 'jp', install_time: 5 }))
        );
    });

    it('shows each merchant its own rows from then on', async () => {
        const car = db.forMerchant({ suid: '10001', platform: false });
        const bank = db.forMerchant({ suid: '20001', platform: false });
        expect((await car.query('SELECT name FROM dealers ORDER BY id')).rows).toEqual([{ name: '老车行甲' }, { name: '老车行乙' }]);
        expect((await bank.query('SELECT name FROM dealers')).rows).toEqual([]);
        expect((await bank.query('SELECT name FROM ngp_staff')).rows).toEqual([{ name: '老员工' }]);
        // The Workbench's totals were counted again per merchant.
        expect((await car.query(`SELECT sum(n)::int AS n FROM dashboard_tallies WHERE tally = 'vehicles.onSale'`)).rows).toEqual([{ n: 1 }]);
    });

    it('runs again without changing anything', async () => {
        expect(await runMigrations(db, domains)).toEqual([]);
    });
});
