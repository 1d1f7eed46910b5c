import type goods from '../zh-cn/goods';
import type { Translations } from '../../Translations';

export default {
    保养配件: 'Piezas de mantenimiento',
    汽车用品: 'Accesorios',
    轮胎轮毂: 'Neumáticos y llantas',
    服务券: 'Vales de servicio',
    可供货: 'Disponible',
    已停供: 'Sin suministro',
    商品名称: 'Nombre del producto',
    供货商: 'Proveedor',
    供货价: 'Precio de suministro',
    建议零售价: 'Precio de venta recomendado',
    库存: 'Existencias',
    供货状态: 'Estado del suministro',
    上架时间: 'Publicado',
} satisfies Translations<typeof goods>;
