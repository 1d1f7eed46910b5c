import type tables from '../zh-cn/tables';
import type { Translations } from '../../Translations';

export default {
    '参数错误：列表接口只接受查询或导入': 'Parámetros no válidos: una llamada de lista solo consulta filas o importa',
    '参数错误：order 只能是 true 或 false': 'Parámetros no válidos: order debe ser true o false',
    '参数错误：page 应为不小于1的整数': 'Parámetros no válidos: page debe ser un entero mayor o igual que 1',
    '参数错误：limit 应为不小于1的整数': 'Parámetros no válidos: limit debe ser un entero mayor o igual que 1',
    '参数错误：不能按“{column}”排序': 'Parámetros no válidos: la lista no se puede ordenar por «{column}»',
    '参数错误：“{title}”的时间格式不正确': 'Parámetros no válidos: la hora de «{title}» no es válida',
    '参数错误：“{title}”应为数字': 'Parámetros no válidos: «{title}» debe ser un número',
    '参数错误：“{title}”应为“开始,结束”': 'Parámetros no válidos: «{title}» debe ser «inicio,fin»',
    '参数错误：_ids 最多{max}个': 'Parámetros no válidos: _ids nombra como máximo {max} claves',
} satisfies Translations<typeof tables>;
