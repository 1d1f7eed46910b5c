import type dashboard from '../zh-cn/dashboard';
import type { Translations } from '../../Translations';

export default {
    '参数错误：days 只能是 7、30 或 90': 'Invalid parameters: days must be 7, 30 or 90',
    '参数错误：end 应为 YYYY-MM-DD 格式的日期': 'Invalid parameters: end must be a date written YYYY-MM-DD',
} satisfies Translations<typeof dashboard>;
