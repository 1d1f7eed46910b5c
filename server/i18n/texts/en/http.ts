import type http from '../zh-cn/http';
import type { Translations } from '../../Translations';

export default {
    '接口不存在：{path}': 'No such call: {path}',
    '服务器内部错误，请稍后再试': 'Internal server error, please try again later',
    '参数错误：一次只能上传一个文件': 'Invalid parameters: upload one file at a time',
    '文件过大，不能超过{size}': 'The file is too large: at most {size}',
    '参数错误：上传的表单无法读取': 'Invalid parameters: the uploaded form cannot be read',
    '参数错误：请求体不是有效的JSON': 'Invalid parameters: the request body is not valid JSON',
    '参数错误：请求体必须是JSON对象': 'Invalid parameters: the request body must be a JSON object',
    '参数错误：缺少或无效的时间戳': 'Invalid parameters: the timestamp is missing or invalid',
    '请求已过期，请校准设备时间后重试': 'The request has expired: correct the device clock and try again',
    '签名错误：缺少签名': 'Signature error: the signature is missing',
    签名错误: 'Signature error',
    '插件「{name}」未安装，请先在插件管理中安装': 'The plugin “{name}” is not installed: install it in Plugin management first',
    请求内容过大: 'The request is too large',
    请求无法解析: 'The request cannot be read',
} satisfies Translations<typeof http>;
