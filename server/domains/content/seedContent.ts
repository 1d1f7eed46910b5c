import type { Db } from '../../core/Db';
import { chinaDayStart } from '../shared/chinaCalendar';
import { insertRows } from '../shared/insertRows';
import { placeholderImage } from '../shared/placeholderImage';
import type { SeedOptions } from '../../db/SeedOptions';
import { createPrng, type Prng } from '../shared/Prng';
import { DAY, SEED_NOW } from '../shared/seedClock';
import { carMerchants, DEMO_MERCHANTS, merchantPrng } from '../shared/seedMerchants';
import { agreementTexts } from './agreementTexts';

const advertTitles = [
    '金秋购车节 全场低至8折',
    '认证二手车 七天无理由退车',
    '新能源专场 每周五晚8点开拍',
    '0元保证金体验竞拍',
    '置换补贴最高8000元',
    '车商入驻享首年保证金减半',
    '准新车专区上线',
    '免费上门检测评估',
    '全国物流 送车到家',
    '周末特惠场 起拍价1元',
];

/**
 * Every merchant publishes the agreements (each its own copy, which it edits); each car merchant
 * two dozen adverts over the four positions.
 */
export const seedContent = async (db: Db, options: SeedOptions) => {
    const rng = createPrng(8008);
    const agreementDates = agreementTexts.map((_, i) => [SEED_NOW - (700 - i) * DAY, SEED_NOW - rng.int(10, 200) * DAY]);
    await insertRows(
        db,
        'agreements',
        ['suid', 'title', 'type', 'version', 'content', 'is_show', 'create_time', 'update_time'],
        DEMO_MERCHANTS.flatMap(suid => agreementTexts.map((a, i) => [suid, a.title, a.type, a.version, a.content, 1, ...agreementDates[i]]))
    );
    for (const merchant of carMerchants(options)) {
        await seedAdverts(db, merchant.suid, merchant.stream === 0 ? rng : merchantPrng(8008, merchant));
    }
};

const seedAdverts = async (db: Db, suid: string, rng: Prng) => {
    const adverts = Array.from({ length: 24 }, (_, i) => {
        const title = advertTitles[i % advertTitles.length];
        const start = chinaDayStart(SEED_NOW - rng.int(0, 120) * DAY);
        return [
            suid,
            title,
            (i % 4) + 1,
            placeholderImage('banner', title.slice(0, 6), i),
            `/pages/activity/detail?id=${i + 1}`,
            rng.int(0, 20) * 10,
            rng.chance(0.75) ? 1 : 0,
            start,
            start + rng.int(7, 90) * DAY - 1,
            rng.int(0, 20000),
            start - rng.int(1, 10) * DAY,
        ];
    });
    await insertRows(
        db,
        'adverts',
        ['suid', 'title', 'position', 'image', 'link', 'sort', 'is_show', 'start_time', 'end_time', 'clicks', 'create_time'],
        adverts
    );
};
