import type { Domain } from '../Domain';
import { insertRows } from '../shared/insertRows';
import { moneyColumn } from '../shared/moneyColumn';
import { createPrng } from '../shared/Prng';
import { DAY, SEED_NOW } from '../shared/seedClock';

const categoryOptions = [
    { value: 1, label: '保养配件' },
    { value: 2, label: '汽车用品' },
    { value: 3, label: '轮胎轮毂' },
    { value: 4, label: '服务券' },
];
const shelfOptions = [
    { value: 1, label: '可供货' },
    { value: 0, label: '已停供' },
];
const names: Record<number, string[]> = {
    1: ['机油滤芯', '空气滤芯', '刹车片', '火花塞', '蓄电池'],
    2: ['行车记录仪', '车载充电器', '座椅套', '遮阳挡', '香薰'],
    3: ['225/55 R17 轮胎', '205/55 R16 轮胎', '18寸铝合金轮毂', '补胎工具'],
    4: ['全车精洗券', '四轮定位券', '空调清洗券'],
};
const suppliers = ['上海汽配城供应链', '杭州车品仓', '广州轮胎批发', '南京养护联盟'];

/**
 * /goods/supply: goods the platform's suppliers offer a merchant to resell (supply price and
 * suggested retail price in cents). A union account sells its own goods: the console hides the
 * menu from it (docs/console.md §4).
 */
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
    ],
    seed: async db => {
        const rng = createPrng(6106);
        const rows = Array.from({ length: 60 }, (_, i) => {
            const category = (i % 4) + 1;
            const supply = rng.int(20, 800) * 100;
            return [
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
        await insertRows(db, 'supply_goods', ['name', 'category', 'supplier', 'supply_price', 'retail_price', 'stock', 'status', 'create_time'], rows);
    },
    tables: [
        {
            api: 'seller/goods/SupplyGoodsList',
            industries: 'car',
            from: 'supply_goods',
            pk: 'id',
            columns: {
                id: { title: 'ID', sort: true, item_width: 80 },
                name: { title: '商品名称', item_width: 200, item_align: 'left' },
                category: { title: '分类', type: 'select', options: categoryOptions, item_width: 110 },
                supplier: { title: '供货商', item_width: 170 },
                supply_price: moneyColumn('供货价', { sum: false, sort: true }),
                retail_price: moneyColumn('建议零售价', { sum: false, sort: true }),
                stock: { title: '库存', type: 'number', sort: true, sum: true, item_width: 90 },
                status: { title: '供货状态', type: 'select', options: shelfOptions, item_width: 100 },
                create_time: { title: '上架时间', type: 'datetime', sort: true, item_width: 170 },
            },
            top_search: [
                { name: 'name', title: '商品名称' },
                { name: 'category', title: '分类', type: 'select', options: categoryOptions },
                { name: 'status', title: '供货状态', type: 'select', options: shelfOptions },
            ],
            defaultSort: { column: 'id', order: 'desc' },
            show_sum: true,
            show_excel: true,
        },
    ],
    endpoints: [],
};
