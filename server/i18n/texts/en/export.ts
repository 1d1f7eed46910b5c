import type exportTexts from '../zh-cn/export';
import type { Translations } from '../../Translations';

export default {
    该列表不支持异步导出: 'This list does not offer background exports',
    '参数错误：export_type 只能是 1（当前页）或 2（选中的数据）': 'Invalid parameters: export_type must be 1 (current page) or 2 (selected rows)',
    至少选择一列: 'Choose at least one column',
    '参数错误：请选择要导出的数据': 'Invalid parameters: choose the rows to export',
    '参数错误：id 应为正整数': 'Invalid parameters: id must be a positive integer',
    导出任务不存在或已被删除: 'The export task does not exist or has been deleted',
    '任务正在导出，请稍后再删除': 'The task is exporting: delete it later',
    '文件正在生成，请稍后再下载': 'The file is being written: download it later',
    '文件已过期，请重新导出': 'The file has expired: export again',
    排队中: 'Queued',
    导出中: 'Exporting',
    文件名: 'File name',
    下载: 'Download',
    该列表不支持导出: 'This list does not offer exports',
    '暂无数据，不能导出': 'There is no data to export',
    '导出中断{count}次，已停止重试（{max}次）': 'The export was interrupted {count} times; retrying has stopped (at most {max})',
    '参数错误：没有“{column}”这一列': 'Invalid parameters: there is no column “{column}”',
} satisfies Translations<typeof exportTexts>;
