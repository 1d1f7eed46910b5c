import type { TableOwner } from '../../core/TableOwner';
import { merchantColumn, merchantForeignKey, merchantIndex, merchantParentKey } from '../../db/merchantSchema';
import type { Migration } from '../../db/Migration';
import { FIRST_CAR_MERCHANT_SQL } from '../shared/seedMerchants';

/** Shop orders, their items and logistics trail, and after-sale requests. */
export const orderMigrations: Migration[] = [
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
    {
        // After-sale requests move to their own table: an order may have had one refused and
        // then another, each with its own audit trail.
        id: 'orders-002-order-details-and-after-sales',
        sql: `
DROP INDEX shop_orders_after_sale;
ALTER TABLE shop_orders DROP COLUMN after_sale_type, DROP COLUMN after_sale_status,
    ADD COLUMN goods_amount bigint NOT NULL DEFAULT 0,
    ADD COLUMN freight_amount bigint NOT NULL DEFAULT 0,
    ADD COLUMN receiver text NOT NULL DEFAULT '',
    ADD COLUMN receiver_phone text NOT NULL DEFAULT '',
    ADD COLUMN address text NOT NULL DEFAULT '',
    ADD COLUMN buyer_remark text NOT NULL DEFAULT '',
    ADD COLUMN seller_remark text NOT NULL DEFAULT '',
    ADD COLUMN carrier text NOT NULL DEFAULT '',
    ADD COLUMN waybill_no text NOT NULL DEFAULT '',
    ADD COLUMN verify_code text NOT NULL DEFAULT '',
    ADD COLUMN close_reason text NOT NULL DEFAULT '',
    ADD COLUMN pay_time bigint NOT NULL DEFAULT 0,
    ADD COLUMN ship_time bigint NOT NULL DEFAULT 0,
    ADD COLUMN finish_time bigint NOT NULL DEFAULT 0,
    ADD COLUMN close_time bigint NOT NULL DEFAULT 0;
CREATE INDEX shop_orders_create_time ON shop_orders (create_time);
CREATE TABLE shop_order_items (
    id serial PRIMARY KEY,
    order_id integer NOT NULL REFERENCES shop_orders(id) ON DELETE CASCADE,
    goods_name text NOT NULL,
    spec text NOT NULL DEFAULT '',
    price bigint NOT NULL,
    quantity integer NOT NULL
);
CREATE INDEX shop_order_items_order ON shop_order_items (order_id);
CREATE TABLE shop_order_traces (
    id serial PRIMARY KEY,
    order_id integer NOT NULL REFERENCES shop_orders(id) ON DELETE CASCADE,
    content text NOT NULL,
    trace_time bigint NOT NULL
);
CREATE INDEX shop_order_traces_order ON shop_order_traces (order_id, trace_time);
CREATE TABLE shop_after_sales (
    id serial PRIMARY KEY,
    order_id integer NOT NULL REFERENCES shop_orders(id) ON DELETE CASCADE,
    type smallint NOT NULL,
    status smallint NOT NULL DEFAULT 0,
    amount bigint NOT NULL,
    reason text NOT NULL DEFAULT '',
    audit_remark text NOT NULL DEFAULT '',
    apply_time bigint NOT NULL,
    audit_time bigint NOT NULL DEFAULT 0,
    receive_time bigint NOT NULL DEFAULT 0,
    refund_time bigint NOT NULL DEFAULT 0
);
CREATE INDEX shop_after_sales_status ON shop_after_sales (type, status);
`,
    },
    {
        // Orders, their items, trails and after-sale requests belong to the merchant that sold them.
        id: 'orders-003-merchant-owner',
        assignsMerchant: ['shop_orders', 'shop_order_items', 'shop_order_traces', 'shop_after_sales'],
        sql: `
${merchantColumn('shop_orders', FIRST_CAR_MERCHANT_SQL)}
${merchantColumn('shop_order_items', FIRST_CAR_MERCHANT_SQL)}
${merchantColumn('shop_order_traces', FIRST_CAR_MERCHANT_SQL)}
${merchantColumn('shop_after_sales', FIRST_CAR_MERCHANT_SQL)}
${merchantParentKey('shop_orders')}
${merchantForeignKey('shop_orders', 'member_id', 'members', 'SET NULL')}
${merchantForeignKey('shop_order_items', 'order_id', 'shop_orders', 'CASCADE')}
${merchantForeignKey('shop_order_traces', 'order_id', 'shop_orders', 'CASCADE')}
${merchantForeignKey('shop_after_sales', 'order_id', 'shop_orders', 'CASCADE')}
DROP INDEX IF EXISTS shop_order_items_order;
${merchantIndex('shop_orders_status', 'shop_orders', ['status', 'freight_mode'])}
${merchantIndex('shop_orders_create_time', 'shop_orders', ['create_time'])}
${merchantIndex('shop_order_traces_order', 'shop_order_traces', ['order_id', 'trace_time'])}
${merchantIndex('shop_after_sales_status', 'shop_after_sales', ['type', 'status'])}
`,
    },
];

export const orderOwners: Record<string, TableOwner> = {
    shop_order_items: { owner: 'merchant', why: 'their goods' },
    shop_order_traces: { owner: 'merchant', why: 'their logistics trail' },
};
