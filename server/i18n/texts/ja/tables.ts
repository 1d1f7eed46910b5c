import type tables from '../zh-cn/tables';
import type { Translations } from '../../Translations';

export default {
    '参数错误：列表接口只接受查询或导入': 'パラメーターエラー：一覧 API は照会かインポートのみ受け付けます',
    '参数错误：order 只能是 true 或 false': 'パラメーターエラー：order は true または false です',
    '参数错误：page 应为不小于1的整数': 'パラメーターエラー：page は 1 以上の整数で指定してください',
    '参数错误：limit 应为不小于1的整数': 'パラメーターエラー：limit は 1 以上の整数で指定してください',
    '参数错误：不能按“{column}”排序': 'パラメーターエラー：「{column}」で並べ替えることはできません',
    '参数错误：“{title}”的时间格式不正确': 'パラメーターエラー：「{title}」の日時の形式が正しくありません',
    '参数错误：“{title}”应为数字': 'パラメーターエラー：「{title}」は数値で指定してください',
    '参数错误：“{title}”应为“开始,结束”': 'パラメーターエラー：「{title}」は「開始,終了」の形式で指定してください',
    '参数错误：_ids 最多{max}个': 'パラメーターエラー：_ids は最大 {max} 個です',
} satisfies Translations<typeof tables>;
