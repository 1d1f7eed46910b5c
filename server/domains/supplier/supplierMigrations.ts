/** Merchant entry applications (public), certification applications and WeChat bindings. */
export const supplierMigrations = [
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
];
