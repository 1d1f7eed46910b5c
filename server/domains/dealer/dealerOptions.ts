import { builtinOptions } from '../../declared/builtinOptions';
import options from './options.json' with { type: 'json' };

/** The domain's option lists (options.json), by name: its declarations name them, its seeds and actions read them. */
export const dealerOptions = builtinOptions('dealer/options.json', options);

/** Option lists of dealers and stores, shared by tables, writes and seeds. */
export const DEALER_KIND = { dealer: 1, store: 2 } as const;

export const AUDIT = { pending: 0, approved: 1, rejected: 2 } as const;

export const blackReasons = ['虚假车源信息', '多次恶意违约', '拍后不履约', '泄露买家信息', '经营资质过期', '交易纠纷未处理'];

export const rejectReasons = ['营业执照不清晰', '联系人信息与执照不符', '经营地址无法核实'];

export const visitResults = [
    '有意向合作，下周再约',
    '已签约入驻',
    '关注保证金政策',
    '暂无合作意向',
    '需要总部审批',
    '要求试用竞拍功能',
    '反馈车源同步问题',
    '咨询物流服务',
];
