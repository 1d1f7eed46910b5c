import type marketing from '../zh-cn/marketing';
import type { Translations } from '../../Translations';

export default {
    活动名称: 'Nombre de la actividad',
    活动商品: 'Producto',
    活动价: 'Precio de la actividad',
    活动库存: 'Existencias de la actividad',
    开始时间: 'Hora de inicio',
    结束时间必须晚于开始时间: 'La hora de fin debe ser posterior a la de inicio',
    抽奖活动: 'Sorteo',
    秒杀活动: 'Oferta relámpago',
    拼团活动: 'Compra en grupo',
    已启用: 'Activado',
    已停用: 'Desactivado',
    该活动已启用: 'Esta actividad ya está activada',
    该活动已停用: 'Esta actividad ya está desactivada',
    每人抽奖次数: 'Sorteos por persona',
    每人限购数量: 'Límite por persona',
    成团人数: 'Tamaño del grupo',
} satisfies Translations<typeof marketing>;
