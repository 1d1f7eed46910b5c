import type { Db } from '../../core/Db';
import type { SeedOptions } from '../../db/SeedOptions';
import { insertRows } from '../shared/insertRows';
import { placeholderImage } from '../shared/placeholderImage';
import { DAY, SEED_NOW } from '../shared/seedClock';
import { carMerchants, merchantPrng, type SeedMerchant } from '../shared/seedMerchants';
import { ipAddress, mobilePhone, nickname, personName } from '../shared/seedWords/people';
import { provinces } from '../shared/seedWords/regions';

const cities = provinces.flatMap(p => p.cities.map(c => ({ code: c.code, province: p.code })));

/** Each car merchant's members and their login history. */
export const seedMembers = async (db: Db, options: SeedOptions) => {
    for (const merchant of carMerchants(options)) await seedMerchantMembers(db, merchant);
};

/** One merchant's members (as many as the main tables' rows, at least 50, at most 5000) and their login history. */
const seedMerchantMembers = async (db: Db, merchant: SeedMerchant) => {
    const { suid, rows } = merchant;
    const rng = merchantPrng(2002, merchant);
    const count = Math.min(Math.max(rows, 50), 5000);
    const phones = new Set<string>();
    const members = Array.from({ length: count }, (_, i) => {
        let phone = mobilePhone(rng);
        while (phones.has(phone)) phone = mobilePhone(rng);
        phones.add(phone);
        const city = rng.pick(cities);
        const nick = nickname(rng);
        return [
            suid,
            nick,
            personName(rng),
            phone,
            placeholderImage('avatar', nick.slice(0, 1), i),
            city.province,
            city.code,
            SEED_NOW - rng.int(1, 900) * DAY - rng.int(0, DAY),
        ];
    });
    await insertRows(db, 'members', ['suid', 'nickname', 'name', 'phone', 'avatar', 'province', 'city', 'create_time'], members);
    const { rows: ids } = await db.query<{ id: number }>('SELECT id FROM members WHERE suid = $1 ORDER BY id', [suid]);

    const logs = Array.from({ length: Math.min(count * 3, 6000) }, () => {
        const member = ids[rng.int(1, count) - 1].id;
        const success = rng.chance(0.93) ? 1 : 0;
        return [suid, member, rng.int(1, 5), rng.int(1, 3), ipAddress(rng), rng.pick(cities).code, success, SEED_NOW - rng.int(0, 180 * DAY)];
    });
    await insertRows(db, 'member_login_logs', ['suid', 'member_id', 'device', 'login_type', 'ip', 'city', 'success', 'login_time'], logs);
};
