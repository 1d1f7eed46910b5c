import type { Db } from '../../core/Db';
import type { SeedOptions } from '../../db/SeedOptions';
import { brands } from '../shared/brandOptions';
import { chinaDayStart } from '../shared/chinaCalendar';
import { generate, insertRows } from '../shared/insertRows';
import { placeholderImage } from '../shared/placeholderImage';
import type { Prng } from '../shared/Prng';
import { DAY, SEED_NOW } from '../shared/seedClock';
import { carMerchants, merchantPrng, type SeedMerchant } from '../shared/seedMerchants';
import { dealerCompany, shortCity, storeCompany, streetAddress } from '../shared/seedWords/companies';
import { mobilePhone, personName } from '../shared/seedWords/people';
import { provinces } from '../shared/seedWords/regions';
import { blackReasons, rejectReasons, visitResults, dealerOptions } from './dealerOptions';

const cities = provinces.flatMap(p => p.cities.map(c => ({ ...c, province: p.code })));
const scopes = dealerOptions.businessScope.map(o => String(o.value));
const ALNUM = [...'0123456789ABCDEFGHJKLMNPQRTUWXY'];

/** Unified social credit code: 91 (enterprise), the 6-digit region code, 10 characters. */
const creditCode = (rng: Prng, city: number) => `91${city}${Array.from({ length: 10 }, () => rng.pick(ALNUM)).join('')}`;

const DEALER_COLUMNS = [
    'suid',
    'kind',
    'name',
    'contact',
    'phone',
    'province',
    'city',
    'address',
    'logo',
    'brand',
    'business_scope',
    'license_no',
    'license_expire',
    'audit_status',
    'audit_remark',
    'audit_time',
    'is_black',
    'black_reason',
    'black_time',
    'create_time',
];

const dealerRow = (rng: Prng, suid: string, index: number) => {
    const city = rng.pick(cities);
    const isStore = rng.chance(0.25);
    const brand = isStore ? rng.pick(brands) : '';
    const name = isStore ? storeCompany(rng, city.name, brand) : dealerCompany(rng, city.name);
    const createTime = SEED_NOW - rng.int(1, 720) * DAY - rng.int(0, DAY);
    // Stores are added by staff and approved at once; dealers apply and wait for an audit.
    const audit = isStore ? 1 : rng.chance(0.12) ? 0 : rng.chance(0.1) ? 2 : 1;
    const auditTime = audit === 0 ? 0 : Math.min(SEED_NOW, createTime + rng.int(3600, 3 * DAY));
    const black = audit === 1 && rng.chance(0.06);
    return [
        suid,
        isStore ? 2 : 1,
        name,
        personName(rng),
        mobilePhone(rng),
        city.province,
        city.code,
        shortCity(city.name) + streetAddress(rng),
        placeholderImage('logo', isStore ? brand : name.slice(shortCity(city.name).length, shortCity(city.name).length + 2), index),
        brand,
        isStore ? '2,3' : rng.some(scopes, 4).sort().join(','),
        creditCode(rng, city.code),
        chinaDayStart(SEED_NOW + rng.int(-30, 1800) * DAY),
        audit,
        audit === 2 ? rng.pick(rejectReasons) : audit === 1 ? '资料齐全，审核通过' : '',
        auditTime,
        black ? 1 : 0,
        black ? rng.pick(blackReasons) : '',
        black ? Math.min(SEED_NOW, auditTime + rng.int(1, 200) * DAY) : 0,
        createTime,
    ];
};

/** Each car merchant's dealers and stores, then visits to the audited ones. */
export const seedDealers = async (db: Db, options: SeedOptions) => {
    for (const merchant of carMerchants(options)) await seedMerchantDealers(db, merchant);
};

/** One merchant's dealers and stores (`rows` of them), then visits to the audited ones. */
const seedMerchantDealers = async (db: Db, merchant: SeedMerchant) => {
    const { suid, rows } = merchant;
    const rng = merchantPrng(1001, merchant);
    await insertRows(
        db,
        'dealers',
        DEALER_COLUMNS,
        generate(rows, i => dealerRow(rng, suid, i))
    );

    const { rows: dealers } = await db.query<{ id: number; create_time: number }>(
        'SELECT id, create_time FROM dealers WHERE suid = $1 AND audit_status = 1 ORDER BY id LIMIT 1000',
        [suid]
    );
    const visitors = Array.from({ length: 8 }, () => personName(rng));
    const visits = Array.from({ length: Math.min(rows * 2, 3000) }, () => {
        const dealer = rng.pick(dealers);
        // Visits happen in office hours (China time), after the dealer joined, before now.
        const day = chinaDayStart(Math.min(SEED_NOW - DAY, dealer.create_time + rng.int(1, 300) * DAY));
        const visitTime = day + rng.int(9 * 3600, 17 * 3600);
        const type = Number(rng.pick(dealerOptions.visitType).value);
        return [
            suid,
            dealer.id,
            rng.pick(visitors),
            type,
            visitTime,
            type === 2 ? rng.int(120, 1500) : rng.int(900, 7200),
            rng.pick(visitResults),
            rng.chance(0.6) ? chinaDayStart(visitTime + rng.int(3, 30) * DAY) : 0,
            visitTime + rng.int(600, 7200),
        ];
    });
    if (dealers.length > 0) {
        await insertRows(
            db,
            'dealer_visits',
            ['suid', 'dealer_id', 'visitor', 'visit_type', 'visit_time', 'duration', 'result', 'next_visit_date', 'create_time'],
            visits
        );
    }
};
