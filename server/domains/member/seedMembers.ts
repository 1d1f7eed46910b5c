import type { Db } from '../../core/Db';
import type { SeedOptions } from '../../db/SeedOptions';
import { insertRows } from '../shared/insertRows';
import { placeholderImage } from '../shared/placeholderImage';
import { createPrng } from '../shared/Prng';
import { DAY, DEFAULT_SEED_ROWS, SEED_NOW } from '../shared/seedClock';
import { ipAddress, mobilePhone, nickname, personName } from '../shared/seedWords/people';
import { provinces } from '../shared/seedWords/regions';

const cities = provinces.flatMap(p => p.cities.map(c => ({ code: c.code, province: p.code })));

/** Members (as many as the main tables' rows, at most 5000) and their login history. */
export const seedMembers = async (db: Db, { rows = DEFAULT_SEED_ROWS }: SeedOptions) => {
    const rng = createPrng(2002);
    const count = Math.min(Math.max(rows, 50), 5000);
    const phones = new Set<string>();
    const members = Array.from({ length: count }, (_, i) => {
        let phone = mobilePhone(rng);
        while (phones.has(phone)) phone = mobilePhone(rng);
        phones.add(phone);
        const city = rng.pick(cities);
        const nick = nickname(rng);
        return [
            nick,
            personName(rng),
            phone,
            placeholderImage('avatar', nick.slice(0, 1), i),
            city.province,
            city.code,
            SEED_NOW - rng.int(1, 900) * DAY - rng.int(0, DAY),
        ];
    });
    await insertRows(db, 'members', ['nickname', 'name', 'phone', 'avatar', 'province', 'city', 'create_time'], members);

    const logs = Array.from({ length: Math.min(count * 3, 6000) }, () => {
        const member = rng.int(1, count);
        const success = rng.chance(0.93) ? 1 : 0;
        return [member, rng.int(1, 5), rng.int(1, 3), ipAddress(rng), rng.pick(cities).code, success, SEED_NOW - rng.int(0, 180 * DAY)];
    });
    await insertRows(db, 'member_login_logs', ['member_id', 'device', 'login_type', 'ip', 'city', 'success', 'login_time'], logs);
};
