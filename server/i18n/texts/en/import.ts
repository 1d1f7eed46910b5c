import type importTexts from '../zh-cn/import';
import type { Translations } from '../../Translations';

export default {
    '导入模板不正确：表头与模板不一致，请下载模板后填写':
        'Wrong import template: the header row does not match the template; download the template and fill it in',
    该列表不支持导入: 'This list does not offer imports',
    导入文件中没有数据: 'The import file holds no data',
    请选择要导入的文件: 'Choose a file to import',
    '文件为空，请检查后重新上传': 'The file is empty: check it and upload it again',
    '暂不支持Excel 97-2003（xls）格式，请另存为xlsx后导入': 'Excel 97-2003 (xls) files are not supported yet: save the file as xlsx and import it',
    文件已损坏或不是有效的Excel文件: 'The file is damaged or is not a valid Excel file',
    与已有数据重复: 'It duplicates existing data',
    缺少必填数据: 'Required data is missing',
    关联的数据不存在: 'The related data does not exist',
    数据格式或取值不正确: 'A value or its format is not valid',
    '；': '; ',
    请上传xlsx或xls格式文件: 'Upload an xlsx or xls file',
    '导入文件的内容过大（文字超过上限），请检查文件或分批导入': 'The import file holds too much text: check the file or import it in parts',
    '导入模板不正确：缺少“{title}”列，请下载模板后填写': 'Wrong import template: the column “{title}” is missing; download the template and fill it in',
    '{reason}，整个文件未导入': '{reason}: nothing of the file was imported',
    '“{title}”的值“{value}”不在可选项中': '“{value}” is not one of the choices of “{title}”',
    '“{title}”应为日期，如 2026-01-31 或 2026-01-31 08:30:00': '“{title}” must be a date, such as 2026-01-31 or 2026-01-31 08:30:00',
    '“{title}”应为数字，最多{decimal}位小数': '“{title}” must be a number with at most {decimal} decimals',
    '“{title}”应为数字（整数）': '“{title}” must be a whole number',
    '“{title}”应为不小于0的整数秒数': '“{title}” must be a whole number of seconds, 0 or more',
    '“{title}”的值是错误“{error}”，请修正后导入': '“{title}” holds the error “{error}”: correct it and import again',
    '“{title}”是没有计算结果的公式，请复制后“粘贴为数值”再导入': '“{title}” is a formula without a saved result: copy it, paste it as values, then import',
    '“{title}”不能为空': '“{title}” cannot be empty',
    '“{title}”不能超过{max}个字': '“{title}” cannot exceed {max} characters',
    '“{title}”应为11位手机号': '“{title}” must be an 11-digit mobile number',
    '导入文件的行数过多，每次最多导入{max}行，请分批导入': 'The import file has too many rows: at most {max} rows at a time, import it in parts',
} satisfies Translations<typeof importTexts>;
