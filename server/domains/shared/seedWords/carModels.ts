import type brands from '../../../i18n/texts/zh-cn/brands';

/** The brands the catalogue names (their labels are translated; the stored value stays this text). */
type BrandName = (typeof brands)[number];
/** Real brands and series with the used-car price range (in 万元) of recent model years. */
export interface CarSeries {
    brand: BrandName;
    series: string;
    /** Vehicle category name (see the cars domain's seed categories). */
    category: string;
    minPrice: number;
    maxPrice: number;
    electric?: boolean;
}

const s = (brand: BrandName, series: string, category: string, minPrice: number, maxPrice: number, electric = false): CarSeries => ({
    brand,
    series,
    category,
    minPrice,
    maxPrice,
    electric,
});

export const carSeries: CarSeries[] = [
    s('大众', '朗逸', '紧凑型车', 5, 11),
    s('大众', '帕萨特', '中型车', 10, 20),
    s('大众', '途观L', 'SUV', 12, 24),
    s('大众', '迈腾', '中型车', 10, 22),
    s('丰田', '卡罗拉', '紧凑型车', 6, 12),
    s('丰田', '凯美瑞', '中型车', 11, 21),
    s('丰田', '汉兰达', 'SUV', 18, 32),
    s('本田', '雅阁', '中型车', 10, 19),
    s('本田', '思域', '紧凑型车', 7, 13),
    s('本田', 'CR-V', 'SUV', 10, 20),
    s('日产', '轩逸', '紧凑型车', 5, 10),
    s('日产', '奇骏', 'SUV', 8, 16),
    s('别克', '英朗', '紧凑型车', 4, 8),
    s('别克', 'GL8', 'MPV', 14, 30),
    s('宝马', '3系', '中型车', 15, 32),
    s('宝马', '5系', '中大型车', 25, 45),
    s('宝马', 'X3', 'SUV', 22, 40),
    s('奔驰', 'C级', '中型车', 18, 33),
    s('奔驰', 'E级', '中大型车', 26, 48),
    s('奔驰', 'GLC', 'SUV', 25, 42),
    s('奥迪', 'A4L', '中型车', 14, 28),
    s('奥迪', 'A6L', '中大型车', 22, 42),
    s('奥迪', 'Q5L', 'SUV', 20, 38),
    s('比亚迪', '汉', '中大型车', 13, 22, true),
    s('比亚迪', '秦PLUS', '紧凑型车', 6, 11, true),
    s('比亚迪', '宋PLUS', 'SUV', 9, 16, true),
    s('特斯拉', 'Model 3', '中型车', 15, 25, true),
    s('特斯拉', 'Model Y', 'SUV', 18, 28, true),
    s('吉利', '星瑞', '紧凑型车', 6, 11),
    s('吉利', '博越', 'SUV', 5, 10),
    s('长安', 'CS75 PLUS', 'SUV', 6, 11),
    s('哈弗', 'H6', 'SUV', 5, 11),
    s('理想', 'L7', 'SUV', 22, 32, true),
    s('五菱', '宏光MINIEV', '微型车', 2, 4, true),
];

export const carColors = ['珍珠白', '曜石黑', '星河银', '深海蓝', '火山红', '钛金灰', '香槟金', '翡翠绿'];
