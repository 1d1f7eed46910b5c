import { builtinOptions } from '../../declared/builtinOptions';
import options from './options.json' with { type: 'json' };

/** The domain's option lists (options.json), by name: its declarations name them, its seeds and actions read them. */
export const settingOptions = builtinOptions('setting/options.json', options);

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
