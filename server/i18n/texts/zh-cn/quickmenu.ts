/** The Workbench’s quick menu. */
export default [
    '菜单路径',
    '完整路径',
    '路由名称',
    '菜单名称',
    '菜单路径格式不正确',
    '首页不能添加为快捷菜单',
    '请勿重复添加',
    'menu_data格式不正确',
    '该快捷菜单不存在',
    '无权访问“{title}”，不能添加为快捷菜单',
    '最多可添加{max}个快捷菜单哦',
] as const;
