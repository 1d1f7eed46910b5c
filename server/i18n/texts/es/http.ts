import type http from '../zh-cn/http';
import type { Translations } from '../../Translations';

export default {
    '接口不存在：{path}': 'No existe la llamada: {path}',
    '服务器内部错误，请稍后再试': 'Error interno del servidor, inténtelo de nuevo más tarde',
    '参数错误：一次只能上传一个文件': 'Parámetros no válidos: suba un solo archivo cada vez',
    '文件过大，不能超过{size}': 'El archivo es demasiado grande: como máximo {size}',
    '参数错误：上传的表单无法读取': 'Parámetros no válidos: no se puede leer el formulario subido',
    '参数错误：请求体不是有效的JSON': 'Parámetros no válidos: el cuerpo de la solicitud no es un JSON válido',
    '参数错误：请求体必须是JSON对象': 'Parámetros no válidos: el cuerpo de la solicitud debe ser un objeto JSON',
    '参数错误：缺少或无效的时间戳': 'Parámetros no válidos: falta la marca de tiempo o no es válida',
    '请求已过期，请校准设备时间后重试': 'La solicitud ha caducado: ajuste el reloj del dispositivo e inténtelo de nuevo',
    '签名错误：缺少签名': 'Error de firma: falta la firma',
    签名错误: 'Error de firma',
    '插件「{name}」未安装，请先在插件管理中安装': 'El complemento «{name}» no está instalado: instálelo primero en Gestión de complementos',
    请求内容过大: 'La solicitud es demasiado grande',
    请求无法解析: 'No se puede leer la solicitud',
} satisfies Translations<typeof http>;
