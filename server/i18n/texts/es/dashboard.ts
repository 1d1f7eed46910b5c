import type dashboard from '../zh-cn/dashboard';
import type { Translations } from '../../Translations';

export default {
    '参数错误：days 只能是 7、30 或 90': 'Parámetros no válidos: days debe ser 7, 30 o 90',
    '参数错误：end 应为 YYYY-MM-DD 格式的日期': 'Parámetros no válidos: end debe ser una fecha con el formato YYYY-MM-DD',
} satisfies Translations<typeof dashboard>;
