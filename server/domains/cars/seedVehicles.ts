import type { Db } from '../../core/Db';
import type { SeedOptions } from '../../db/SeedOptions';
import { chinaMonthStart } from '../shared/chinaCalendar';
import { generate, insertRows } from '../shared/insertRows';
import { placeholderImage } from '../shared/placeholderImage';
import type { Prng } from '../shared/Prng';
import { DAY, SEED_NOW } from '../shared/seedClock';
import { carMerchants, merchantPrng, type SeedMerchant } from '../shared/seedMerchants';
import { carColors, carSeries } from '../shared/seedWords/carModels';
import { cityOf, provinceOf } from '../shared/seedWords/regions';
import { VEHICLE, carOptions } from './carOptions';

const categoryNames = ['微型车', '紧凑型车', '中型车', '中大型车', 'SUV', 'MPV'];
const PLATE_CHARS = [...'ABCDEFGHJKLMNPQRSTUVWXYZ0123456789'];
const VIN_CHARS = [...'ABCDEFGHJKLMNPRSTUVWXYZ0123456789'];
const YEAR = 365 * DAY;

const variants = (electric: boolean) =>
    electric
        ? ['标准续航版', '长续航版', '高性能版', '智驾版']
        : ['1.5L 自动舒适版', '1.5T 自动豪华版', '2.0T 自动旗舰版', '1.5L 手动进取版', '2.0L 自动尊贵版'];

export const plateNumber = (rng: Prng, prefix: string) => `${prefix}·${rng.int(0, 9)}${Array.from({ length: 4 }, () => rng.pick(PLATE_CHARS)).join('')}`;

const vinCode = (rng: Prng) => `L${Array.from({ length: 16 }, () => rng.pick(VIN_CHARS)).join('')}`;

const VEHICLE_COLUMNS = [
    'suid',
    'cat_id',
    'dealer_id',
    'brand',
    'series',
    'title',
    'plate',
    'vin',
    'cover',
    'price',
    'mileage',
    'first_reg',
    'color',
    'gearbox',
    'fuel',
    'tags',
    'province',
    'city',
    'description',
    'status',
    'views',
    'create_time',
    'update_time',
];

/** Each car merchant's categories and vehicles. */
export const seedVehicles = async (db: Db, options: SeedOptions) => {
    for (const merchant of carMerchants(options)) await seedMerchantVehicles(db, merchant);
};

/** Six categories, then `rows` vehicles of approved dealers, priced from their series' range. */
const seedMerchantVehicles = async (db: Db, merchant: SeedMerchant) => {
    const { suid, rows } = merchant;
    const rng = merchantPrng(4004, merchant);
    await insertRows(
        db,
        'vehicle_categories',
        ['suid', 'name', 'icon', 'sort', 'is_show', 'create_time'],
        categoryNames.map((name, i) => [
            suid,
            name,
            placeholderImage('icon', name.slice(0, 2), i),
            (categoryNames.length - i) * 10,
            1,
            SEED_NOW - 800 * DAY + i * 3600,
        ])
    );
    const { rows: categories } = await db.query<{ id: number; name: string }>('SELECT id, name FROM vehicle_categories WHERE suid = $1', [suid]);
    const categoryId = new Map(categories.map(category => [category.name, category.id]));
    const { rows: dealers } = await db.query<{ id: number; city: number; create_time: number }>(
        'SELECT id, city, create_time FROM dealers WHERE suid = $1 AND audit_status = 1 AND is_black = 0 ORDER BY id LIMIT 5000',
        [suid]
    );
    if (dealers.length === 0) return;
    const tags = carOptions.vehicleTag.map(o => String(o.value));
    // Made as COPY takes them: a million rows are never all in memory.
    const vehicles = generate(rows, i => {
        const dealer = rng.pick(dealers);
        const series = rng.pick(carSeries);
        const age = rng.int(6, 120) / 12;
        const firstReg = chinaMonthStart(SEED_NOW - Math.round(age * YEAR));
        const year = new Date((firstReg + 8 * 3600 + 40 * DAY) * 1000).getUTCFullYear();
        // Older cars sit at the bottom of the series' range, at about 12,000 km a year.
        const depreciation = Math.max(0, 1 - age / 12);
        const priceYuan = Math.round((series.minPrice + (series.maxPrice - series.minPrice) * depreciation * rng.next()) * 100) * 100;
        const city = cityOf(dealer.city)!;
        const created = Math.max(dealer.create_time, SEED_NOW - rng.int(1, 365) * DAY - rng.int(0, DAY));
        const status = rng.chance(0.55) ? VEHICLE.onSale : rng.chance(0.45) ? VEHICLE.sold : VEHICLE.offShelf;
        const vehicleTags = age < 1.5 ? ['1', ...rng.some(tags.slice(1), 2)] : rng.chance(0.8) ? rng.some(tags.slice(1), 3) : [];
        return [
            suid,
            categoryId.get(series.category),
            dealer.id,
            series.brand,
            series.series,
            `${year}款 ${series.brand} ${series.series} ${rng.pick(variants(!!series.electric))}`,
            plateNumber(rng, city.plate),
            vinCode(rng),
            placeholderImage('car', series.brand, i),
            priceYuan * 100,
            Math.max(300, Math.round((age * rng.int(8000, 16000)) / 100) * 100),
            firstReg,
            rng.pick(carColors),
            series.electric ? 1 : rng.chance(0.9) ? 1 : 2,
            series.electric ? rng.pick([3, 3, 4]) : rng.chance(0.85) ? 1 : rng.pick([2, 5]),
            [...new Set(vehicleTags)].sort().join(','),
            provinceOf(dealer.city)!.code,
            dealer.city,
            `${series.brand}${series.series}，${year}年上牌，车况${rng.pick(['精品', '良好', '一般'])}，${rng.pick(['定期4S店保养', '无重大事故', '内饰干净整洁', '轮胎八成新'])}。`,
            status,
            rng.int(0, 5000),
            created,
            Math.min(SEED_NOW, created + rng.int(0, 30) * DAY),
        ];
    });
    await insertRows(db, 'vehicles', VEHICLE_COLUMNS, vehicles);
};
