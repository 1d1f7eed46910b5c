import type { Option } from '../../tables/TableSpec';

export const advertPositionOptions: Option[] = [
    { value: 1, label: '首页轮播' },
    { value: 2, label: '开屏广告' },
    { value: 3, label: '竞拍频道' },
    { value: 4, label: '车源列表横幅' },
];

export const AGREEMENT = { enter: 1, user: 2, privacy: 3, auction: 4, deposit: 5 } as const;

export const agreementTypeOptions: Option[] = [
    { value: 1, label: '商户入驻协议' },
    { value: 2, label: '用户服务协议' },
    { value: 3, label: '隐私政策' },
    { value: 4, label: '竞拍规则' },
    { value: 5, label: '保证金协议' },
];

export const showOptions: Option[] = [
    { value: 1, label: '显示' },
    { value: 0, label: '隐藏' },
];
