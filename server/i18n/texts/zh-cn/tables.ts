/** The generic table protocol: paging, sorting and filters. */
export default [
    '参数错误：列表接口只接受查询或导入',
    '参数错误：order 只能是 true 或 false',
    '参数错误：page 应为不小于1的整数',
    '参数错误：limit 应为不小于1的整数',
    '参数错误：不能按“{column}”排序',
    '参数错误：“{title}”的时间格式不正确',
    '参数错误：“{title}”应为数字',
    '参数错误：“{title}”应为“开始,结束”',
    '参数错误：_ids 最多{max}个',
] as const;
