import type quickmenu from '../zh-cn/quickmenu';
import type { Translations } from '../../Translations';

export default {
    菜单路径: 'Menu path',
    完整路径: 'Full path',
    路由名称: 'Route name',
    菜单名称: 'Menu name',
    菜单路径格式不正确: 'The menu path is not valid',
    首页不能添加为快捷菜单: 'The home page cannot be a quick menu entry',
    请勿重复添加: 'It has already been added',
    menu_data格式不正确: 'menu_data is not valid',
    该快捷菜单不存在: 'This quick menu entry does not exist',
    '无权访问“{title}”，不能添加为快捷菜单': 'You may not open “{title}”, so it cannot be a quick menu entry',
    '最多可添加{max}个快捷菜单哦': 'At most {max} quick menu entries can be added',
} satisfies Translations<typeof quickmenu>;
