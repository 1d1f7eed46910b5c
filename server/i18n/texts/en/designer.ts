import type designer from '../zh-cn/designer';
import type { Translations } from '../../Translations';

export default {
    资源设计: 'Resource designer',
    资源声明: 'Resource declaration',
    菜单入口: 'Menu entry',
    表名: 'Table name',
    '资源声明有误：{path}：{problem}': 'The resource declaration is invalid: {path}: {problem}',
    '{what}不是有效的JSON': '{what} is not valid JSON',
    '{what}超过{max}字节': '{what} is over {max} bytes',
    '表名{table}已被系统表占用，请换一个名称': 'The table name {table} is taken by a built-in table; choose another name',
    '接口{path}已被其他功能占用，请换一个路径': 'The call {path} is already served by another feature; choose another path',
    '资源{table}由声明文件管理，请在文件中修改': 'The resource {table} is managed by a declaration file; change it in the file',
    '资源{table}已存在，请打开它再修改': 'The resource {table} already exists; open it to change it',
    '资源不存在：{table}': 'No such resource: {table}',
    '该资源已被他人修改，请刷新后再保存': 'Someone else changed this resource; reload it before saving',
    '版本不存在：{table}第{version}版': 'No such version: {table} version {version}',
    '列{column}的类型由{from}改为{to}，需要填写转换方式': 'Column {column} changes type from {from} to {to}: say how to convert it (migrate)',
    '列{column}的已有数据不能转换：{reason}': 'The existing rows of column {column} do not convert: {reason}',
    '菜单入口的接口{path}不是该资源的接口': 'The menu entry’s call {path} is not one of this resource’s calls',
    菜单入口必须是对象或对象数组: 'The menu entry must be an object or a list of objects',
    资源设计在此服务器上不可用: 'The resource designer is not available on this server',
    '保存资源{table}第{version}版': 'Saved resource {table} version {version}',
    '回滚资源{table}到第{from}版（第{version}版）': 'Rolled resource {table} back to version {from} (version {version})',
} satisfies Translations<typeof designer>;
