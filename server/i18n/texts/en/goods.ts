import type goods from '../zh-cn/goods';
import type { Translations } from '../../Translations';

export default {
    保养配件: 'Maintenance parts',
    汽车用品: 'Car accessories',
    轮胎轮毂: 'Tyres and wheels',
    服务券: 'Service vouchers',
    可供货: 'Available',
    已停供: 'Discontinued',
    商品名称: 'Product name',
    供货商: 'Supplier',
    供货价: 'Supply price',
    建议零售价: 'Suggested retail price',
    库存: 'Stock',
    供货状态: 'Supply status',
    上架时间: 'Listed',
} satisfies Translations<typeof goods>;
