import type quickmenu from '../zh-cn/quickmenu';
import type { Translations } from '../../Translations';

export default {
    菜单路径: 'メニューパス',
    完整路径: 'フルパス',
    路由名称: 'ルート名',
    菜单名称: 'メニュー名',
    菜单路径格式不正确: 'メニューパスの形式が正しくありません',
    首页不能添加为快捷菜单: 'ホームはクイックメニューに追加できません',
    请勿重复添加: 'すでに追加されています',
    menu_data格式不正确: 'menu_data の形式が正しくありません',
    该快捷菜单不存在: 'このクイックメニューは存在しません',
    '无权访问“{title}”，不能添加为快捷菜单': '「{title}」へのアクセス権がないため、クイックメニューに追加できません',
    '最多可添加{max}个快捷菜单哦': 'クイックメニューは最大 {max} 個まで追加できます',
} satisfies Translations<typeof quickmenu>;
