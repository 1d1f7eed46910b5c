import type designer from '../zh-cn/designer';
import type { Translations } from '../../Translations';

export default {
    资源设计: 'リソース設計',
    资源声明: 'リソースの宣言',
    菜单入口: 'メニュー項目',
    表名: 'テーブル名',
    '资源声明有误：{path}：{problem}': 'リソースの宣言に誤りがあります：{path}：{problem}',
    '{what}不是有效的JSON': '{what}は有効なJSONではありません',
    '{what}超过{max}字节': '{what}が{max}バイトを超えています',
    '表名{table}已被系统表占用，请换一个名称': 'テーブル名{table}はシステムのテーブルが使用しています。別の名前にしてください',
    '接口{path}已被其他功能占用，请换一个路径': 'API {path}はほかの機能が使用しています。別のパスにしてください',
    '资源{table}由声明文件管理，请在文件中修改': 'リソース{table}は宣言ファイルで管理されています。ファイルで変更してください',
    '资源{table}已存在，请打开它再修改': 'リソース{table}はすでにあります。開いてから変更してください',
    '资源不存在：{table}': 'リソースがありません：{table}',
    '该资源已被他人修改，请刷新后再保存': 'このリソースはほかの人が変更しました。読み込み直してから保存してください',
    '版本不存在：{table}第{version}版': 'バージョンがありません：{table}の第{version}版',
    '列{column}的类型由{from}改为{to}，需要填写转换方式': '列{column}の型が{from}から{to}に変わります。変換方法（migrate）を指定してください',
    '列{column}的已有数据不能转换：{reason}': '列{column}の既存のデータを変換できません：{reason}',
    '菜单入口的接口{path}不是该资源的接口': 'メニュー項目のAPI {path}はこのリソースのAPIではありません',
    菜单入口必须是对象或对象数组: 'メニュー項目はオブジェクトかオブジェクトの配列にしてください',
    资源设计在此服务器上不可用: 'このサーバーではリソース設計を使えません',
    '保存资源{table}第{version}版': 'リソース{table}の第{version}版を保存しました',
    '回滚资源{table}到第{from}版（第{version}版）': 'リソース{table}を第{from}版に戻しました（第{version}版）',
} satisfies Translations<typeof designer>;
