import type { Option } from '../../tables/TableSpec';

export const deviceOptions: Option[] = [
    { value: 1, label: 'iOS' },
    { value: 2, label: 'Android' },
    { value: 3, label: '微信小程序' },
    { value: 4, label: 'H5' },
    { value: 5, label: 'PC' },
];

export const loginTypeOptions: Option[] = [
    { value: 1, label: '密码登录' },
    { value: 2, label: '验证码登录' },
    { value: 3, label: '微信授权' },
];

export const loginResultOptions: Option[] = [
    { value: 1, label: '成功' },
    { value: 0, label: '失败' },
];
