import type tables from '../zh-cn/tables';
import type { Translations } from '../../Translations';

export default {
    '参数错误：列表接口只接受查询或导入': 'Invalid parameters: a list call only reads rows or imports',
    '参数错误：order 只能是 true 或 false': 'Invalid parameters: order must be true or false',
    '参数错误：page 应为不小于1的整数': 'Invalid parameters: page must be an integer of 1 or more',
    '参数错误：limit 应为不小于1的整数': 'Invalid parameters: limit must be an integer of 1 or more',
    '参数错误：不能按“{column}”排序': 'Invalid parameters: the list cannot be sorted by “{column}”',
    '参数错误：“{title}”的时间格式不正确': 'Invalid parameters: the time of “{title}” is not valid',
    '参数错误：“{title}”应为数字': 'Invalid parameters: “{title}” must be a number',
    '参数错误：“{title}”应为“开始,结束”': 'Invalid parameters: “{title}” must be “start,end”',
    '参数错误：_ids 最多{max}个': 'Invalid parameters: _ids names at most {max} keys',
} satisfies Translations<typeof tables>;
