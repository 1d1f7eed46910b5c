import type dashboard from '../zh-cn/dashboard';
import type { Translations } from '../../Translations';

export default {
    '参数错误：days 只能是 7、30 或 90': 'パラメーターエラー：days は 7、30、90 のいずれかです',
    '参数错误：end 应为 YYYY-MM-DD 格式的日期': 'パラメーターエラー：end は YYYY-MM-DD 形式の日付で指定してください',
} satisfies Translations<typeof dashboard>;
