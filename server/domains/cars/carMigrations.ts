import { merchantColumn, merchantForeignKey, merchantIndex, merchantParentKey } from '../../db/merchantSchema';
import type { Migration } from '../../db/Migration';
import { trigramIndexes } from '../../db/sortIndexes';
import { FIRST_CAR_MERCHANT_SQL } from '../shared/seedMerchants';

/** Vehicles, their categories, owners' selling requests and transport. Prices in cents, mileage in km. */
export const carMigrations: Migration[] = [
    {
        id: 'cars-001-vehicles',
        sql: `
CREATE TABLE vehicle_categories (
    id serial PRIMARY KEY,
    name text NOT NULL,
    icon text NOT NULL DEFAULT '',
    sort integer NOT NULL DEFAULT 0,
    is_show smallint NOT NULL DEFAULT 1,
    create_time bigint NOT NULL
);

CREATE TABLE vehicles (
    id serial PRIMARY KEY,
    cat_id integer NOT NULL REFERENCES vehicle_categories(id),
    dealer_id integer NOT NULL REFERENCES dealers(id),
    brand text NOT NULL,
    series text NOT NULL,
    title text NOT NULL,
    plate text NOT NULL,
    vin text NOT NULL DEFAULT '',
    cover text NOT NULL DEFAULT '',
    price bigint NOT NULL,
    mileage integer NOT NULL DEFAULT 0,
    first_reg bigint NOT NULL,
    color text NOT NULL DEFAULT '',
    gearbox smallint NOT NULL DEFAULT 1,
    fuel smallint NOT NULL DEFAULT 1,
    tags text NOT NULL DEFAULT '',
    province integer NOT NULL DEFAULT 0,
    city integer NOT NULL DEFAULT 0,
    description text NOT NULL DEFAULT '',
    status smallint NOT NULL DEFAULT 0,
    views integer NOT NULL DEFAULT 0,
    create_time bigint NOT NULL,
    update_time bigint NOT NULL
);
CREATE INDEX vehicles_cat ON vehicles (cat_id);
CREATE INDEX vehicles_dealer ON vehicles (dealer_id);
CREATE INDEX vehicles_plate ON vehicles (plate);

CREATE TABLE personal_sells (
    id serial PRIMARY KEY,
    name text NOT NULL,
    phone text NOT NULL,
    brand text NOT NULL,
    series text NOT NULL,
    first_reg bigint NOT NULL,
    mileage integer NOT NULL,
    expect_price bigint NOT NULL,
    province integer NOT NULL DEFAULT 0,
    city integer NOT NULL DEFAULT 0,
    contact_status smallint NOT NULL DEFAULT 0,
    contact_remark text NOT NULL DEFAULT '',
    contact_time bigint NOT NULL DEFAULT 0,
    create_time bigint NOT NULL
);

CREATE TABLE logistics (
    id serial PRIMARY KEY,
    waybill_no text NOT NULL,
    vehicle_id integer NOT NULL REFERENCES vehicles(id) ON DELETE CASCADE,
    plate text NOT NULL,
    vehicle_title text NOT NULL,
    from_province integer NOT NULL,
    from_city integer NOT NULL,
    to_province integer NOT NULL,
    to_city integer NOT NULL,
    carrier text NOT NULL,
    driver text NOT NULL,
    driver_phone text NOT NULL,
    fee bigint NOT NULL,
    status smallint NOT NULL,
    depart_time bigint NOT NULL DEFAULT 0,
    arrive_time bigint NOT NULL DEFAULT 0,
    duration integer NOT NULL DEFAULT 0,
    create_time bigint NOT NULL
);
`,
    },
    {
        // Trigram indexes for the substring searches of the vehicle, selling and transport lists.
        id: 'cars-002-list-plans',
        sql: `
${trigramIndexes('vehicles', ['title', 'plate'])}
${trigramIndexes('personal_sells', ['phone'])}
${trigramIndexes('logistics', ['waybill_no', 'plate'])}
`,
    },
    {
        // A vehicle's category and dealer are its own merchant's (PostgreSQL refuses others).
        id: 'cars-004-merchant-owner',
        assignsMerchant: ['vehicle_categories', 'vehicles', 'personal_sells', 'logistics'],
        sql: `
${merchantColumn('vehicle_categories', FIRST_CAR_MERCHANT_SQL)}
${merchantColumn('vehicles', FIRST_CAR_MERCHANT_SQL)}
${merchantColumn('personal_sells', FIRST_CAR_MERCHANT_SQL)}
${merchantColumn('logistics', FIRST_CAR_MERCHANT_SQL)}
${merchantParentKey('vehicle_categories')}
${merchantParentKey('vehicles')}
${merchantForeignKey('vehicles', 'cat_id', 'vehicle_categories', 'NO ACTION')}
${merchantForeignKey('vehicles', 'dealer_id', 'dealers', 'NO ACTION')}
${merchantForeignKey('logistics', 'vehicle_id', 'vehicles', 'CASCADE')}
DROP INDEX IF EXISTS vehicles_cat;
DROP INDEX IF EXISTS vehicles_dealer;
${merchantIndex('vehicles_plate', 'vehicles', ['plate'])}
`,
    },
];
