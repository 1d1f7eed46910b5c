import type { Option } from '../../tables/TableSpec';

export const accountStatusOptions: Option[] = [
    { value: 1, label: '正常' },
    { value: 0, label: '已禁用' },
];

export const loginResultOptions: Option[] = [
    { value: 1, label: '成功' },
    { value: 0, label: '失败' },
];

export const adminLoginTypeOptions: Option[] = [
    { value: 1, label: '密码登录' },
    { value: 2, label: '短信验证码' },
];

/** Modules the operator log names; every write of the domains logs under its record label. */
export const operatorLogModules = [
    '车商',
    '4S店',
    '车辆',
    '车辆分类',
    '竞拍',
    '保证金退款',
    '广告',
    '协议',
    '插件',
    '角色',
    '操作员',
    '系统设置',
    '农商行员工',
];
