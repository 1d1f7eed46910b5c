import type { TableOwner } from '../../core/TableOwner';
import { merchantColumn, merchantForeignKey, merchantIndex } from '../../db/merchantSchema';
import type { Migration } from '../../db/Migration';
import { FIRST_CAR_MERCHANT_SQL } from '../shared/seedMerchants';

/** Merchant entry applications (public), certification applications and WeChat bindings. */
export const supplierMigrations: Migration[] = [
    {
        id: 'supplier-001-entry-cert-wx',
        sql: `
CREATE TABLE supplier_entries (
    id serial PRIMARY KEY,
    kind smallint NOT NULL,
    company_name text NOT NULL,
    contact text NOT NULL,
    phone text NOT NULL,
    province integer NOT NULL,
    city integer NOT NULL,
    address text NOT NULL DEFAULT '',
    license_no text NOT NULL,
    license_image text NOT NULL,
    brand text NOT NULL DEFAULT '',
    business_scope text NOT NULL DEFAULT '',
    dealer_id integer REFERENCES dealers(id) ON DELETE SET NULL,
    ip text NOT NULL DEFAULT '',
    create_time bigint NOT NULL
);
CREATE INDEX supplier_entries_phone ON supplier_entries (phone);

CREATE TABLE supplier_certs (
    id serial PRIMARY KEY,
    suid text NOT NULL,
    user_id integer NOT NULL REFERENCES users(id) ON DELETE CASCADE,
    cert_type smallint NOT NULL,
    real_name text NOT NULL,
    id_card text NOT NULL,
    id_card_front text NOT NULL,
    id_card_back text NOT NULL,
    company_name text NOT NULL DEFAULT '',
    license_no text NOT NULL DEFAULT '',
    license_image text NOT NULL DEFAULT '',
    fee bigint NOT NULL,
    status smallint NOT NULL DEFAULT 0,
    order_sn text NOT NULL DEFAULT '',
    pay_type smallint NOT NULL DEFAULT 0,
    pay_time bigint NOT NULL DEFAULT 0,
    audit_remark text NOT NULL DEFAULT '',
    create_time bigint NOT NULL
);
CREATE INDEX supplier_certs_suid ON supplier_certs (suid, id);

CREATE TABLE wx_bindings (
    user_id integer PRIMARY KEY REFERENCES users(id) ON DELETE CASCADE,
    openid text NOT NULL UNIQUE,
    nickname text NOT NULL DEFAULT '',
    avatar text NOT NULL DEFAULT '',
    bind_time bigint NOT NULL
);
`,
    },
    {
        // An entry application belongs to the merchant it applied to (existing ones to the first
        // car merchant, whose dealer list shows them); a certification to its merchant.
        id: 'supplier-002-merchant-owner',
        assignsMerchant: ['supplier_entries', 'supplier_certs'],
        sql: `
${merchantColumn('supplier_entries', FIRST_CAR_MERCHANT_SQL)}
${merchantColumn('supplier_certs', "''")}
${merchantForeignKey('supplier_entries', 'dealer_id', 'dealers', 'SET NULL')}
${merchantForeignKey('supplier_certs', 'user_id', 'users', 'CASCADE')}
${merchantIndex('supplier_entries_phone', 'supplier_entries', ['phone'])}
`,
    },
];

export const supplierOwners: Record<string, TableOwner> = {
    supplier_entries: { owner: 'merchant', why: 'applications to join a merchant as its dealer or 4S store (the entry page names the merchant)' },
    supplier_certs: { owner: 'merchant', why: "the merchant's own certification and its payment" },
    wx_bindings: {
        owner: 'server',
        why: 'which account a WeChat identity signs in as: one account per identity in the whole marketplace, looked up before anyone signs in',
    },
};
