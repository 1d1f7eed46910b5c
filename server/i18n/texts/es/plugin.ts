import type plugin from '../zh-cn/plugin';
import type { Translations } from '../../Translations';

export default {
    营销活动: 'Marketing',
    行业应用: 'Aplicaciones del sector',
    客户服务: 'Atención al cliente',
    系统工具: 'Herramientas del sistema',
    已安装: 'Instalado',
    未安装: 'No instalado',
    插件标识: 'Clave del complemento',
    插件不存在: 'El complemento no existe',
    '该插件已安装，无需重复安装': 'Este complemento ya está instalado',
    该插件未安装: 'Este complemento no está instalado',
    插件名称: 'Nombre del complemento',
    标识: 'Clave',
    简介: 'Descripción',
    价格: 'Precio',
    安装时间: 'Fecha de instalación',
} satisfies Translations<typeof plugin>;
