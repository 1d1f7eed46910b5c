import { describe, expect, it } from 'vitest';
import type { CallContext } from '../../../server/core/CallContext';
import type { Db } from '../../../server/core/Db';
import { overviewEndpoint } from '../../../server/domains/dashboard/overviewEndpoint';
import { loadCallUser, merchantScopeOf } from '../../../server/session/loadCallUser';
import { signedInServer } from '../support/signedInServer';

/**
 * The overview's large figures come from running totals kept by triggers (overviewTallies.ts).
 * Here they are held equal to plain aggregates over the rows — the queries they replace — on the
 * seeded data and after every kind of write: inserts, multi-row updates, deletes, a rolled-back
 * transaction, concurrent writers, a TRUNCATE. Reads and writes go through the admin's merchant
 * handle, as its calls do: they see and change only its rows, and the figures are its own.
 */

const OVERVIEW = 'seller/dashboard/Overview';
const SEED_DAY = '2026-11-01';
const DAY = 86_400;
const LAST_DAY_START = Date.parse(`${SEED_DAY}T00:00:00Z`) / 1000 - 8 * 3600;

type Row = Record<string, unknown>;

interface Overview {
    todo: Array<{ key: string; count: number }>;
    vehicles: Array<{ date: string; listed: number; sold: number }>;
    deposits: Array<{ date: string; recharge: number; refund: number; deduct: number }>;
    onSale: { brand: Array<{ name: string; count: number }>; category: Array<{ name: string; count: number }> };
}

/** The figures as plain aggregates over the rows (the overview's queries before the tallies). */
const plainFigures = async (db: Db, days: number) => {
    const start = LAST_DAY_START - (days - 1) * DAY;
    const window = [start, LAST_DAY_START + DAY];
    const day = (column: string) => `floor((${column} - $1) / ${DAY})::int`;
    const perDay = (rows: Row[], figures: string[]) =>
        Array.from({ length: days }, (_, i) => {
            const row = rows.find(r => Number(r.day) === i);
            return Object.fromEntries(figures.map(name => [name, Number(row?.[name] ?? 0)]));
        });
    const listed = await db.query(
        `SELECT ${day('create_time')} AS day, count(*) AS listed FROM vehicles WHERE create_time >= $1 AND create_time < $2 GROUP BY 1`,
        window
    );
    const sold = await db.query(
        `SELECT ${day('update_time')} AS day, count(*) AS sold FROM vehicles WHERE status = 2 AND update_time >= $1 AND update_time < $2 GROUP BY 1`,
        window
    );
    const deposits = await db.query(
        `SELECT ${day('create_time')} AS day,
                coalesce(sum(abs(amount)) FILTER (WHERE type IN (1, 2)), 0) AS recharge,
                coalesce(sum(abs(amount)) FILTER (WHERE type = 4), 0) AS refund,
                coalesce(sum(abs(amount)) FILTER (WHERE type IN (3, 5)), 0) AS deduct
           FROM wallet_logs WHERE create_time >= $1 AND create_time < $2 GROUP BY 1`,
        window
    );
    const brand = await db.query(`SELECT brand AS name, count(*)::int AS count FROM vehicles WHERE status = 1 GROUP BY brand ORDER BY count DESC, brand`);
    const category = await db.query(
        `SELECT c.name, count(*)::int AS count FROM vehicles v JOIN vehicle_categories c ON c.id = v.cat_id
          WHERE v.status = 1 GROUP BY c.id, c.name ORDER BY count DESC, c.name`
    );
    const count = async (sql: string) => Number((await db.query<{ n: string }>(`SELECT count(*) AS n FROM ${sql}`)).rows[0].n);
    const listedRows = perDay(listed.rows, ['listed']);
    const soldRows = perDay(sold.rows, ['sold']);
    return {
        vehicles: listedRows.map((row, i) => ({ ...row, ...soldRows[i] })),
        deposits: perDay(deposits.rows, ['recharge', 'refund', 'deduct']),
        onSale: { brand: brand.rows, category: category.rows },
        dealerPendingAudit: await count('dealers WHERE kind = 1 AND is_black = 0 AND audit_status = 0'),
        carOnSale: await count('vehicles WHERE status = 1'),
    };
};

const { server, admin } = signedInServer(['admin'], { encryption: false });
/** The admin's merchant, as its calls see the database: its own rows only (row-level security). */
const adminDb = () => server.db.forMerchant({ suid: '10001', platform: false });

/** The overview's reply in the shape of `plainFigures`, for 7, 30 and 90 days each. */
const expectPlainFigures = async () => {
    for (const days of [7, 30, 90]) {
        const reply = await admin.get<Overview>(OVERVIEW, { days, end: SEED_DAY });
        const card = (key: string) => reply.todo.find(c => c.key === key)!.count;
        const shown = {
            vehicles: reply.vehicles.map(({ listed, sold }) => ({ listed, sold })),
            deposits: reply.deposits.map(({ recharge, refund, deduct }) => ({ recharge, refund, deduct })),
            onSale: reply.onSale,
            dealerPendingAudit: card('dealerPendingAudit'),
            carOnSale: card('carOnSale'),
        };
        expect({ days, ...shown }).toEqual({ days, ...(await plainFigures(adminDb(), days)) });
    }
};

