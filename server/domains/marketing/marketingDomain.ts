import type { Domain } from '../Domain';
import { insertRows } from '../shared/insertRows';
import type { TableOwner } from '../../core/TableOwner';
import { merchantColumn, merchantIndex } from '../../db/merchantSchema';
import { replaceSortIndexes } from '../../db/sortIndexes';
import { DAY, SEED_NOW } from '../shared/seedClock';
import { carMerchants, FIRST_CAR_MERCHANT_SQL, merchantPrng } from '../shared/seedMerchants';
import { activityEndpoints, activityTable } from './marketingActivities';
import { marketingAddons, type MarketingAddon } from './marketingAddons';

const addons = Object.keys(marketingAddons) as MarketingAddon[];

const seedTitles: Record<MarketingAddon, string[]> = {
    lottery: ['双十一幸运大转盘', '新车主九宫格抽奖', '年终答谢抽奖', '周末签到抽奖'],
    seckill: ['特价保养套餐秒杀', '精洗券一元秒杀', '轮胎限时秒杀', '记录仪整点秒杀'],
    group: ['三人团保养套餐', '脚垫拼团', '五人团轮胎', '香薰两人团'],
};

/** /marketing: the activities of the lottery, flash-sale and group-buy plugins. */
export const marketingDomain: Domain = {
    name: 'marketing',
    migrations: [
        {
            id: 'marketing-001-activities',
            sql: `
CREATE TABLE marketing_activities (
    id serial PRIMARY KEY,
    addon text NOT NULL,
    title text NOT NULL,
    goods_name text NOT NULL,
    activity_price bigint NOT NULL,
    stock integer NOT NULL,
    limit_num integer NOT NULL,
    start_time bigint NOT NULL,
    end_time bigint NOT NULL,
    status smallint NOT NULL DEFAULT 0,
    create_time bigint NOT NULL
);
CREATE INDEX marketing_activities_addon ON marketing_activities (addon, id);
`,
        },
        {
            id: 'marketing-002-merchant-owner',
            assignsMerchant: ['marketing_activities'],
            sql: `
${merchantColumn('marketing_activities', FIRST_CAR_MERCHANT_SQL)}
${merchantIndex('marketing_activities_addon', 'marketing_activities', ['addon', 'id'])}
${replaceSortIndexes('marketing_activities', addons.map(activityTable))}
`,
        },
    ],
    owners: {
        marketing_activities: { owner: 'merchant', why: "the merchant's lottery, flash-sale and group-buy activities" },
    } satisfies Record<string, TableOwner>,
    seed: async (db, options) => {
        for (const merchant of carMerchants(options)) {
            const rng = merchantPrng(7107, merchant);
            const rows = addons.flatMap(addon =>
                seedTitles[addon].map((title, i) => {
                    const start = SEED_NOW + rng.int(-20, 10) * DAY;
                    // Both states in every list: the first activity enabled, the second disabled.
                    const status = i === 0 ? 1 : i === 1 ? 0 : rng.int(0, 1);
                    return [
                        merchant.suid,
                        addon,
                        title,
                        rng.pick(['原厂机油保养套餐', '全车精洗券', '轮胎', '行车记录仪', '脚垫']),
                        rng.int(1, 500) * 100,
                        rng.int(10, 500),
                        rng.int(marketingAddons[addon].minLimit, 5),
                        start,
                        start + rng.int(1, 14) * DAY,
                        status,
                        start - rng.int(1, 5) * DAY,
                    ];
                })
            );
            await insertRows(
                db,
                'marketing_activities',
                ['suid', 'addon', 'title', 'goods_name', 'activity_price', 'stock', 'limit_num', 'start_time', 'end_time', 'status', 'create_time'],
                rows
            );
        }
    },
    tables: addons.map(activityTable),
    endpoints: addons.flatMap(activityEndpoints),
};
