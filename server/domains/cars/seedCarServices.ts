import type { Db } from '../../core/Db';
import type { SeedOptions } from '../../db/SeedOptions';
import { chinaMonthStart } from '../shared/chinaCalendar';
import { insertRows } from '../shared/insertRows';
import { orderSn } from '../shared/orderSn';
import { DAY, SEED_NOW } from '../shared/seedClock';
import { carMerchants, merchantPrng, type SeedMerchant } from '../shared/seedMerchants';
import { carSeries } from '../shared/seedWords/carModels';
import { mobilePhone, personName } from '../shared/seedWords/people';
import { provinceOf, provinces } from '../shared/seedWords/regions';
import { CONTACT, carriers } from './carOptions';

const cities = provinces.flatMap(p => p.cities.map(c => ({ code: c.code, province: p.code })));
const contactRemarks = ['车主希望尽快出售', '已约车主周末看车', '报价高于市场价，继续跟进', '车主已自行卖出', '已完成检测，等待定价', '车主只是咨询行情'];

/** Each car merchant's selling requests and transport. */
export const seedCarServices = async (db: Db, options: SeedOptions) => {
    for (const merchant of carMerchants(options)) await seedMerchantCarServices(db, merchant);
};

/** Owners' selling requests and the transport of sold vehicles. */
const seedMerchantCarServices = async (db: Db, merchant: SeedMerchant) => {
    const { suid, rows } = merchant;
    const rng = merchantPrng(5005, merchant);
    const sells = Array.from({ length: Math.min(rows, 2000) }, () => {
        const series = rng.pick(carSeries);
        const city = rng.pick(cities);
        const age = rng.int(12, 144) / 12;
        const created = SEED_NOW - rng.int(0, 240) * DAY - rng.int(0, DAY);
        const status =
            created > SEED_NOW - 3 * DAY ? CONTACT.none : rng.pick([CONTACT.none, CONTACT.contacted, CONTACT.contacted, CONTACT.dealt, CONTACT.noIntent]);
        return [
            suid,
            personName(rng),
            mobilePhone(rng),
            series.brand,
            series.series,
            chinaMonthStart(SEED_NOW - Math.round(age * 365 * DAY)),
            Math.round((age * rng.int(9000, 15000)) / 100) * 100,
            Math.round(((series.minPrice * rng.int(70, 110)) / 100) * 10) * 1000 * 100,
            city.province,
            city.code,
            status,
            status === CONTACT.none ? '' : rng.pick(contactRemarks),
            status === CONTACT.none ? 0 : created + rng.int(1800, 2 * DAY),
            created,
        ];
    });
    await insertRows(
        db,
        'personal_sells',
        [
            'suid',
            'name',
            'phone',
            'brand',
            'series',
            'first_reg',
            'mileage',
            'expect_price',
            'province',
            'city',
            'contact_status',
            'contact_remark',
            'contact_time',
            'create_time',
        ],
        sells
    );

    const { rows: sold } = await db.query<{ id: number; plate: string; title: string; city: number; update_time: number }>(
        'SELECT id, plate, title, city, update_time FROM vehicles WHERE suid = $1 AND status = 2 ORDER BY id LIMIT 1500',
        [suid]
    );
    const shipments = sold
        .filter(() => rng.chance(0.7))
        .map((vehicle, i) => {
            const to = rng.pick(cities.filter(c => c.code !== vehicle.city));
            // Cars sold in the last days wait for their truck: planned departure after now.
            const depart = vehicle.update_time + rng.int(1, 5) * DAY;
            const duration = rng.int(8, 96) * 3600 + rng.int(0, 3599);
            const status = depart > SEED_NOW ? 0 : depart + duration < SEED_NOW ? 2 : 1;
            return [
                suid,
                orderSn('WL', depart, i + 1),
                vehicle.id,
                vehicle.plate,
                vehicle.title,
                provinceOf(vehicle.city)!.code,
                vehicle.city,
                to.province,
                to.code,
                rng.pick(carriers),
                personName(rng),
                mobilePhone(rng),
                rng.int(8, 60) * 100 * 100,
                status,
                depart,
                status === 2 ? depart + duration : 0,
                status === 2 ? duration : 0,
                depart - rng.int(3600, DAY),
            ];
        });
    await insertRows(
        db,
        'logistics',
        [
            'suid',
            'waybill_no',
            'vehicle_id',
            'plate',
            'vehicle_title',
            'from_province',
            'from_city',
            'to_province',
            'to_city',
            'carrier',
            'driver',
            'driver_phone',
            'fee',
            'status',
            'depart_time',
            'arrive_time',
            'duration',
            'create_time',
        ],
        shipments
    );
};
