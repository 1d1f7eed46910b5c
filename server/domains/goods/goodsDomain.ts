import type { Domain } from '../Domain';
import { insertRows } from '../shared/insertRows';
import { DAY, SEED_NOW } from '../shared/seedClock';
import { merchantColumn } from '../../db/merchantSchema';
import { carMerchants, FIRST_CAR_MERCHANT_SQL, merchantPrng } from '../shared/seedMerchants';
import { builtinDomainTables, builtinTable } from '../../declared/builtinTable';
import { builtinOptions } from '../../declared/builtinOptions';
import options from './options.json' with { type: 'json' };
import supplyGoods from './tables/supplyGoods.json' with { type: 'json' };

const names: Record<number, string[]> = {
    1: ['机油滤芯', '空气滤芯', '刹车片', '火花塞', '蓄电池'],
    2: ['行车记录仪', '车载充电器', '座椅套', '遮阳挡', '香薰'],
    3: ['225/55 R17 轮胎', '205/55 R16 轮胎', '18寸铝合金轮毂', '补胎工具'],
    4: ['全车精洗券', '四轮定位券', '空调清洗券'],
};
const suppliers = ['上海汽配城供应链', '杭州车品仓', '广州轮胎批发', '南京养护联盟'];

/**
 * /goods/supply: goods the platform's suppliers offer a merchant to resell (supply price and
 * suggested retail price in cents). A union account sells its own goods: the menu is hidden from
 * it and the server refuses it the list (`account: 'nonUnion'`).
 */
const supplyGoodsTable = builtinTable('goods/tables/supplyGoods.json', supplyGoods, builtinOptions('goods/options.json', options));

export const goodsDomain: Domain = {
    name: 'goods',
    migrations: [
        {
            id: 'goods-001-supply-goods',
            sql: `
CREATE TABLE supply_goods (
    id serial PRIMARY KEY,
    name text NOT NULL,
    category smallint NOT NULL,
    supplier text NOT NULL,
    supply_price bigint NOT NULL,
    retail_price bigint NOT NULL,
    stock integer NOT NULL,
    status smallint NOT NULL,
    create_time bigint NOT NULL
);
`,
        },
        {
            id: 'goods-002-merchant-owner',
            assignsMerchant: ['supply_goods'],
            sql: merchantColumn('supply_goods', FIRST_CAR_MERCHANT_SQL),
        },
    ],
    ...builtinDomainTables([supplyGoodsTable]),
    seed: async (db, options) => {
        for (const merchant of carMerchants(options)) {
            const rng = merchantPrng(6106, merchant);
            const rows = Array.from({ length: 60 }, (_, i) => {
                const category = (i % 4) + 1;
                const supply = rng.int(20, 800) * 100;
                return [
                    merchant.suid,
                    rng.pick(names[category]),
                    category,
                    rng.pick(suppliers),
                    supply,
                    supply + rng.int(5, 200) * 100,
                    rng.int(0, 900),
                    i % 7 === 0 ? 0 : 1,
                    SEED_NOW - rng.int(1, 120) * DAY,
                ];
            });
            await insertRows(
                db,
                'supply_goods',
                ['suid', 'name', 'category', 'supplier', 'supply_price', 'retail_price', 'stock', 'status', 'create_time'],
                rows
            );
        }
    },
    endpoints: [],
};
