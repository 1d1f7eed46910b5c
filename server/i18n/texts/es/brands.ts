import type brands from '../zh-cn/brands';
import type { Translations } from '../../Translations';

export default {
    大众: 'Volkswagen',
    丰田: 'Toyota',
    本田: 'Honda',
    日产: 'Nissan',
    别克: 'Buick',
    宝马: 'BMW',
    奔驰: 'Mercedes-Benz',
    奥迪: 'Audi',
    比亚迪: 'BYD',
    特斯拉: 'Tesla',
    理想: 'Li Auto',
    吉利: 'Geely',
    长安: 'Changan',
    哈弗: 'Haval',
    五菱: 'Wuling',
} satisfies Translations<typeof brands>;
