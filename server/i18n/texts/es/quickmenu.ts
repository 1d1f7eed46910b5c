import type quickmenu from '../zh-cn/quickmenu';
import type { Translations } from '../../Translations';

export default {
    菜单路径: 'Ruta del menú',
    完整路径: 'Ruta completa',
    路由名称: 'Nombre de la ruta',
    菜单名称: 'Nombre del menú',
    菜单路径格式不正确: 'La ruta del menú no es válida',
    首页不能添加为快捷菜单: 'La página de inicio no puede ser un acceso rápido',
    请勿重复添加: 'Ya se ha añadido',
    menu_data格式不正确: 'menu_data no es válido',
    该快捷菜单不存在: 'Este acceso rápido no existe',
    '无权访问“{title}”，不能添加为快捷菜单': 'No tiene acceso a «{title}», así que no puede ser un acceso rápido',
    '最多可添加{max}个快捷菜单哦': 'Se pueden añadir como máximo {max} accesos rápidos',
} satisfies Translations<typeof quickmenu>;
