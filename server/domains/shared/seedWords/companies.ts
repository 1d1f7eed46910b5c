import type { Prng } from '../Prng';

const tradeNames = [
    '恒通',
    '鑫源',
    '宏达',
    '瑞丰',
    '金诚',
    '华信',
    '永盛',
    '顺捷',
    '诚远',
    '嘉禾',
    '中汇',
    '锦程',
    '盛世',
    '博远',
    '天骄',
    '众诚',
    '安达',
    '德润',
    '信和',
    '汇通',
    '广源',
    '联发',
    '卓越',
    '新纪元',
];
const dealerSuffixes = ['二手车经纪有限公司', '汽车贸易有限公司', '二手车销售有限公司', '名车行', '汽车服务有限公司'];

export const shortCity = (cityName: string) => cityName.replace(/(新区|市|区)$/, '');

/** `杭州恒通二手车经纪有限公司`: city without its administrative suffix, trade name, suffix. */
export const dealerCompany = (rng: Prng, cityName: string) => shortCity(cityName) + rng.pick(tradeNames) + rng.pick(dealerSuffixes);

/** `杭州恒通奥迪4S店`. */
export const storeCompany = (rng: Prng, cityName: string, brand: string) => shortCity(cityName) + rng.pick(tradeNames) + brand + '4S店';

export const streetAddress = (rng: Prng) =>
    `${rng.pick(['人民', '建设', '解放', '中山', '长江', '黄河', '环城', '滨江', '世纪', '创业', '汽车城'])}${rng.pick(['路', '大道', '东路', '西路', '北路'])}${rng.int(1, 999)}号`;
