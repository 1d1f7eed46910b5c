import type goods from '../zh-cn/goods';
import type { Translations } from '../../Translations';

export default {
    保养配件: 'メンテナンス部品',
    汽车用品: 'カー用品',
    轮胎轮毂: 'タイヤ・ホイール',
    服务券: 'サービス券',
    可供货: '供給可',
    已停供: '供給停止',
    商品名称: '商品名',
    供货商: '仕入先',
    供货价: '卸価格',
    建议零售价: '希望小売価格',
    库存: '在庫',
    供货状态: '供給状況',
    上架时间: '掲載日時',
} satisfies Translations<typeof goods>;
