import type plugin from '../zh-cn/plugin';
import type { Translations } from '../../Translations';

export default {
    营销活动: 'Marketing',
    行业应用: 'Industry apps',
    客户服务: 'Customer service',
    系统工具: 'System tools',
    已安装: 'Installed',
    未安装: 'Not installed',
    插件标识: 'Plugin key',
    插件不存在: 'The plugin does not exist',
    '该插件已安装，无需重复安装': 'This plugin is already installed',
    该插件未安装: 'This plugin is not installed',
    插件名称: 'Plugin name',
    标识: 'Key',
    简介: 'Description',
    价格: 'Price',
    安装时间: 'Installed at',
} satisfies Translations<typeof plugin>;
