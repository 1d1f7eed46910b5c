import type regions from '../../../i18n/texts/zh-cn/regions';

/** A name the catalogue translates (option labels); addresses written into seed rows use it as data. */
type RegionName = (typeof regions)[number];

/** Real provinces and cities (GB/T 2260 codes) with their plate prefixes; municipalities list districts. */
export interface City {
    code: number;
    name: RegionName;
    plate: string;
}

export interface Province {
    code: number;
    name: RegionName;
    cities: City[];
}

const city = (code: number, name: RegionName, plate: string): City => ({ code, name, plate });

export const provinces: Province[] = [
    {
        code: 110000,
        name: '北京市',
        cities: [
            city(110101, '东城区', '京A'),
            city(110102, '西城区', '京B'),
            city(110105, '朝阳区', '京N'),
            city(110106, '丰台区', '京E'),
            city(110108, '海淀区', '京Q'),
        ],
    },
    {
        code: 120000,
        name: '天津市',
        cities: [city(120101, '和平区', '津A'), city(120103, '河西区', '津B'), city(120104, '南开区', '津C'), city(120116, '滨海新区', '津E')],
    },
    {
        code: 310000,
        name: '上海市',
        cities: [
            city(310101, '黄浦区', '沪A'),
            city(310104, '徐汇区', '沪B'),
            city(310112, '闵行区', '沪C'),
            city(310114, '嘉定区', '沪D'),
            city(310115, '浦东新区', '沪A'),
        ],
    },
    { code: 500000, name: '重庆市', cities: [city(500103, '渝中区', '渝A'), city(500105, '江北区', '渝A'), city(500112, '渝北区', '渝B')] },
    {
        code: 440000,
        name: '广东省',
        cities: [
            city(440100, '广州市', '粤A'),
            city(440300, '深圳市', '粤B'),
            city(440400, '珠海市', '粤C'),
            city(440600, '佛山市', '粤E'),
            city(441900, '东莞市', '粤S'),
        ],
    },
    {
        code: 330000,
        name: '浙江省',
        cities: [
            city(330100, '杭州市', '浙A'),
            city(330200, '宁波市', '浙B'),
            city(330300, '温州市', '浙C'),
            city(330600, '绍兴市', '浙D'),
            city(330700, '金华市', '浙G'),
        ],
    },
    {
        code: 320000,
        name: '江苏省',
        cities: [city(320100, '南京市', '苏A'), city(320200, '无锡市', '苏B'), city(320400, '常州市', '苏D'), city(320500, '苏州市', '苏E')],
    },
    { code: 510000, name: '四川省', cities: [city(510100, '成都市', '川A'), city(510600, '德阳市', '川F'), city(510700, '绵阳市', '川B')] },
    { code: 420000, name: '湖北省', cities: [city(420100, '武汉市', '鄂A'), city(420500, '宜昌市', '鄂E'), city(420600, '襄阳市', '鄂F')] },
    { code: 430000, name: '湖南省', cities: [city(430100, '长沙市', '湘A'), city(430200, '株洲市', '湘B')] },
    { code: 370000, name: '山东省', cities: [city(370100, '济南市', '鲁A'), city(370200, '青岛市', '鲁B'), city(370600, '烟台市', '鲁F')] },
    { code: 410000, name: '河南省', cities: [city(410100, '郑州市', '豫A'), city(410300, '洛阳市', '豫C')] },
    { code: 350000, name: '福建省', cities: [city(350100, '福州市', '闽A'), city(350200, '厦门市', '闽D'), city(350500, '泉州市', '闽C')] },
    { code: 340000, name: '安徽省', cities: [city(340100, '合肥市', '皖A'), city(340200, '芜湖市', '皖B')] },
    { code: 610000, name: '陕西省', cities: [city(610100, '西安市', '陕A')] },
    { code: 210000, name: '辽宁省', cities: [city(210100, '沈阳市', '辽A'), city(210200, '大连市', '辽B')] },
];

// Looked up once per seeded row (a million at benchmark sizes): maps, not scans.
const provinceByCity = new Map(provinces.flatMap(p => p.cities.map(c => [c.code, p] as const)));
const cityByCode = new Map(provinces.flatMap(p => p.cities.map(c => [c.code, c] as const)));

export const provinceOf = (cityCode: number): Province | undefined => provinceByCity.get(cityCode);

export const cityOf = (cityCode: number): City | undefined => cityByCode.get(cityCode);
