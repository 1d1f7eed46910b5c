import type { Domain } from '../Domain';
import { insertRows } from '../shared/insertRows';
import { orderSn } from '../shared/orderSn';
import { createPrng } from '../shared/Prng';
import { DAY, SEED_NOW } from '../shared/seedClock';
import { counterEndpoints } from './counterEndpoints';
import { ORDER } from './orderOptions';

/** Shop orders behind the menu badges (the order screens themselves are outside SPEC §2). */
export const ordersDomain: Domain = {
    name: 'orders',
    migrations: [
        {
            id: 'orders-001-shop-orders',
            sql: `
CREATE TABLE shop_orders (
    id serial PRIMARY KEY,
    order_sn text NOT NULL UNIQUE,
    member_id integer REFERENCES members(id) ON DELETE SET NULL,
    amount bigint NOT NULL,
    freight_mode smallint NOT NULL,
    status smallint NOT NULL,
    after_sale_type smallint NOT NULL DEFAULT 0,
    after_sale_status smallint NOT NULL DEFAULT 0,
    create_time bigint NOT NULL
);
CREATE INDEX shop_orders_status ON shop_orders (status, freight_mode);
CREATE INDEX shop_orders_after_sale ON shop_orders (after_sale_status, after_sale_type);
`,
        },
    ],
    seed: async db => {
        const rng = createPrng(9009);
        const { rows } = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM members');
        const orders = Array.from({ length: 240 }, (_, i) => {
            const created = SEED_NOW - rng.int(0, 60 * DAY);
            const status = rng.pick([ORDER.unpaid, ORDER.paid, ORDER.paid, ORDER.shipped, ORDER.done, ORDER.done, ORDER.closed]);
            // Only paid orders can have an after-sale request.
            const afterSale = status !== ORDER.unpaid && status !== ORDER.closed && rng.chance(0.12) ? rng.int(1, 2) : 0;
            return [orderSn('SO', created, i + 1), rows[0].n ? rng.int(1, rows[0].n) : null, rng.int(50, 3000) * 100, rng.chance(0.7) ? 1 : 2, status, afterSale, afterSale ? rng.pick([0, 0, 1, 2]) : 0, created];
        });
        await insertRows(db, 'shop_orders', ['order_sn', 'member_id', 'amount', 'freight_mode', 'status', 'after_sale_type', 'after_sale_status', 'create_time'], orders);
    },
    tables: [],
    endpoints: counterEndpoints,
};
