import type brands from '../zh-cn/brands';
import type { Translations } from '../../Translations';

export default {
    大众: 'フォルクスワーゲン',
    丰田: 'トヨタ',
    本田: 'ホンダ',
    日产: '日産',
    别克: 'ビュイック',
    宝马: 'BMW',
    奔驰: 'メルセデス・ベンツ',
    奥迪: 'アウディ',
    比亚迪: 'BYD',
    特斯拉: 'テスラ',
    理想: '理想汽車',
    吉利: 'ジーリー',
    长安: '長安汽車',
    哈弗: 'ハヴァル',
    五菱: 'ウーリン',
} satisfies Translations<typeof brands>;