/** A time `hours` into the window's last day. */
const lastDay = (hours: number) => LAST_DAY_START + hours * 3600;

describe('Workbench overview tallies', () => {
    it('answers the seeded figures exactly as plain aggregates over the rows', async () => {
        const plain = await plainFigures(adminDb(), 90);
        expect(plain.carOnSale).toBeGreaterThan(0);
        expect(plain.vehicles.some(day => day.sold > 0)).toBe(true);
        await expectPlainFigures();
    });

    it('stays exact after inserts, multi-row updates and deletes of vehicles', async () => {
        const db = adminDb();
        // Thirty new cars of a new brand over the window's last days: on sale, sold and off the shelf.
        await db.query(
            `INSERT INTO vehicles (cat_id, dealer_id, brand, series, title, plate, price, first_reg, status, create_time, update_time)
             SELECT v.cat_id, v.dealer_id, '测试品牌', v.series, v.title, 'T' || g, v.price, v.first_reg, g % 3, $1 - g * 7200, $1 - g * 3600
               FROM (SELECT * FROM vehicles ORDER BY id LIMIT 1) v, generate_series(1, 30) g`,
            [lastDay(20)]
        );
        await expectPlainFigures();
        // Sold: every other car on sale, in one statement; then some move brand and category.
        await db.query(`UPDATE vehicles SET status = 2, update_time = $1 WHERE id IN (SELECT id FROM vehicles WHERE status = 1 AND id % 2 = 0)`, [lastDay(5)]);
        await db.query(
            `UPDATE vehicles SET brand = '测试品牌', cat_id = (SELECT max(id) FROM vehicle_categories) WHERE id IN (SELECT id FROM vehicles WHERE status = 1 ORDER BY id LIMIT 7)`
        );
        // A write that changes nothing tallied.
        await db.query(`UPDATE vehicles SET views = views + 1 WHERE status = 1`);
        await db.query(`DELETE FROM vehicles WHERE plate LIKE 'T%' AND status = 0 AND NOT EXISTS (SELECT 1 FROM auctions a WHERE a.vehicle_id = vehicles.id)`);
        await expectPlainFigures();
    });

    it('stays exact after dealer audits and wallet movements, and after a TRUNCATE', async () => {
        const db = adminDb();
        await db.query(`UPDATE dealers SET audit_status = 0 WHERE id IN (SELECT id FROM dealers WHERE audit_status <> 0 ORDER BY id LIMIT 5)`);
        await db.query(`UPDATE dealers SET is_black = 1 WHERE id IN (SELECT id FROM dealers WHERE audit_status = 0 AND kind = 1 ORDER BY id LIMIT 2)`);
        await db.query(
            `INSERT INTO wallet_logs (dealer_id, order_sn, type, amount, balance, create_time)
             SELECT (SELECT min(id) FROM dealers), 'T' || g, 1 + g % 5, CASE WHEN g % 2 = 0 THEN -g * 100 ELSE g * 100 END, 0, $1 - g * 5000
               FROM generate_series(1, 40) g`,
            [lastDay(23)]
        );
        await db.query(`UPDATE wallet_logs SET amount = amount * 2 WHERE order_sn LIKE 'T%' AND type = 4`);
        await db.query(`DELETE FROM wallet_logs WHERE order_sn LIKE 'T%' AND type = 3`);
        await expectPlainFigures();
        await server.owner.query(`TRUNCATE wallet_logs`);
        await expectPlainFigures();
    });

    it('ignores a rolled-back transaction and counts concurrent writers exactly', async () => {
        const db = adminDb();
        await expect(
            db.transaction(async tx => {
                await tx.query(`UPDATE vehicles SET status = 2 WHERE status = 1`);
                throw new Error('rolled back');
            })
        ).rejects.toThrow('rolled back');
        // Single-row writes side by side: on PostgreSQL they run on several connections (slots).
        const { rows } = await db.query<{ id: number }>(`SELECT id FROM vehicles WHERE status = 1 ORDER BY id LIMIT 24`);
        await Promise.all(
            rows.map((row, i) => db.query(`UPDATE vehicles SET status = $2, update_time = $3 WHERE id = $1`, [row.id, i % 2 ? 2 : 0, lastDay(i % 24)]))
        );
        await expectPlainFigures();
    });

    it('answers the large figures without reading the tallied tables, in four statements', async () => {
        const queries: string[] = [];
        const { rows } = await server.owner.query<{ id: number }>(`SELECT id FROM users WHERE username = 'admin'`);
        const user = await loadCallUser(server.owner, Number(rows[0].id));
        const merchant = server.db.forMerchant(merchantScopeOf(user!));
        const spy: Db = { ...merchant, query: (sql, params) => (queries.push(sql), merchant.query(sql, params)) };
        const ctx: CallContext = {
            db: spy,
            config: server.config,
            params: { days: 90, end: SEED_DAY },
            user,
            merchant: user?.suid ?? null,
            ip: '127.0.0.1',
            userAgent: '',
            lang: 'zh-cn',
            afterCall: () => undefined,
        };
        await overviewEndpoint.handler(ctx);
        // The small lists' counts, the tallies, the auction chart and the category names.
        expect(queries).toHaveLength(4);
        expect(queries.filter(sql => /\b(from|join)\s+(vehicles|dealers|wallet_logs)\b/i.test(sql))).toEqual([]);
    });
});
